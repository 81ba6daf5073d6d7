import { type HttpError } from '@/services/http/errors'
import { setupHttp } from '@/services/http/setup-http'
import type { Send } from '@/services/http/types'
import { ignoresData } from '@/services/http/shape'

/**
 * The interceptor chain as the app installs it: registered with Taro.addInterceptor and run by
 * Taro.request (the H5 implementation, over a faked fetch), not by the project's own chain runner.
 */
type Answer = { status: number; body: unknown }
const answers: Answer[] = []
const seen: Array<{ url: string; headers: Record<string, string> }> = []
let token = 'stu-token'
let policy: (e: HttpError) => Promise<boolean> | void = () => undefined
let send: Send

beforeAll(() => {
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } })
    const a = answers.shift() ?? { status: 200, body: { code: 0, data: 'fine' } }
    return new window.Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } })
  }) as typeof window.fetch
  send = setupHttp({ whenLoginReady: async () => undefined, getToken: () => token, onSessionInvalid: (e) => policy(e), timeoutMs: 5000 })
})
beforeEach(() => {
  answers.length = 0
  seen.length = 0
  token = 'stu-token'
  policy = () => undefined
})

describe('interceptors registered through Taro.addInterceptor', () => {
  it('send the bearer header and JSON, and resolve with the judged body', async () => {
    await expect(send({ url: 'https://mall.test/mall/api/v1/cart', rule: 'code0', shape: ignoresData })).resolves.toEqual({ code: 0, data: 'fine' })
    expect(seen[0].headers.Authorization).toBe('Bearer stu-token')
    expect(seen[0].headers['Content-Type']).toBe('application/json')
  })

  it('turn a business code into a biz error with the server message', async () => {
    answers.push({ status: 200, body: { code: 500301, msg: '库存不足', data: null } })
    await expect(send({ url: 'https://mall.test/mall/api/v1/cart', rule: 'code0', shape: ignoresData })).rejects.toMatchObject({ kind: 'biz', message: '库存不足' })
  })

  it('hand -400 to the session policy, and run the request once more when it renews the session', async () => {
    answers.push({ status: 200, body: { code: -400, msg: '登录已失效', data: null } })
    const reported: HttpError[] = []
    policy = (e) => {
      reported.push(e)
      token = 'new-token'
      return Promise.resolve(true)
    }
    await expect(send({ url: 'https://mall.test/mall/api/v1/cart', rule: 'code0', shape: ignoresData })).resolves.toEqual({ code: 0, data: 'fine' })
    expect(reported).toHaveLength(1)
    expect(seen.map((s) => s.headers.Authorization)).toEqual(['Bearer stu-token', 'Bearer new-token'])
  })

  it('reject HTTP 401 as an invalid session when the policy does not renew it', async () => {
    answers.push({ status: 401, body: { error: 'Unauthorized' } })
    const reported: HttpError[] = []
    policy = (e) => void reported.push(e)
    await expect(send({ url: 'https://mall.test/mall/api/v1/cart', rule: 'code0', shape: ignoresData })).rejects.toMatchObject({ kind: 'session-invalid' })
    expect(reported).toHaveLength(1)
    expect(seen).toHaveLength(1)
  })
})
