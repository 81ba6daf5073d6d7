/**
 * How a service's answer is judged (spec §7, §8):
 * - code0: mall, address, schedule and live calls succeed only on code 0 and reject with the whole response;
 * - auth: the auth service rejects any non-zero code with the server's message;
 * - mini-login: the mini-program login accepts 0 and 201;
 * - plain: no envelope (maps); only the HTTP status counts.
 */
import type { DataShape } from './shape'

export type ResponseRule = 'code0' | 'auth' | 'mini-login' | 'plain'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface HttpRequestOptions {
  url: string
  method?: HttpMethod
  data?: unknown
  header?: Record<string, string>
  timeout?: number
  dataType?: 'json'
  rule: ResponseRule
  /** Login itself and public pages must not wait for login readiness. */
  skipLoginWait?: boolean
  /** Send no bearer header (third-party hosts). */
  skipAuth?: boolean
  /** Set on the one repeat of a request after the session was renewed. */
  retried?: boolean
  /**
   * The shape the answer's data must have, checked at the boundary (see shape.ts). Required: every
   * call declares what it reads, or `ignoresData` when it reads nothing.
   */
  shape: DataShape
}

/** What the transport (Taro.request) resolves with. */
export interface RawResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

/** Taro's interceptor contract: Taro.addInterceptor(fn) with fn(chain). */
export interface Chain {
  requestParams: HttpRequestOptions
  proceed(params: HttpRequestOptions): Promise<unknown>
}
export type Interceptor = (chain: Chain) => Promise<unknown>

/** Sends one request through the chain and resolves with the judged body. */
export type Send = <T>(options: HttpRequestOptions) => Promise<T>
