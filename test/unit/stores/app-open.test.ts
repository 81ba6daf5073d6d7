/** Opening the native app from the banner (spec §9): the scheme first, the store after 2000 ms. */
import { openAppOrStore, type AppOpenBrowser, type AppOpenDevice } from '@/utils/app-banner'

const links = { appScheme: 'kidshealth://open', iosStoreUrl: 'https://apps.test/ios', androidMarketUrl: 'https://market.test/android' }
const IPHONE_SAFARI: AppOpenDevice = { ios: true, inWeChat: false }
const ANDROID_CHROME: AppOpenDevice = { ios: false, inWeChat: false }
const IPHONE_WECHAT: AppOpenDevice = { ios: true, inWeChat: true }

/** A browser page on jest's fake clock; `hide()` is the app coming to the front. */
function page(device: AppOpenDevice) {
  let hidden = false
  const listeners = new Set<() => void>()
  const go = jest.fn<void, [string]>()
  const browser: AppOpenBrowser = {
    go,
    isHidden: () => hidden,
    onHidden: (fn) => {
      listeners.add(fn)
      return () => listeners.delete(fn)
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
    device,
  }
  const hide = () => {
    hidden = true
    for (const fn of [...listeners]) fn()
  }
  return { browser, go, hide }
}

beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 10, 21, 2, 0, 0) }))
afterEach(() => jest.useRealTimers())

it.each([
  ['iOS', IPHONE_SAFARI, links.iosStoreUrl],
  ['Android', ANDROID_CHROME, links.androidMarketUrl],
  ['WeChat', IPHONE_WECHAT, links.androidMarketUrl],
])('%s: tries the app at once, and 2000 ms later, the page still showing, goes to its store', (_where, device, store) => {
  const { browser, go } = page(device)
  openAppOrStore(browser, links)
  expect(go.mock.calls).toEqual([[links.appScheme]])
  jest.advanceTimersByTime(1999)
  expect(go.mock.calls).toEqual([[links.appScheme]])
  jest.advanceTimersByTime(1)
  expect(go.mock.calls).toEqual([[links.appScheme], [store]])
  jest.advanceTimersByTime(60_000)
  expect(go).toHaveBeenCalledTimes(2)
})

it('stays put when the page is hidden before 2000 ms: the app opened', () => {
  const { browser, go, hide } = page(IPHONE_SAFARI)
  openAppOrStore(browser, links)
  jest.advanceTimersByTime(1500)
  hide()
  jest.advanceTimersByTime(60_000)
  expect(go.mock.calls).toEqual([[links.appScheme]])
})

it('sends nobody to the store when the timer fires far too late (the browser slept while the app was in front)', () => {
  const { browser, go } = page(ANDROID_CHROME)
  openAppOrStore(browser, links)
  jest.setSystemTime(Date.now() + 30_000)
  jest.advanceTimersByTime(2000)
  expect(go.mock.calls).toEqual([[links.appScheme]])
})
