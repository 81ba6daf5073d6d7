import type { JssdkSignRequest } from '@types-api/api/share'
import { looseObject, nullish, string } from 'valibot'
import { amount } from './common-shapes'
import { declareService } from '@/services/http/declare'

const openapi = declareService('openapi')

/** openapi/jssdk/sign: what wx.config needs. */
export const jssdkSignatureShape = looseObject({ appId: nullish(string()), timestamp: amount, nonceStr: string(), signature: string() })

/** GET /openapi/jssdk/sign?appId&url: the WeChat JS-SDK config for one page address (public: no login wait). */
export const jssdkSign = openapi.get('/openapi/jssdk/sign', jssdkSignatureShape, { query: (r: JssdkSignRequest) => ({ appId: r.appId, url: r.url }), skipLoginWait: true })
