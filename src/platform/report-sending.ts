/**
 * How the mini-program sends a batch of error reports (the browser: report-sending.h5.ts): with
 * wx.request itself, past Taro's interceptors, so a report is never a service call the http layer
 * judges or reports; where the page is; and WeChat's real-time log.
 */
import Taro from '@tarojs/taro'
import type { ReportBatch, RunsIn } from '@/services/error-report/error-reporter'
import { runsIn } from './diagnostics'
import { currentRoute } from './error-report'

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

