/**
 * See error-report.ts. In a browser: the window's `error` and `unhandledrejection` events are
 * reported (chunk-load failures aside: chunk-error.h5.ts reports those with their retry panel, and
 * calls the browser cuts off when the page is left, from `beforeunload` on); a hidden page (the
 * tab or app left, the page closed) sends what waits. How a batch is sent: report-sending.h5.ts,
 * which comes with the reporter after the first screen.
 */
import { useState } from 'react'
import type { ErrorReporter } from '@/services/error-report/error-reporter'
import { isChunkLoadError } from '@/utils/chunk-load-error'

type IdleWindow = { requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown }

/** After `ms`, at the browser's next idle moment (within a second more). */
export function whenIdle(run: () => void, ms: number): void {
  setTimeout(() => {
    const idle = (window as IdleWindow).requestIdleCallback
    if (typeof idle === 'function') idle(run, { timeout: 1000 })
    else run()
  }, ms)
}

export const currentRoute = (): string => `${window.location.pathname}${window.location.search}`

let catching = false

function catchErrors(reporter: ErrorReporter): void {
  if (catching) return
  catching = true
  window.addEventListener('error', (event) => {
    if (!isChunkLoadError(event.error)) reporter.report('error', event.error ?? event.message)
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) reporter.report('rejection', event.reason)
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.send('hidden')
  })
  window.addEventListener('pagehide', () => reporter.send('hidden'))
  // leaving the page cuts off the calls under way: those failures are not reports
  window.addEventListener('beforeunload', () => reporter.leaving())
}

/** In the app component; the listeners go on at its first render, once for the page's life. */
export function useErrorCatch(reporter: ErrorReporter): void {
  useState(() => catchErrors(reporter))
}
