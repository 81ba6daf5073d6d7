import { DEFAULT_ERROR_TEXT, HttpError, offlineError } from './errors'
import { judgeResponse } from './response-rules'
import { checkShape } from './shape'
import type { Chain, Interceptor, RawResponse } from './types'

/** Holds every request until login has settled, except those that say they must not wait. */
export const waitForLogin =
  (whenReady: () => Promise<void>): Interceptor =>
  async (chain: Chain) => {
    const params = chain.requestParams
    if (!params.skipLoginWait) await whenReady()
    return chain.proceed(params)
  }

/**
 * A request about to go out on a token that counts as expired (spec §4: 15 s before its real
 * expiry; a page left open for a day) is not sent on it. The session-invalid policy (spec §8) is
 * told once, as for a refusal, and every request that comes meanwhile waits for its outcome: the
 * mini-program logs in again silently and the requests go with the new token; a policy that does
 * not renew (H5: clear storage and go to login) ends them as session-invalid, unsent.
 */
export const renewExpiredToken = (tokenExpired: () => boolean, policy: SessionInvalidPolicy): Interceptor => {
  let renewal: Promise<boolean> | null = null
  return async (chain: Chain) => {
    const params = chain.requestParams
    if (params.skipAuth || params.skipLoginWait || !(renewal || tokenExpired())) return chain.proceed(params)
    const error = new HttpError('session-invalid', DEFAULT_ERROR_TEXT['session-invalid'], { url: params.url })
    if (!renewal) {
      const started: Promise<boolean> = Promise.resolve(policy(error) ?? false)
        .catch(() => false)
        .finally(() => {
          if (renewal === started) renewal = null
        })
      renewal = started
    }
    if (!(await renewal)) throw error
    return chain.proceed({ ...params, retried: true })
  }
}

/**
 * Sends each request when its turn comes (a task of its own on H5; see platform/request-turn), so
 * that what follows it in the chain, the token read among it, runs at the moment of sending.
 */
export const sendInTurn =
  (turn: () => Promise<void>): Interceptor =>
  async (chain: Chain) => {
    await turn()
    return chain.proceed(chain.requestParams)
  }

/**
 * Adds `Authorization: Bearer <student token>` when a token is stored. A refusal of the token sent
 * when the app holds another one by then (a slow request sent before a log-in again had ended) says
 * nothing of the session now held: the request is sent again at once with the held token, and only
 * a refusal of that one goes on to the session-invalid policy (renewSession).
 */
export const bearerAuth = (getToken: () => string | null): Interceptor => {
  const send = (chain: Chain): Promise<unknown> => {
    const params = chain.requestParams
    const token = params.skipAuth ? null : getToken()
    const header: Record<string, string> = { 'Content-Type': 'application/json', ...params.header }
    if (token) header.Authorization = `Bearer ${token}`
    return chain.proceed({ ...params, header }).catch((e: unknown) => {
      const held = getToken()
      if (!token || !held || held === token || !(e instanceof HttpError) || e.kind !== 'session-invalid') throw e
      return send(chain)
    })
  }
  return send
}

export interface Timer {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export const realTimer: Timer = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * JSON, the configured timeout (60 s) passed to the transport, and a timer of our own so that a
 * request that never answers ends as a `timeout` error on every platform.
 */
export const timeoutAndJson =
  (timeoutMs: number, timer: Timer = realTimer): Interceptor =>
  (chain: Chain) => {
    const params = { ...chain.requestParams, timeout: timeoutMs, dataType: 'json' as const }
    return new Promise((resolve, reject) => {
      const handle = timer.set(
        () => reject(new HttpError('timeout', '请求超时，请稍后重试', { url: params.url })),
        timeoutMs,
      )
      chain.proceed(params).then(
        (v) => {
          timer.clear(handle)
          resolve(v)
        },
        (e) => {
          timer.clear(handle)
          reject(e)
        },
      )
    })
  }

const transportFailure = (e: unknown, url: string): HttpError => {
  if (e instanceof HttpError) return e
  const errMsg = String((e as { errMsg?: string; message?: string })?.errMsg ?? (e as Error)?.message ?? '')
  if (/time ?out/i.test(errMsg)) return new HttpError('timeout', '请求超时，请稍后重试', { url })
  return new HttpError('network', '网络异常，请检查网络后重试', { url })
}

/**
 * What to do when the session is found invalid (-400 / HTTP 401): the injected platform policy.
 * It may clear storage and redirect (H5: resolves nothing), or log in again and resolve true when a
 * fresh session is ready, so the request is sent once more.
 */
export type SessionInvalidPolicy = (error: HttpError) => Promise<boolean> | void

/**
 * The outermost interceptor: a request refused for an invalid session is reported to the policy;
 * when the policy renews the session, the request runs once more through the whole chain (waiting
 * for login, with the new token). Never more than once.
 */
export const renewSession =
  (policy: SessionInvalidPolicy): Interceptor =>
  async (chain: Chain) => {
    const params = chain.requestParams
    try {
      return await chain.proceed(params)
    } catch (e) {
      if (!(e instanceof HttpError) || e.kind !== 'session-invalid') throw e
      const renewal = policy(e)
      if (params.retried || !renewal) throw e
      const renewed = await renewal.catch(() => false)
      if (!renewed) throw e
      return chain.proceed({ ...params, retried: true })
    }
  }

/**
 * The outermost interceptor: while the phone has no network a call fails at once with the Chinese
 * text that says so (not after the 60 s timeout), and a call cut off because the network went says
 * the same. Such failures are not reported: nothing went wrong but the network.
 */
export const failWhenOffline =
  (isOnline: () => boolean): Interceptor =>
  async (chain: Chain) => {
    const params = chain.requestParams
    if (!isOnline()) throw offlineError(params.url)
    try {
      return await chain.proceed(params)
    } catch (e) {
      if (e instanceof HttpError && e.kind === 'network' && !isOnline()) throw offlineError(params.url)
      throw e
    }
  }

/** Told of every call that failed in the end (after any renewal), with its typed error. */
export type FailureHook = (error: HttpError, method: string) => void

/**
 * The outermost interceptor when a hook is given: a call's final failure is told to the hook (the
 * error reporter decides what is worth reporting), then rejected as before. The http layer shows
 * nothing; a hook that throws changes nothing.
 */
export const tellFailures =
  (hook: FailureHook): Interceptor =>
  async (chain: Chain) => {
    const params = chain.requestParams
    try {
      return await chain.proceed(params)
    } catch (e) {
      if (e instanceof HttpError) {
        try {
          hook(e, params.method ?? 'GET')
        } catch {
          // reporting is never a reason for a call to fail differently
        }
      }
      throw e
    }
  }

/** Judges the answer by the service rule; a failure rejects with an HttpError of its kind. */
export const judge =
  (): Interceptor =>
  async (chain: Chain) => {
    const params = chain.requestParams
    let res: RawResponse
    try {
      res = (await chain.proceed(params)) as RawResponse
    } catch (e) {
      throw transportFailure(e, params.url)
    }
    const body = judgeResponse(res, params.rule, params.url)
    return checkShape(params.shape, body, params.rule, params.url)
  }

/** Runs interceptors in the order Taro.addInterceptor would, ending in the transport. */
export function runChain(
  interceptors: Interceptor[],
  transport: (params: Chain['requestParams']) => Promise<unknown>,
  params: Chain['requestParams'],
): Promise<unknown> {
  const step = (index: number, p: Chain['requestParams']): Promise<unknown> => {
    if (index >= interceptors.length) return transport(p)
    return interceptors[index]({ requestParams: p, proceed: (next) => step(index + 1, next) })
  }
  return step(0, params)
}
