import { HttpError, NOT_FOUND_CODE } from './errors'
import type { RawResponse, ResponseRule } from './types'

export const SESSION_INVALID_CODE = -400

interface Envelope {
  code: number
  msg?: string
  message?: string
  data?: unknown
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number'

const serverMessage = (body: Envelope): string => body.msg || body.message || ''

/**
 * Judges a raw response by the service's rule. Returns the body to hand to the caller,
 * or throws an HttpError of the right kind.
 */
export function judgeResponse(res: RawResponse, rule: ResponseRule, url: string): unknown {
  const { statusCode: status, data: body } = res
  if (status === 401) throw new HttpError('session-invalid', '登录已失效，请重新登录', { url, status })
  if (isEnvelope(body) && body.code === SESSION_INVALID_CODE && rule !== 'plain') {
    throw new HttpError('session-invalid', serverMessage(body) || '登录已失效，请重新登录', {
      url,
      status,
      code: body.code,
      response: body,
    })
  }
  if (status === 404) throw new HttpError('not-found', serverMessage(isEnvelope(body) ? body : { code: 404 }) || '内容不存在或已删除', { url, status, response: body })
  if (status >= 500) throw new HttpError('server', `服务器错误（${status}）`, { url, status, response: body })
  if (status < 200 || status >= 300) {
    throw new HttpError('server', `请求失败（${status}）`, { url, status, response: body })
  }
  if (rule === 'plain') {
    if (typeof body !== 'object' || body === null) throw new HttpError('bad-data', '数据异常', { url, status })
    return body
  }
  if (!isEnvelope(body)) throw new HttpError('bad-data', '数据异常', { url, status, response: body })
  if (body.code === NOT_FOUND_CODE && rule !== 'mini-login') {
    throw new HttpError('not-found', serverMessage(body) || '内容不存在或已删除', { url, status, code: body.code, response: body })
  }

  switch (rule) {
    case 'code0':
      if (body.code === 0) return body
      throw new HttpError('biz', serverMessage(body), { url, status, code: body.code, response: body })
    case 'auth':
      if (body.code === 0) return body
      throw new HttpError('biz', serverMessage(body) || '认证服务错误', { url, status, code: body.code, response: body })
    case 'mini-login':
      if (body.code === 0 || body.code === 201) return body
      throw new HttpError('biz', serverMessage(body) || '登录失败', { url, status, code: body.code, response: body })
  }
}
