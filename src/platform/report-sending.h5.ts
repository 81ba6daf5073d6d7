/**
 * How the browser sends a batch of error reports (the mini-program: report-sending.ts), and where
 * the page is; loaded with the reporter after the first screen (error-reporter-loader.h5.ts). A
 * batch goes with fetch (keepalive) when the page is idle, and by navigator.sendBeacon when it is
 * hidden, as plain text so that no preflight is needed. fetch and sendBeacon are the browser's own:
 * a report is never a service call of the http layer.
 */
import type { ReportBatch, RunsIn, SendMoment } from '@/services/error-report/error-reporter'
import { runsIn } from './diagnostics'
import { currentRoute } from './error-report'

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

export const whereNow = (): { route: string; platform: RunsIn } => ({ route: currentRoute(), platform: runsIn() })

/** The browser has no real-time log of WeChat's. */
export function realtimeLog(_line: string): void {}
