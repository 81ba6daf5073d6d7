import { dayKey } from './date'

/** Also the default share text (spec §1). */
export const PRODUCT_SLOGAN = '一站式儿童健康管理平台'
export const APP_OPEN_TIMEOUT_MS = 2000

/** Shown only to visitors from the native app who have not closed it today. */
export function shouldShowAppBanner(isFromApp: boolean, closedOn: string | null, now: number): boolean {
  return isFromApp && closedOn !== dayKey(now)
}

/** Where to send a visitor whose app did not open: the App Store on iOS, the app market otherwise (Android and WeChat). */
export function appFallbackUrl(userAgent: string, links: { iosStoreUrl: string; androidMarketUrl: string }): string {
  const isIos = /iPhone|iPad|iPod/i.test(userAgent)
  const inWeChat = /MicroMessenger/i.test(userAgent)
  return isIos && !inWeChat ? links.iosStoreUrl : links.androidMarketUrl
}
