import type { NoticeType } from '@types-api/api/notice'
import { parseServerTime } from '@/utils/date'
import type { NoticeItem, NoticePage } from './notice-api'

/** Notices per page (spec §9). */
export const NOTICE_PAGE_SIZE = 10

export const NOTICE_TABS: Array<{ type: NoticeType; title: string }> = [
  { type: 1, title: '课程通知' },
  { type: 2, title: '系统通知' },
]

/** A literal backslash-n in the server's text is a new line (spec §3). */
export const noticeText = (content: string | null | undefined): string => (content ?? '').replace(/\\r\\n|\\n/g, '\n')

/** createTime shown as yyyy-mm-dd hh:MM; '' when the server sent no valid time. */
export function noticeTime(createTime: string | null | undefined): string {
  const t = parseServerTime(createTime)
  return t ? t.format('YYYY-MM-DD HH:mm') : ''
}

export interface UnreadCounts {
  courseUnRead: number
  sysUnRead: number
}

export const unreadOf = (page: Pick<NoticePage, 'courseUnRead' | 'sysUnRead'>): UnreadCounts => ({
  courseUnRead: Math.max(0, Number(page.courseUnRead) || 0),
  sysUnRead: Math.max(0, Number(page.sysUnRead) || 0),
})

export const unreadFor = (counts: UnreadCounts, type: NoticeType): number => (type === 1 ? counts.courseUnRead : counts.sysUnRead)

/** The counts after a notice was opened: an unread one lowers its type's count by one. */
export function countsAfterRead(counts: UnreadCounts, notice: Pick<NoticeItem, 'type' | 'readStatus'>): UnreadCounts {
  if (notice.readStatus === 1) return counts
  return notice.type === 1 ? { ...counts, courseUnRead: Math.max(0, counts.courseUnRead - 1) } : { ...counts, sysUnRead: Math.max(0, counts.sysUnRead - 1) }
}

/** Badge text: '' for none, '99+' above 99. */
export const badgeText = (n: number): string => (n <= 0 ? '' : n > 99 ? '99+' : String(n))
