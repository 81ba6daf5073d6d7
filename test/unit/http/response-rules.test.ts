import { HttpError } from '@/services/http/errors'
import { judgeResponse } from '@/services/http/response-rules'

const res = (statusCode: number, data: unknown) => ({ statusCode, data })
const catchErr = (fn: () => unknown): HttpError => {
  try {
    fn()
  } catch (e) {
    return e as HttpError
  }
  throw new Error('expected a throw')
}

describe('judgeResponse', () => {
  describe('code0 (mall, address, schedule, live)', () => {
    it('succeeds only on code 0 and hands back the whole body', () => {
      const body = { code: 0, data: [1] }
      expect(judgeResponse(res(200, body), 'code0', '/x')).toBe(body)
    })
    it('rejects any other code with the whole response attached', () => {
      const body = { code: 500100, msg: '库存不足', data: { left: 0 } }
      const e = catchErr(() => judgeResponse(res(200, body), 'code0', '/cart'))
      expect(e).toBeInstanceOf(HttpError)
      expect(e.kind).toBe('biz')
      expect(e.detail.response).toBe(body)
      expect(e.detail.code).toBe(500100)
      expect(e.message).toBe('库存不足')
    })
    it('rejects code 201, which only the mini-program login accepts', () => {
      expect(catchErr(() => judgeResponse(res(200, { code: 201, data: null }), 'code0', '/x')).kind).toBe('biz')
    })
  })

  describe('auth service', () => {
    it('rejects non-zero codes with the server message', () => {
      const e = catchErr(() => judgeResponse(res(200, { code: 401, msg: '登录凭证无效，请重新登录', data: null }), 'auth', '/a'))
      expect(e.kind).toBe('biz')
      expect(e.message).toBe('登录凭证无效，请重新登录')
    })
    it('accepts code 0', () => {
      expect(judgeResponse(res(200, { code: 0, data: 'x' }), 'auth', '/a')).toEqual({ code: 0, data: 'x' })
    })
  })

  describe('mini-program login', () => {
    it.each([0, 201])('accepts code %i', (code) => {
      expect(judgeResponse(res(200, { code, data: {} }), 'mini-login', '/l')).toEqual({ code, data: {} })
    })
    it('rejects other codes', () => {
      expect(catchErr(() => judgeResponse(res(200, { code: 400, msg: 'bad', data: null }), 'mini-login', '/l')).message).toBe('bad')
    })
  })

  describe('session invalid', () => {
    it.each(['code0', 'auth', 'mini-login'] as const)('code -400 is session-invalid under the %s rule', (rule) => {
      const e = catchErr(() => judgeResponse(res(200, { code: -400, msg: '登录已失效', data: null }), rule, '/x'))
      expect(e.kind).toBe('session-invalid')
      expect(e.detail.code).toBe(-400)
    })
    it('HTTP 401 is session-invalid whatever the body', () => {
      expect(catchErr(() => judgeResponse(res(401, 'Unauthorized'), 'code0', '/x')).kind).toBe('session-invalid')
      expect(catchErr(() => judgeResponse(res(401, {}), 'plain', '/x')).kind).toBe('session-invalid')
    })
  })

  describe('transport-level failures', () => {
    it('HTTP 500 is a server error', () => {
      const e = catchErr(() => judgeResponse(res(500, { error: 'x' }), 'code0', '/x'))
      expect(e.kind).toBe('server')
      expect(e.detail.status).toBe(500)
    })
    it('a body that is not an envelope (malformed JSON arrives as text) is bad data', () => {
      expect(catchErr(() => judgeResponse(res(200, '{"code":0,"data":[{"oops"'), 'code0', '/x')).kind).toBe('bad-data')
      expect(catchErr(() => judgeResponse(res(200, 'unexpected'), 'auth', '/x')).kind).toBe('bad-data')
      expect(catchErr(() => judgeResponse(res(200, { data: [] }), 'code0', '/x')).kind).toBe('bad-data')
    })
    it('plain (maps) answers pass through when they are objects', () => {
      expect(judgeResponse(res(200, { status: '1' }), 'plain', '/m')).toEqual({ status: '1' })
      expect(catchErr(() => judgeResponse(res(200, null), 'plain', '/m')).kind).toBe('bad-data')
    })
  })
})
