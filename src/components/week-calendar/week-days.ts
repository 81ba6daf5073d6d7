import type { Dayjs } from 'dayjs'
import { parseDay } from '@/utils/date'

/**
 * Date logic of the week calendar (spec §2): weeks start on Monday, weekday numbers 1–7 map
 * Monday–Sunday, three weeks are kept and rotated on swipe. Dates travel as 'YYYY-MM-DD' and are
 * parsed with an explicit format, never through `new Date(string)`.
 */

export const DATE_FORMAT = 'YYYY-MM-DD'
export const WEEK_LABELS = ['一', '二', '三', '四', '五', '六', '日'] as const

/** One day of the plan the server sends: courseDate 'YYYY-MM-DD', isFull. */
export interface PlanDay {
  courseDate: string
  isFull?: boolean | 0 | 1
}

export interface CalendarDay {
  date: string
  /** 1 Monday … 7 Sunday */
  weekday: number
  dayOfMonth: number
  /** not in the plan: cannot be chosen */
  disabled: boolean
  /** in the plan but fully booked: corner badge 满 */
  full: boolean
  isToday: boolean
  selected: boolean
}

/** Three weeks (their Mondays) and which of the three slots is shown. */
export interface WeekBuffer {
  mondays: [string, string, string]
  current: 0 | 1 | 2
}

/** dayjs counts Sunday as 0; the calendar counts Monday 1 … Sunday 7. */
export const weekdayOf = (d: Dayjs): number => (d.day() === 0 ? 7 : d.day())

/** Weekday number (1–7) to its label; anything else gives ''. */
export const weekdayLabel = (n: number): string => (Number.isInteger(n) && n >= 1 && n <= 7 ? WEEK_LABELS[n - 1] : '')

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const d = parseDay(date)
  if (!d) throw new Error(`not a date: ${date}`)
  return d.subtract(weekdayOf(d) - 1, 'day').format(DATE_FORMAT)
}

export const addWeeks = (monday: string, weeks: number): string => (parseDay(monday) as Dayjs).add(weeks * 7, 'day').format(DATE_FORMAT)

const isFullDay = (p: PlanDay): boolean => p.isFull === true || p.isFull === 1

/** Seven days from a Monday, with the plan's rules applied. */
export function buildWeek(monday: string, plan: readonly PlanDay[], today: string, selected: string | null): CalendarDay[] {
  const start = parseDay(monday)
  if (!start) return []
  const byDate = new Map(plan.map((p) => [p.courseDate, p]))
  return Array.from({ length: 7 }, (_, i) => {
    const d = start.add(i, 'day')
    const date = d.format(DATE_FORMAT)
    const planned = byDate.get(date)
    return {
      date,
      weekday: i + 1,
      dayOfMonth: d.date(),
      disabled: !planned,
      full: planned ? isFullDay(planned) : false,
      isToday: date === today,
      selected: date === selected,
    }
  })
}

/** Whether a day may be chosen: only days in the plan. */
export const canChoose = (day: Pick<CalendarDay, 'disabled'>): boolean => !day.disabled

/**
 * The day the calendar opens on: the chosen day when there is one, otherwise the first plan day
 * from today on that is not full, otherwise the first plan day from today, otherwise today.
 */
export function initialDay(plan: readonly PlanDay[], today: string, chosen?: string | null): string {
  if (chosen && parseDay(chosen)) return chosen
  const upcoming = plan
    .filter((p) => parseDay(p.courseDate) && p.courseDate >= today)
    .sort((a, b) => a.courseDate.localeCompare(b.courseDate))
  return (upcoming.find((p) => !isFullDay(p)) ?? upcoming[0])?.courseDate ?? today
}

/** The buffer around a day's week: previous, this, next, with this week shown in the middle slot. */
export function bufferAround(date: string): WeekBuffer {
  const monday = mondayOf(date)
  return { mondays: [addWeeks(monday, -1), monday, addWeeks(monday, 1)], current: 1 }
}

/**
 * After a swipe to slot `to` (the swiper is circular over three slots): the week there becomes
 * the shown one, the next slot round holds the week after, the other the week before. Swiping
 * one slot forward moves a week on, one slot back a week back, so swiping never ends.
 */
export function rotateBuffer(buffer: WeekBuffer, to: number): WeekBuffer {
  const target = ((to % 3) + 3) % 3
  if (target === buffer.current) return buffer
  const forward = (target - buffer.current + 3) % 3 === 1
  const shown = addWeeks(buffer.mondays[buffer.current], forward ? 1 : -1)
  const mondays: [string, string, string] = ['', '', '']
  mondays[target] = shown
  mondays[(target + 1) % 3] = addWeeks(shown, 1)
  mondays[(target + 2) % 3] = addWeeks(shown, -1)
  return { mondays, current: target as 0 | 1 | 2 }
}

/** Moves the shown week by one, as a swipe would. */
export const stepBuffer = (buffer: WeekBuffer, step: 1 | -1): WeekBuffer => rotateBuffer(buffer, buffer.current + step)

/** '2026年11月' for the shown week (the month of its Thursday, as ISO weeks count). */
export function weekTitle(monday: string): string {
  const d = parseDay(monday)
  return d ? d.add(3, 'day').format('YYYY年M月') : ''
}
