import { isChunkLoadError } from '@/utils/chunk-load-error'
import { showPageLoadError } from './page-load-panel.h5'

/**
 * Code that failed to load shows the error panel with 重新加载 (which reloads the site) instead of a
 * white screen. A page's own code is watched by lazy-page.h5.ts, whose 重新加载 loads it again; this
 * catches every other chunk (one a page imports while it runs).
 */
const showRetry = (): void => showPageLoadError(() => window.location.reload())

/** `report` hears of each failed chunk (the error reporter). */
export function installChunkErrorRecovery(report: (error: unknown) => void): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault()
      report(event.reason)
      showRetry()
    }
  })
  window.addEventListener(
    'error',
    (event) => {
      if (isChunkLoadError(event.error)) {
        report(event.error)
        showRetry()
      }
    },
    true,
  )
}
