import type { NoticeQuery, NoticeType } from '@types-api/api/notice'
import type { InferOutput } from 'valibot'
import type { AppConfig } from '@/config/app-config'
import { queryNotices, type noticeShape } from '@/services/api/notice-calls'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { noticeDetails } from './notice-detail-calls'

/** A notice as the pages read it: the id as text, the type 1 (course) or 2 (system), unread only when the service says 0. */
const noticeOf = (n: InferOutput<typeof noticeShape>) => ({
  ...n,
  messageId: String(n.messageId),
  type: (Number(n.type) === 2 ? 2 : 1) as NoticeType,
  readStatus: (n.readStatus === 0 || n.readStatus === false ? 0 : 1) as 0 | 1,
})
export type NoticeItem = ReturnType<typeof noticeOf>

/** Notices of the mall service (message/*). */
export function createNoticeApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    query: async (q: NoticeQuery) => {
      const d = await call(queryNotices, q)
      return {
        list: Array.isArray(d?.list) ? d.list.map(noticeOf) : [],
        total: Number(d?.total) || 0,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
        type: q.type,
        courseUnRead: Number(d?.courseUnRead) || 0,
        sysUnRead: Number(d?.sysUnRead) || 0,
      }
    },
    /** The notice; the server marks it read. */
    details: async (messageId: string) => {
      const n = await call(noticeDetails, messageId)
      return { ...noticeOf(n), content: n.content }
    },
  }
}
export type NoticeApi = ReturnType<typeof createNoticeApi>
/** A page of notices with the unread counts of both tabs. */
export type NoticePage = Awaited<ReturnType<NoticeApi['query']>>
