import { looseObject, string } from 'valibot'
import { noticeShape } from '@/services/api/notice-calls'
import { declareService } from '@/services/http/declare'

const mall = declareService('mall')

/** message/MessageDetails: the notice shown in full; the server marks it read. */
export const noticeDetails = mall.post('/message/MessageDetails', looseObject({ ...noticeShape.entries, content: string() }), { body: (messageId: string) => ({ messageId }) })
