import { looseObject, nullish, string } from 'valibot'
import { amount } from '@/services/api/shapes'

/** openapi/jssdk/sign: what wx.config needs. */
export const jssdkSignatureShape = looseObject({ appId: nullish(string()), timestamp: amount, nonceStr: string(), signature: string() })
