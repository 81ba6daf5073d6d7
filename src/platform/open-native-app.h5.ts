import { env } from '@/config/env'
import { APP_OPEN_TIMEOUT_MS, appFallbackUrl } from '@/utils/app-banner'

export const canOpenNativeApp = true

/** Tries the app's scheme; if the page is still visible after 2000 ms, goes to the store or market. */
export function openNativeApp(): void {
  const started = Date.now()
  const timer = window.setTimeout(() => {
    if (document.hidden || Date.now() - started > APP_OPEN_TIMEOUT_MS * 2) return
    window.location.href = appFallbackUrl(navigator.userAgent, env)
  }, APP_OPEN_TIMEOUT_MS)
  document.addEventListener('visibilitychange', () => document.hidden && window.clearTimeout(timer), { once: true })
  window.location.href = env.appScheme
}
