import { HttpError } from '@/services/http/errors'
import { runChain, type Timer } from '@/services/http/interceptors'
import { buildInterceptors } from '@/services/http/setup-http'
import type { HttpRequestOptions } from '@/services/http/types'
import { deferred, type Deferred } from '@/utils/deferred'
import { ignoresData } from '@/services/http/shape'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))

/** A timer the test fires by hand. */
function manualTimer() {
  const pending = new Map<number, { fn: () => void; ms: number }>()
  let id = 0
  const timer: Timer = {
    set: (fn, ms) => {
      id += 1
      pending.set(id, { fn, ms })
      return id
    },
    clear: (h) => void pending.delete(h as number),
  }
  return { timer, pending, fireAll: () => [...pending.values()].forEach((p) => p.fn()) }
}

function setup(opts: { token?: string | null; ready?: Promise<void>; turn?: () => Promise<void> } = {}) {
  const sent: HttpRequestOptions[] = []
  const invalid: HttpError[] = []
  const t = manualTimer()
  let token = opts.token === undefined ? 'stu-token' : opts.token
  let respond: (p: HttpRequestOptions) => Promise<unknown> = () => Promise.resolve({ statusCode: 200, data: { code: 0, data: 1 } })
  const interceptors = buildInterceptors({
    whenLoginReady: () => opts.ready ?? Promise.resolve(),
    getToken: () => token,
    onSessionInvalid: (e) => {
      invalid.push(e)
    },
    timeoutMs: 60_000,
    timer: t.timer,
    requestTurn: opts.turn,
  })
  const transport = (p: HttpRequestOptions) => {
    sent.push(p)
    return respond(p)
  }
  return {
    sent,
    invalid,
    timer: t,
    respondWith: (fn: typeof respond) => (respond = fn),
    setToken: (next: string | null) => (token = next),
    send: (p: Partial<HttpRequestOptions> = {}) => runChain(interceptors, transport, { url: '/mall/api/v1/x', rule: 'code0', shape: ignoresData, ...p }),
  }
}

const flush = () => new Promise((r) => setImmediate(r))

describe('request interceptor chain', () => {
  it('sends the bearer header from the stored student token, JSON and the 60 s timeout', async () => {
    const h = setup({ token: 'abc' })
    await h.send()
    expect(h.sent[0].header).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer abc' })
    expect(h.sent[0].timeout).toBe(60_000)
    expect(h.sent[0].dataType).toBe('json')
    expect([...h.timer.pending.values()]).toEqual([])
  })

  it('sends no Authorization header without a token, or when the call says so', async () => {
    const h = setup({ token: null })
    await h.send()
    expect(h.sent[0].header?.Authorization).toBeUndefined()
    const h2 = setup({ token: 'abc' })
    await h2.send({ skipAuth: true })
    expect(h2.sent[0].header?.Authorization).toBeUndefined()
  })

  it('holds requests until login is ready, except those that must not wait', async () => {
    const gate = deferred()
    const h = setup({ ready: gate.promise })
    const waiting = h.send()
    const login = h.send({ url: '/api/bind/user/miniPrograms/login', rule: 'mini-login', skipLoginWait: true })
    await flush()
    expect(h.sent.map((s) => s.url)).toEqual(['/api/bind/user/miniPrograms/login'])
    gate.resolve()
    await Promise.all([waiting, login])
    expect(h.sent.map((s) => s.url)).toEqual(['/api/bind/user/miniPrograms/login', '/mall/api/v1/x'])
  })

  it('resolves with the judged body', async () => {
    const h = setup()
    h.respondWith(() => Promise.resolve({ statusCode: 200, data: { code: 0, data: { id: 7 } } }))
    await expect(h.send()).resolves.toEqual({ code: 0, data: { id: 7 } })
  })

  it('ends a request that never answers as a timeout error after the configured time', async () => {
    const h = setup()
    h.respondWith(() => new Promise(() => undefined))
    const p = h.send()
    await flush()
    expect([...h.timer.pending.values()].map((v) => v.ms)).toEqual([60_000])
    h.timer.fireAll()
    await expect(p).rejects.toMatchObject({ name: 'HttpError', kind: 'timeout' })
  })

  it('turns a transport failure into a network error, and a transport timeout into a timeout error', async () => {
    const h = setup()
    h.respondWith(() => Promise.reject({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' }))
    await expect(h.send()).rejects.toMatchObject({ kind: 'network', message: '网络异常，请检查网络后重试' })
    h.respondWith(() => Promise.reject({ errMsg: 'request:fail timeout' }))
    await expect(h.send()).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('reports code -400 to the session policy and rejects', async () => {
    const h = setup()
    h.respondWith(() => Promise.resolve({ statusCode: 200, data: { code: -400, msg: '登录已失效', data: null } }))
    await expect(h.send()).rejects.toMatchObject({ kind: 'session-invalid' })
    expect(h.invalid).toHaveLength(1)
  })

  it('reports HTTP 401 to the session policy and rejects', async () => {
    const h = setup()
    h.respondWith(() => Promise.resolve({ statusCode: 401, data: '' }))
    await expect(h.send({ rule: 'auth' })).rejects.toMatchObject({ kind: 'session-invalid' })
    expect(h.invalid).toHaveLength(1)
  })

  it('does not report business errors as an invalid session', async () => {
    const h = setup()
    h.respondWith(() => Promise.resolve({ statusCode: 200, data: { code: 1, msg: '失败', data: null } }))
    await expect(h.send()).rejects.toBeInstanceOf(HttpError)
    expect(h.invalid).toHaveLength(0)
  })

  it('sends each request when its turn comes, in the order asked, reading the token then', async () => {
    const turns: Deferred<void>[] = []
    const turn = () => {
      const d = deferred()
      turns.push(d)
      return d.promise
    }
    const h = setup({ token: 'old', turn })
    const first = h.send({ url: '/mall/api/v1/a' })
    const second = h.send({ url: '/mall/api/v1/b' })
    await flush()
    // asked, not sent: no request, no timeout timer yet
    expect(h.sent).toEqual([])
    expect(h.timer.pending.size).toBe(0)
    expect(turns).toHaveLength(2)
    h.setToken('new')
    turns[0].resolve()
    await first
    expect(h.sent.map((s) => [s.url, s.header?.Authorization])).toEqual([['/mall/api/v1/a', 'Bearer new']])
    turns[1].resolve()
    await second
    expect(h.sent.map((s) => s.url)).toEqual(['/mall/api/v1/a', '/mall/api/v1/b'])
  })

  it('waits for its turn only once login has settled', async () => {
    const gate = deferred()
    let asked = 0
    const turn = () => {
      asked += 1
      return Promise.resolve()
    }
    const h = setup({ ready: gate.promise, turn })
    const p = h.send()
    await flush()
    expect(asked).toBe(0)
    gate.resolve()
    await p
    expect(asked).toBe(1)
    expect(h.sent).toHaveLength(1)
  })
})
