/**
 * The error reporter's mini-program side (the H5 side: error-report.h5.ts): what catches errors
 * (App.onError, onUnhandledRejection through Taro's hooks; the app's hide sends what waits), how a
 * batch is sent (wx.request itself, past Taro's interceptors, so a report is never a service call
 * the http layer judges or reports), the page now, and WeChat's real-time log.
 */
import Taro, { useDidHide, useError, useUnhandledRejection } from '@tarojs/taro'
import type { ErrorReporter, ReportBatch, RunsIn } from '@/services/error-report/error-reporter'
import { runsIn } from './diagnostics'

interface RawRequest {
  url: string
  method: 'POST'
  data: string
  header: Record<string, string>
  timeout: number
  success(res: { statusCode: number }): void
  fail(err: unknown): void
}
declare const wx: { request(options: RawRequest): unknown }

/** A report that has not gone after this is given up. */
const SEND_TIMEOUT_MS = 10_000

/** Sends a batch to `url` as JSON; rejects on a failure or an answer other than 2xx. */
export const reportSender =
  (url: string) =>
  (batch: ReportBatch): Promise<void> =>
    new Promise((resolve, reject) => {
      wx.request({
        url,
        method: 'POST',
        data: JSON.stringify(batch),
        header: { 'content-type': 'application/json' },
        timeout: SEND_TIMEOUT_MS,
        success: (res) => (res.statusCode >= 200 && res.statusCode < 300 ? resolve() : reject(new Error(String(res.statusCode)))),
        fail: reject,
      })
    })

/** The mini-program runs its timers on the JS thread only while it is in front: a timer is idle time. */
export function whenIdle(run: () => void, ms: number): void {
  setTimeout(run, ms)
}

/** The page on top of the stack, with its query. */
export function currentRoute(): string {
  const pages = Taro.getCurrentPages()
  const top = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined
  if (!top?.route) return ''
  const query = Object.entries(top.options ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  return `/${top.route}${query ? `?${query}` : ''}`
}

export const whereNow = (): { route: string; platform: RunsIn } => ({ route: currentRoute(), platform: runsIn() })

type Logger = { error(...args: unknown[]): void }
let logger: Logger | null | undefined

/** WeChat's real-time log (seen in the mini-program's admin console), where the base library has it. */
export function realtimeLog(line: string): void {
  if (logger === undefined) {
    const get = (Taro as { getRealtimeLogManager?: () => Logger }).getRealtimeLogManager
    logger = typeof get === 'function' ? get() : null
  }
  logger?.error(line)
}

/** In the app component: WeChat's uncaught errors and rejections are reported; hiding the app sends what waits. */
export function useErrorCatch(reporter: ErrorReporter): void {
  useError((error) => reporter.report('error', error))
  useUnhandledRejection((res) => reporter.report('rejection', res?.reason))
  useDidHide(() => reporter.send('hidden'))
}
