import type { NoticeQuery } from '@types-api/api/notice'
import { array, looseObject, nullable, nullish, string } from 'valibot'
import { declareService, sends } from '@/services/http/declare'
import { amount, flag, id } from './common-shapes'

const mall = declareService('mall')

/**
 * message/queryMessage, declared once: the notice pages read its page of notices, the account tab
 * only its unread counts (one row of course notices).
 */

export const noticeShape = looseObject({
  messageId: id,
  type: nullish(amount),
  title: string(),
  content: nullish(string()),
  createTime: string(),
  readStatus: nullish(flag),
})

/** POST message/queryMessage: a page of notices and the unread counts of both tabs. */
export const queryNotices = mall.post('/message/queryMessage', nullable(looseObject({ list: nullish(array(noticeShape)), total: nullish(amount), courseUnRead: nullish(amount), sysUnRead: nullish(amount) })), { body: sends<NoticeQuery> })
