/**
 * The error reporter's mini-program side (the H5 side: error-report.h5.ts): what catches errors
 * (App.onError, onUnhandledRejection through Taro's hooks; the app's hide sends what waits) and the
 * page now. How a batch is sent and WeChat's real-time log: report-sending.ts.
 */
import Taro, { useDidHide, useError, useUnhandledRejection } from '@tarojs/taro'
import type { ErrorReporter } from '@/services/error-report/error-reporter'

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

/** In the app component: WeChat's uncaught errors and rejections are reported; hiding the app sends what waits. */
export function useErrorCatch(reporter: ErrorReporter): void {
  useError((error) => reporter.report('error', error))
  useUnhandledRejection((res) => reporter.report('rejection', res?.reason))
  useDidHide(() => reporter.send('hidden'))
}
