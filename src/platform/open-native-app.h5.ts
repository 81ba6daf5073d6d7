import { env } from '@/config/env'
import { openAppOrStore } from '@/utils/app-banner'
import { isIosDevice, isWeChatBrowser } from './browser'

/** Tries the app's scheme; if the page is still visible after 2000 ms, goes to the store or market. */
export function openNativeApp(): void {
  openAppOrStore(
    {
      go: (url) => {
        window.location.href = url
      },
      isHidden: () => document.hidden,
      onHidden: (fn) => {
        const listener = () => {
          if (document.hidden) fn()
        }
        document.addEventListener('visibilitychange', listener)
        return () => document.removeEventListener('visibilitychange', listener)
      },
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (timer) => window.clearTimeout(timer as number),
      now: () => Date.now(),
      device: { ios: isIosDevice(), inWeChat: isWeChatBrowser() },
    },
    env,
  )
}
