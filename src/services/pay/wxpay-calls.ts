import type { WxPayRequest } from '@types-api/api/checkout'
import { looseObject, nullish, picklist, string, type InferOutput } from 'valibot'
import { amount } from '@/services/api/common-shapes'
import { declareService, sends } from '@/services/http/declare'

const mall = declareService('mall')

const wxPayShape = looseObject({
  appId: nullish(string()),
  /** seconds since 1970 */
  timeStamp: amount,
  nonceStr: string(),
  package: string(),
  /** the signature methods WeChat's payment knows */
  signType: picklist(['MD5', 'HMAC-SHA256', 'RSA']),
  paySign: string(),
})

/**
 * POST pay/wxpay (spec §7 Pay): what WeChat's payment needs for one order — in the mini-program
 * (wx.requestPayment) and in WeChat's browser (getBrandWCPayRequest, which also takes the appId).
 */
export const wxPay = mall.post('/pay/wxpay', wxPayShape, { body: sends<WxPayRequest> })

/** The payment parameters as WeChat takes them: the timestamp as text. */
export const wxPayParamsOf = (p: InferOutput<typeof wxPay.shape>) => ({ ...p, timeStamp: String(p.timeStamp) })
export type WxPayParams = ReturnType<typeof wxPayParamsOf>
