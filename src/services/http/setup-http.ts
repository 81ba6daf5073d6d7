import Taro from '@tarojs/taro'
import type { HttpError } from './errors'
import { bearerAuth, judge, timeoutAndJson, waitForLogin, type Timer, realTimer } from './interceptors'
import type { HttpRequestOptions, Interceptor, Send } from './types'

export interface HttpDeps {
  whenLoginReady: () => Promise<void>
  getToken: () => string | null
  onSessionInvalid: (error: HttpError) => void
  timeoutMs: number
  timer?: Timer
}

/** The interceptor chain, outermost first. */
export const buildInterceptors = (deps: HttpDeps): Interceptor[] => [
  waitForLogin(deps.whenLoginReady),
  bearerAuth(deps.getToken),
  timeoutAndJson(deps.timeoutMs, deps.timer ?? realTimer),
  judge(deps.onSessionInvalid),
]

let installed = false

/** Registers the chain on Taro.request once and returns the typed sender. */
export function setupHttp(deps: HttpDeps): Send {
  if (!installed) {
    buildInterceptors(deps).forEach((i) => Taro.addInterceptor(i as unknown as Parameters<typeof Taro.addInterceptor>[0]))
    installed = true
  }
  return <T>(options: HttpRequestOptions) =>
    Taro.request(options as unknown as Taro.request.Option) as unknown as Promise<T>
}
