import type { Appointment, StudentSchedule } from '@/shared/schedule/booking-calls'
import { parseDay } from '@/utils/date'

/** Appointments split by the clock: upcoming soonest first, past latest first. */
export function splitAppointments(list: readonly Appointment[], now: string): { upcoming: Appointment[]; past: Appointment[] } {
  const upcoming = list.filter((a) => a.startDateTime > now).sort((a, b) => a.startDateTime.localeCompare(b.startDateTime))
  const past = list.filter((a) => a.startDateTime <= now).sort((a, b) => b.startDateTime.localeCompare(a.startDateTime))
  return { upcoming, past }
}

/** Whether the server allows cancelling (canCancel 1) and the class has not started. */
export const canCancel = (a: Pick<Appointment, 'canCancel' | 'startDateTime'>, now: string): boolean => Number(a.canCancel) === 1 && a.startDateTime > now

/** The first and last day shown by a month view ('YYYY-MM'). */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const d = /^\d{4}-\d{2}$/.test(month) ? parseDay(`${month}-01`) : null
  if (!d) throw new Error(`not a month: ${month}`)
  return { startDate: d.format('YYYY-MM-DD'), endDate: d.endOf('month').format('YYYY-MM-DD') }
}

/** Classes grouped by their day ('YYYY-MM-DD' → classes, in time order). */
export function classesByDay(list: readonly StudentSchedule[]): Map<string, StudentSchedule[]> {
  const map = new Map<string, StudentSchedule[]>()
  for (const s of [...list].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime))) {
    const day = s.startDateTime.slice(0, 10)
    map.set(day, [...(map.get(day) ?? []), s])
  }
  return map
}

/** How the month view marks one day: the chosen day, today (今天) and a day with classes are separate marks. */
export interface MonthDayMarks {
  chosen: boolean
  today: boolean
  booked: boolean
}

/** The marks of a day ('YYYY-MM-DD') of the shown month. */
export function monthDayMarks(day: string, at: { chosen: string; today: string; booked: (day: string) => boolean }): MonthDayMarks {
  return { chosen: day === at.chosen, today: day === at.today, booked: at.booked(day) }
}

/** The class names that draw those marks, each on its own ('month-day is-chosen is-today is-booked'). */
export function monthDayClass(m: MonthDayMarks): string {
  return ['month-day', m.chosen ? 'is-chosen' : '', m.today ? 'is-today' : '', m.booked ? 'is-booked' : ''].filter(Boolean).join(' ')
}

/**
 * The day chosen when a month is shown ('YYYY-MM'): the chosen day when it lies in that month, else
 * today when it does, else the month's first day.
 */
export function dayForMonth(month: string, chosen: string, today: string): string {
  if (chosen.startsWith(`${month}-`)) return chosen
  if (today.startsWith(`${month}-`)) return today
  return monthRange(month).startDate
}
