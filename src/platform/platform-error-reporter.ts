/**
 * The reporter with this platform's ways of sending, timing and placing a report (report-sending and
 * error-report resolve to their `.h5` files on H5). On H5 this module and what it brings are a
 * chunk of their own, loaded after the first screen (error-reporter-loader.h5.ts).
 */
import type { BuildVersion } from '@/config/app-config'
import { createErrorReporter, type ErrorReporter } from '@/services/error-report/error-reporter'
import { whenIdle } from './error-report'
import { realtimeLog, reportSender, whereNow } from './report-sending'

export interface ReporterSettings {
  build: BuildVersion
  /** where batches are sent (TARO_APP_ERROR_REPORT_URL) */
  url: string
}

export const platformErrorReporter = ({ build, url }: ReporterSettings): ErrorReporter =>
  createErrorReporter({ build, send: reportSender(url), now: () => Date.now(), later: whenIdle, where: whereNow, log: realtimeLog })
