import { isWeChatBrowser } from './browser'
import type { ShareContent, ShareSetup } from './share'

export type { ShareContent, ShareSetup }

// iOS signs the address the app was entered with, Android the current one: kept from the start
const entryHref = typeof window === 'undefined' ? '' : window.location.href

/**
 * In WeChat's browser: signs the page address and sets what "send to friend" and "Moments" share
 * (platform/wechat-share.h5, downloaded the first time a page there sets its share). Elsewhere
 * nothing happens and nothing is downloaded. Resolves whether it was set.
 */
export function applyPageShare(content: ShareContent, setup: ShareSetup): Promise<boolean> {
  if (!isWeChatBrowser() || !setup.appId) return Promise.resolve(false)
  return import(/* webpackChunkName: "wechat-share" */ './wechat-share.h5').then(
    (m) => m.applyWeChatShare(content, setup, entryHref),
    // the module did not arrive: WeChat's default card, the page keeps working
    () => false,
  )
}
