import type { StudentSchedule } from '@types-api/api/course'
import type { Appointment } from '@types-api/api/schedule'
import dayjs from 'dayjs'

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
  const d = dayjs(`${month}-01`, 'YYYY-MM-DD', true)
  if (!d.isValid()) throw new Error(`not a month: ${month}`)
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

export const SCHEDULE_ROUTES = {
  records: '/pages/schedule/schedule-record',
  calendar: '/pages/schedule/schedule-calendar',
}
