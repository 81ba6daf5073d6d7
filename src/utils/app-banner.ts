import { dayKey } from './server-time'

/** Also the default share text (spec §1). */
export const PRODUCT_SLOGAN = '一站式儿童健康管理平台'
export const APP_OPEN_TIMEOUT_MS = 2000

/** Shown only to visitors from the native app who have not closed it today. */
export function shouldShowAppBanner(isFromApp: boolean, closedOn: string | null, now: number): boolean {
  return isFromApp && closedOn !== dayKey(now)
}

/** The device facts the fallback depends on (the platform layer reads them). */
export interface AppOpenDevice {
  ios: boolean
  inWeChat: boolean
}

/** Where to send a visitor whose app did not open: the App Store on iOS, the app market otherwise (Android and WeChat). */
export function appFallbackUrl(device: AppOpenDevice, links: { iosStoreUrl: string; androidMarketUrl: string }): string {
  return device.ios && !device.inWeChat ? links.iosStoreUrl : links.androidMarketUrl
}

/** What trying the native app needs from the browser, passed in so the timing rule can be tested. */
export interface AppOpenBrowser {
  /** sends the page to an address: the app's scheme, then perhaps the store */
  go(url: string): void
  /** true while the page is hidden: the app has come to the front */
  isHidden(): boolean
  /** calls `fn` when the page becomes hidden; answers a function that stops listening */
  onHidden(fn: () => void): () => void
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
  now(): number
  device: AppOpenDevice
}

/**
 * Tries the app's scheme (spec §9). If the page is still on screen after 2000 ms the app did not
 * open, and the visitor goes to the App Store (iOS) or the app market (Android and WeChat). A page
 * hidden meanwhile means the app opened; a timer that fires far too late (the browser slept while
 * the app was in front) sends nobody anywhere.
 */
export function openAppOrStore(browser: AppOpenBrowser, links: { appScheme: string; iosStoreUrl: string; androidMarketUrl: string }): void {
  const started = browser.now()
  let stopListening = (): void => undefined
  const timer = browser.setTimeout(() => {
    stopListening()
    if (browser.isHidden() || browser.now() - started > APP_OPEN_TIMEOUT_MS * 2) return
    browser.go(appFallbackUrl(browser.device, links))
  }, APP_OPEN_TIMEOUT_MS)
  stopListening = browser.onHidden(() => {
    browser.clearTimeout(timer)
    stopListening()
  })
  browser.go(links.appScheme)
}
