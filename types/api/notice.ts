/** Notices (mall service, message/*): course and system notices with unread counts. */

/** 1: course notices, 2: system notices */
export type NoticeType = 1 | 2

/** POST message/queryMessage */
export interface NoticeQuery {
  pageIndex: number
  /** 10 */
  pageSize: number
  type: NoticeType
}

export interface NoticeItem {
  messageId: string
  type: NoticeType
  title: string
  /** plain text; a literal backslash-n means a new line */
  content: string
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
  /** 1 when read */
  readStatus: 0 | 1
}

export interface NoticePage {
  list: NoticeItem[]
  total: number
  pageIndex: number
  pageSize: number
  type: NoticeType
  /** unread course notices */
  courseUnRead: number
  /** unread system notices */
  sysUnRead: number
}

/** POST message/MessageDetails {messageId}: the notice, now marked read. */
export interface NoticeDetailRequest {
  messageId: string
}
