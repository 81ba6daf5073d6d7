import type { ScheduleItem } from '@/services/api/common-shapes'
import { classTimeText } from '@/utils/class-time'
import { parseServerTime } from '@/utils/date'

/** '09:00-10:30' of a schedule item; '' when its times cannot be read. */
export function scheduleTimeText(item: Pick<ScheduleItem, 'startDateTime' | 'endDateTime'>): string {
  const start = parseServerTime(item.startDateTime)
  const end = parseServerTime(item.endDateTime)
  return start && end ? `${start.format('HH:mm')}-${end.format('HH:mm')}` : ''
}

/** '11月23日 周一 09:00-10:30'; '' when the times cannot be read (the app's one day-and-time text). */
export function scheduleWhenText(item: Pick<ScheduleItem, 'startDateTime' | 'endDateTime'>): string {
  return scheduleTimeText(item) ? classTimeText(item) : ''
}

/** Teacher names joined with '、'. */
export const teacherNames = (item: Pick<ScheduleItem, 'scheduleTeacherDetailList'>): string =>
  (item.scheduleTeacherDetailList ?? [])
    .map((t) => t?.person?.name)
    .filter(Boolean)
    .join('、')

/** '余3' or '已约满'. */
export const remainText = (item: Pick<ScheduleItem, 'remainCount'>): string => (item.remainCount > 0 ? `余${item.remainCount}` : '已约满')
