import type { JssdkSignRequest } from '@types-api/api/share'
import { looseObject, nullish, string } from 'valibot'
import { amount } from './common-shapes'
import { declareCall } from '@/services/http/declare'

/** openapi/jssdk/sign: what wx.config needs. */
export const jssdkSignatureShape = looseObject({ appId: nullish(string()), timestamp: amount, nonceStr: string(), signature: string() })

/** GET /openapi/jssdk/sign?appId&url: the WeChat JS-SDK config for one page address (public: no login wait). */
export const jssdkSign = declareCall({
  service: 'openapi',
  method: 'GET',
  path: '/openapi/jssdk/sign',
  shape: jssdkSignatureShape,
  query: (r: JssdkSignRequest) => ({ appId: r.appId, url: r.url }),
  skipLoginWait: true,
})
