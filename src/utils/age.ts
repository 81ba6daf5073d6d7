import dayjs, { type Dayjs } from 'dayjs'
import { parseServerTime } from './date'

export interface Age {
  years: number
  months: number
}

/**
 * Whole years and months from a birthday (server text, parsed with an explicit format) to now.
 * Null for an unreadable birthday or one in the future.
 */
export function ageOf(birthday: string | null | undefined, now: number | Dayjs): Age | null {
  const parsed = parseServerTime(birthday)
  if (!parsed) return null
  // calendar days only: a birthday's time of day does not change the age
  const birth = parsed.startOf('day')
  const today = dayjs(now).startOf('day')
  if (birth.isAfter(today)) return null
  const totalMonths = today.diff(birth, 'month')
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12 }
}

/** '3岁2个月', '3岁', '5个月', '不满1个月'; '' when the age is unknown. */
export function ageText(age: Age | null): string {
  if (!age) return ''
  if (age.years === 0 && age.months === 0) return '不满1个月'
  if (age.years === 0) return `${age.months}个月`
  if (age.months === 0) return `${age.years}岁`
  return `${age.years}岁${age.months}个月`
}

/** Age text straight from a birthday. */
export const ageTextOf = (birthday: string | null | undefined, now: number | Dayjs): string => ageText(ageOf(birthday, now))
