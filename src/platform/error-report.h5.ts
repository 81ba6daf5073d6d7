/**
 * See error-report.ts. In a browser: the window's `error` and `unhandledrejection` events are
 * reported (chunk-load failures aside: chunk-error.h5.ts reports those with their retry panel, and
 * calls the browser cuts off when the page is left, from `beforeunload` on); a
 * batch goes with fetch (keepalive) when the page is idle, and by navigator.sendBeacon when it is
 * hidden (the tab or app left, the page closed), as plain text so that no preflight is needed.
 * fetch and sendBeacon are the browser's own: a report is never a service call of the http layer.
 */
import { useState } from 'react'
import type { ErrorReporter, ReportBatch, SendMoment } from '@/services/error-report/error-reporter'
import { isChunkLoadError } from '@/utils/chunk-load-error'
import { runsIn } from './diagnostics'

const TEXT = 'text/plain;charset=UTF-8'

export const reportSender =
  (url: string) =>
  (batch: ReportBatch, moment: SendMoment): Promise<unknown> => {
    const body = JSON.stringify(batch)
    if (moment === 'hidden' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: TEXT }))) {
      return Promise.resolve()
    }
    if (typeof fetch !== 'function') return Promise.reject(new Error('no fetch'))
    return fetch(url, { method: 'POST', body, headers: { 'content-type': TEXT }, keepalive: true, credentials: 'omit' }).then((res) => {
      if (!res.ok) throw new Error(String(res.status))
    })
  }

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

export const whereNow = () => ({ route: currentRoute(), platform: runsIn() })

/** The browser has no real-time log of WeChat's. */
export function realtimeLog(_line: string): void {}

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
