/**
 * Notices (mall service, message/*): course and system notices with unread counts. What the app
 * sends; the answers' types come from their shapes (services/api/notice-calls.ts,
 * pages/notice/model/notice-detail-calls.ts).
 */

/** 1: course notices, 2: system notices */
export type NoticeType = 1 | 2

/** POST message/queryMessage */
export interface NoticeQuery {
  pageIndex: number
  /** 10 */
  pageSize: number
  type: NoticeType
}

/** POST message/MessageDetails {messageId}: the notice, now marked read. */
export interface NoticeDetailRequest {
  messageId: string
}
