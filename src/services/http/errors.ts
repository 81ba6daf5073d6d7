export type HttpErrorKind = 'network' | 'timeout' | 'session-invalid' | 'biz' | 'server' | 'bad-data' | 'not-found'

/** What a failed call reports. The http layer never shows it; callers decide. */
export class HttpError extends Error {
  readonly name = 'HttpError'
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly detail: {
      url?: string
      status?: number
      /** The service's own code (e.g. -400, 500100). */
      code?: number
      /** The whole response body, for calls whose rule rejects with it. */
      response?: unknown
      /** The phone had no network: the call was not sent, or was cut off when the network went. */
      offline?: boolean
    } = {},
  ) {
    super(message)
  }
}

/** Chinese text for a user, by kind; a business error carries the server's own message. */
export const DEFAULT_ERROR_TEXT: Record<HttpErrorKind, string> = {
  network: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  'session-invalid': '登录已失效，请重新登录',
  biz: '操作失败，请稍后再试',
  server: '服务器繁忙，请稍候再试!',
  'bad-data': '数据异常，请稍后再试',
  'not-found': '内容不存在或已删除',
}

/** What a call says when the phone has no network (the call fails at once, it does not wait for a timeout). */
export const OFFLINE_TEXT = '网络不可用，请检查网络设置'

/** A call that failed because the phone had no network. */
export const offlineError = (url: string): HttpError => new HttpError('network', OFFLINE_TEXT, { url, offline: true })

/** The call got no answer (no network, a cut connection, a timeout): whether it reached the service is not known. */
export const isUnanswered = (e: unknown): boolean => e instanceof HttpError && (e.kind === 'network' || e.kind === 'timeout')

/** The service code (and HTTP status) of a missing resource. */
export const NOT_FOUND_CODE = 404

/** A missing resource (HTTP 404 or code 404): retrying will not bring it back, so it is not a network error. */
export const isNotFound = (e: unknown): boolean => e instanceof HttpError && e.kind === 'not-found'

export const isHttpError = (e: unknown): e is HttpError => e instanceof HttpError

/** Text written for a user: it has Chinese in it (a raw JavaScript message never does). */
const forUser = (message: string): boolean => /[\u4e00-\u9fff]/.test(message)

/**
 * The text to show a user for any failure: the server's message for a business error, our own
 * message for an error we raised, otherwise the Chinese text of its kind. A JavaScript error's
 * own (English) message never reaches the screen.
 */
export function errorText(e: unknown, fallback = DEFAULT_ERROR_TEXT.biz): string {
  if (isHttpError(e) && e.detail.offline) return OFFLINE_TEXT
  if (isHttpError(e)) return (e.kind === 'biz' || e.kind === 'not-found') && e.message && forUser(e.message) ? e.message : DEFAULT_ERROR_TEXT[e.kind]
  if (e instanceof Error && forUser(e.message)) return e.message
  return fallback
}
