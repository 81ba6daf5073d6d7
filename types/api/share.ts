/** GET /openapi/jssdk/sign {appId, url}: the WeChat JS-SDK config for one page address. */
export interface JssdkSignRequest {
  appId: string
  url: string
}
