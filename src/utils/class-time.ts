import type { Dayjs } from 'dayjs'
import { parseServerTime } from './date'

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** Where and when a course line is taken, as the cart, the confirmation and the order carry it (any may be missing). */
export interface ClassFacts {
  campusName?: string | null
  startDateTime?: string | null
  endDateTime?: string | null
  /** the booked day when the class times are missing, 'YYYY-MM-DD' */
  appointDate?: string | null
}

/** '11月24日 周一 09:00-10:30'; the day alone when the times are missing; '' when nothing can be read. */
export function classTimeText(f: ClassFacts): string {
  const start = parseServerTime(f.startDateTime)
  const end = parseServerTime(f.endDateTime)
  if (start) return `${start.format('M月D日')} ${WEEKDAYS[start.day()]} ${start.format('HH:mm')}${end ? `-${end.format('HH:mm')}` : ''}`
  const day = parseServerTime(f.appointDate)
  return day ? `${day.format('M月D日')} ${WEEKDAYS[day.day()]}` : ''
}

/** A class whose start is not after now has started: it can no longer be booked. Unreadable times count as started. */
export function hasClassStarted(item: Pick<ClassFacts, 'startDateTime'>, now: Dayjs | number): boolean {
  const start = parseServerTime(item.startDateTime)
  if (!start) return true
  return start.valueOf() <= (typeof now === 'number' ? now : now.valueOf())
}
