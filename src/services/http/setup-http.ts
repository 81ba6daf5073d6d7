import Taro from '@tarojs/taro'
import { bearerAuth, failWhenOffline, judge, renewExpiredToken, renewSession, sendInTurn, tellFailures, timeoutAndJson, waitForLogin, type FailureHook, type SessionInvalidPolicy, type Timer, realTimer } from './interceptors'
import type { HttpRequestOptions, Interceptor, Send } from './types'

export interface HttpDeps {
  whenLoginReady: () => Promise<void>
  getToken: () => string | null
  onSessionInvalid: SessionInvalidPolicy
  timeoutMs: number
  timer?: Timer
  /** What each request waits for, once login has settled, before it is sent (none: sent at once). */
  requestTurn?: () => Promise<void>
  /** Told of each call's final failure (the error reporter); nothing when left out. */
  onFailure?: FailureHook
  /** Whether the held token counts as expired: the policy renews the session before a request goes out on it. */
  tokenExpired?: () => boolean
  /** Whether the phone has a network: without one a call fails at once; always sent when left out. */
  isOnline?: () => boolean
}

/** The interceptor chain, outermost first. */
export const buildInterceptors = (deps: HttpDeps): Interceptor[] => [
  ...(deps.isOnline ? [failWhenOffline(deps.isOnline)] : []),
  ...(deps.onFailure ? [tellFailures(deps.onFailure)] : []),
  // outside the refusal's renewal: a request ended here has been told to the policy already
  ...(deps.tokenExpired ? [renewExpiredToken(deps.tokenExpired, deps.onSessionInvalid)] : []),
  renewSession(deps.onSessionInvalid),
  waitForLogin(deps.whenLoginReady),
  ...(deps.requestTurn ? [sendInTurn(deps.requestTurn)] : []),
  bearerAuth(deps.getToken),
  timeoutAndJson(deps.timeoutMs, deps.timer ?? realTimer),
  judge(),
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
