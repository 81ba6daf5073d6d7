/** What a page shares: a title, an internal route with its query, an optional picture. */
export interface ShareContent {
  title: string
  desc?: string
  /** an internal route with query, e.g. /pages/activity/activity?from_user=U1 */
  path: string
  imageUrl?: string
}

export interface ShareSetup {
  appId: string
  /** signs a page address for the JS-SDK (GET /openapi/jssdk/sign) */
  sign: (url: string) => Promise<{ appId: string; timestamp: number; nonceStr: string; signature: string }>
}

/** The mini-program shares through useShareAppMessage / useShareTimeline in each page: nothing to set up here. */
export function applyPageShare(_content: ShareContent, _setup: ShareSetup): Promise<boolean> {
  return Promise.resolve(false)
}

