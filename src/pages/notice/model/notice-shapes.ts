import { array, looseObject, nullable, nullish, string } from 'valibot'
import { amount, flag, id } from '@/services/api/shapes'

const noticeShape = looseObject({
  messageId: id,
  type: nullish(amount),
  title: string(),
  content: nullish(string()),
  createTime: string(),
  readStatus: nullish(flag),
})

/** message/queryMessage: a page of notices and the unread counts. */
export const noticePageShape = nullable(
  looseObject({ list: nullish(array(noticeShape)), total: nullish(amount), courseUnRead: nullish(amount), sysUnRead: nullish(amount) }),
)

/** message/MessageDetails: the notice shown in full. */
export const noticeDetailShape = looseObject({ ...noticeShape.entries, content: string() })
