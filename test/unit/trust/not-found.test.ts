import { errorText, HttpError, isNotFound } from '@/services/http/errors'
import { judgeResponse } from '@/services/http/response-rules'

describe('a missing resource is its own kind of error', () => {
  const judge = (statusCode: number, data: unknown) => {
    try {
      judgeResponse({ statusCode, data, header: {} } as never, 'code0', '/x')
      return null
    } catch (e) {
      return e as HttpError
    }
  }

  it('HTTP 404 and code 404 are not-found with the server’s Chinese text, not a network error', () => {
    const http = judge(404, 'Not Found')!
    expect([http.kind, isNotFound(http), errorText(http)]).toEqual(['not-found', true, '内容不存在或已删除'])
    const code = judge(200, { code: 404, msg: '订单不存在', data: null })!
    expect([code.kind, errorText(code)]).toEqual(['not-found', '订单不存在'])
    const english = judge(200, { code: 404, msg: 'Not Found', data: null })!
    expect(errorText(english)).toBe('内容不存在或已删除')
  })

  it('other failures keep their kinds', () => {
    expect(judge(500, {})!.kind).toBe('server')
    expect(judge(200, { code: 500200, msg: '库存不足', data: null })!.kind).toBe('biz')
    expect(isNotFound(new HttpError('network', 'x'))).toBe(false)
  })
})
