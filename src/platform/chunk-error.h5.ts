import { isChunkLoadError } from '@/utils/chunk-load-error'
import { showPageLoadError } from './page-load-panel.h5'

/**
 * Code that failed to load shows the error panel with 重新加载 (which reloads the site) instead of a
 * white screen. A page's own code is watched by lazy-page.h5.ts, whose 重新加载 loads it again; this
 * catches every other chunk (one a page imports while it runs).
 */
const showRetry = (): void => showPageLoadError(() => window.location.reload())

export function installChunkErrorRecovery(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault()
      showRetry()
    }
  })
  window.addEventListener(
    'error',
    (event) => {
      if (isChunkLoadError(event.error)) showRetry()
    },
    true,
  )
}
