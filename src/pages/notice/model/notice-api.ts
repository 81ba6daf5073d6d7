import type { ApiResponse } from '@types-api/api/common'
import type { NoticeItem, NoticePage, NoticeQuery } from '@types-api/api/notice'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { noticeDetailShape, noticePageShape } from './notice-shapes'

/** Notices of the mall service (message/*). */
export function createNoticeApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const mall = config.hosts.mall
  return {
    query: (q: NoticeQuery) =>
      send<ApiResponse<NoticePage | null>>({ url: `${mall}/message/queryMessage`, method: 'POST', data: q, rule: 'code0', shape: noticePageShape }).then(
        (r): NoticePage => ({
          list: Array.isArray(r.data?.list) ? r.data.list : [],
          total: Number(r.data?.total) || 0,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
          type: q.type,
          courseUnRead: Number(r.data?.courseUnRead) || 0,
          sysUnRead: Number(r.data?.sysUnRead) || 0,
        }),
      ),
    /** The notice; the server marks it read. */
    details: (messageId: string) =>
      send<ApiResponse<NoticeItem>>({ url: `${mall}/message/MessageDetails`, method: 'POST', data: { messageId }, rule: 'code0', shape: noticeDetailShape }).then((r) => r.data),
  }
}
export type NoticeApi = ReturnType<typeof createNoticeApi>
