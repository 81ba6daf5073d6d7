import { StorageKey } from '@/config/storage-keys'
import { runChain } from '@/services/http/interceptors'
import { buildInterceptors } from '@/services/http/setup-http'
import type { HttpRequestOptions } from '@/services/http/types'
import { h5SessionInvalidHandler, type H5SessionDeps } from '@/services/session/h5-session'
import { LoginStore } from '@/stores/login-store'
import { RootStore } from '@/stores/root-store'
import { installSession } from '@/platform/session'
import { parseQuery } from '@/utils/url'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'
import { ignoresData } from '@/services/http/shape'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { login: async () => ({ code: 'wx-code' }), navigateTo: () => undefined } }))

/**
 * Five requests in flight when the session turns out invalid, through the real interceptor chain:
 * the platform's policy runs once for the burst, and each request runs at most once more.
 */
const REFUSED = { statusCode: 200, data: { code: -400, msg: '登录已失效', data: null } }
const OK = (token: string | undefined) => ({ statusCode: 200, data: { code: 0, data: token } })

function chainFor(
  policy: Parameters<typeof buildInterceptors>[0]['onSessionInvalid'],
  login: { whenReady(): Promise<void>; studentToken: string | null; tokenExpired?: () => boolean },
  answer: (p: HttpRequestOptions) => unknown,
  /** how long the service takes to answer each request (5 ms unless said) */
  delayMs: (p: HttpRequestOptions) => number = () => 5,
) {
  const sent: HttpRequestOptions[] = []
  const interceptors = buildInterceptors({
    whenLoginReady: () => login.whenReady(),
    getToken: () => login.studentToken,
    onSessionInvalid: policy,
    timeoutMs: 5000,
    tokenExpired: login.tokenExpired && (() => login.tokenExpired!()),
  })
  const transport = async (p: HttpRequestOptions) => {
    sent.push(p)
    const answered = answer(p)
    await new Promise((r) => setTimeout(r, delayMs(p)))
    return answered
  }
  const send = (i: number) => runChain(interceptors, transport, { url: `https://mall.test/mall/api/v1/x${i}`, rule: 'code0', shape: ignoresData })
  return { sent, send }
}

const burst = (send: (i: number) => Promise<unknown>) => Promise.allSettled([0, 1, 2, 3, 4].map(send))

function h5Harness(native: boolean) {
  const deps = fakeDeps({ storage: { [StorageKey.studentToken]: 'old-token', keep: 'x' } })
  const store = new LoginStore(deps)
  store.restore()
  store.markReady()
  const nav = { replace: jest.fn(), reload: jest.fn(), dropQueryParams: jest.fn() }
  let answerLogin!: (t: string) => void
  const nativeLogin = jest.fn(() => new Promise<string>((r) => (answerLogin = r)))
  const d: H5SessionDeps = {
    store,
    api: fakeApi(),
    config: deps.config,
    storage: deps.storage,
    session: deps.session,
    entry: () => ({ path: '/pages/mall/mall', query: parseQuery(''), href: 'https://shop.test/pages/mall/mall' }),
    isWeChatBrowser: true,
    origin: 'https://shop.test',
    nav,
    nativeLogin,
  }
  if (native) deps.session.set('from_app_platform', 'android')
  const clear = jest.spyOn(deps.storage, 'clear')
  return { d, deps, store, nav, nativeLogin, clear, answerLogin: (t: string) => answerLogin(t) }
}

describe('a burst of -400 answers', () => {
  it('H5: one storage clear and one redirect to login; no request is repeated', async () => {
    const h = h5Harness(false)
    const { sent, send } = chainFor(h5SessionInvalidHandler(h.d), h.store, () => REFUSED)
    const results = await burst(send)
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(h.clear).toHaveBeenCalledTimes(1)
    expect(h.nav.replace).toHaveBeenCalledTimes(1)
    expect(sent).toHaveLength(5)
  })

  it('native shell: one LOGIN, the token the shell returns is stored and each request runs once more with it', async () => {
    const h = h5Harness(true)
    const { sent, send } = chainFor(h5SessionInvalidHandler(h.d), h.store, (p) => (p.header?.Authorization === 'Bearer shell-token' ? OK('fine') : REFUSED))
    const pending = burst(send)
    await new Promise((r) => setTimeout(r, 50))
    expect(h.nativeLogin).toHaveBeenCalledTimes(1)
    h.answerLogin('shell-token')
    const results = await pending
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
    expect(h.store.studentToken).toBe('shell-token')
    expect(h.nav.replace).not.toHaveBeenCalled()
    expect(sent).toHaveLength(10)
    expect(h.clear).toHaveBeenCalledTimes(1)
  })
})

describe('mini-program: a burst of -400 answers', () => {
  function weapp(loginAnswer: () => Promise<unknown>) {
    const miniProgramLogin = jest.fn(loginAnswer) as unknown as jest.Mock & ((body: unknown) => Promise<never>)
    const deps = fakeDeps({
      api: fakeApi({ auth: { miniProgramLogin, students: jest.fn().mockResolvedValue([{ studentId: 'S1', studentName: '乐乐' }]) } }),
      storage: { [StorageKey.studentToken]: 'old-token' },
    })
    const root = new RootStore(deps)
    root.login.restore()
    root.login.markReady()
    return { root, miniProgramLogin, session: installSession(root) }
  }

  it('logs in once, holds new requests behind the login, and retries each refused request once with the new token', async () => {
    let release!: () => void
    const h = weapp(
      () =>
        new Promise((r) => {
          release = () => r({ access_token: 'new-token', refresh_token: 'r', expires_in: 7200, scope: 'server' })
        }),
    )
    const { sent, send } = chainFor(h.session.onSessionInvalid, h.root.login, (p) => (p.header?.Authorization === 'Bearer new-token' ? OK('fine') : REFUSED))
    const pending = burst(send)
    await new Promise((r) => setTimeout(r, 50))
    expect(h.miniProgramLogin).toHaveBeenCalledTimes(1)
    // a request started while the login runs waits for it
    const late = send(9)
    await new Promise((r) => setTimeout(r, 20))
    expect(sent.filter((p) => p.url.endsWith('x9'))).toHaveLength(0)
    release()
    const results = await pending
    await expect(late).resolves.toEqual({ code: 0, data: 'fine' })
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true)
    expect(h.miniProgramLogin).toHaveBeenCalledTimes(1)
    // five refused, five repeated, one late request
    expect(sent).toHaveLength(11)
  })

  it('a slow request sent on the old token and refused after the log-in has ended is sent again with the new token, without a second log-in', async () => {
    const h = weapp(async () => ({ access_token: 'new-token', refresh_token: 'r', expires_in: 7200, scope: 'server' }))
    // the service refuses the old token and takes 200 ms to answer x0, 5 ms the others
    const { sent, send } = chainFor(
      h.session.onSessionInvalid,
      h.root.login,
      (p) => (p.header?.Authorization === 'Bearer new-token' ? OK('fine') : REFUSED),
      (p) => (p.url.endsWith('x0') ? 200 : 5),
    )
    const slow = send(0)
    await new Promise((r) => setTimeout(r, 20))
    // the others are refused and the log-in runs and ends while x0 is still on its way
    await expect(Promise.all([1, 2].map(send))).resolves.toEqual([{ code: 0, data: 'fine' }, { code: 0, data: 'fine' }])
    expect(h.miniProgramLogin).toHaveBeenCalledTimes(1)
    expect(h.root.login.studentToken).toBe('new-token')

    await expect(slow).resolves.toEqual({ code: 0, data: 'fine' })
    // the fresh session was kept: no second log-in, x0 sent once more, with the new token
    expect(h.miniProgramLogin).toHaveBeenCalledTimes(1)
    expect(h.root.login.studentToken).toBe('new-token')
    expect(sent.filter((p) => p.url.endsWith('x0')).map((p) => p.header?.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token'])
  })

  it('a request sent again on the new token and refused again logs in again, once', async () => {
    const tokens = ['new-token', 'third-token']
    const h = weapp(async () => ({ access_token: tokens.shift(), refresh_token: 'r', expires_in: 7200, scope: 'server' }))
    // only the third token is taken; x0 is slow on the old one
    const { sent, send } = chainFor(
      h.session.onSessionInvalid,
      h.root.login,
      (p) => (p.header?.Authorization === 'Bearer third-token' ? OK('fine') : REFUSED),
      (p) => (p.url.endsWith('x0') && p.header?.Authorization === 'Bearer old-token' ? 200 : 5),
    )
    const slow = send(0)
    await new Promise((r) => setTimeout(r, 20))
    // x1: refused on the old token, logs in (new-token), refused again: it gives up
    await expect(send(1)).rejects.toMatchObject({ kind: 'session-invalid' })
    expect(h.miniProgramLogin).toHaveBeenCalledTimes(1)
    // x0's old-token refusal is stale: sent on new-token, refused, that is the new session's refusal: one more log-in
    await expect(slow).resolves.toEqual({ code: 0, data: 'fine' })
    expect(h.miniProgramLogin).toHaveBeenCalledTimes(2)
    expect(sent.filter((p) => p.url.endsWith('x0')).map((p) => p.header?.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token', 'Bearer third-token'])
  })

  it('never repeats a request more than once when the new session is refused too', async () => {
    const h = weapp(async () => ({ access_token: 'new-token', refresh_token: 'r', expires_in: 7200, scope: 'server' }))
    const { sent, send } = chainFor(h.session.onSessionInvalid, h.root.login, () => REFUSED)
    await expect(send(0)).rejects.toMatchObject({ kind: 'session-invalid' })
    expect(sent).toHaveLength(2)
  })
})

/**
 * A page left open while the token expired (the clock moved past the token's expiry less the 15 s
 * margin of spec §4): the next requests do not go out on the old token.
 */
describe('a token that expired while the page was left open', () => {
  const NOW = Date.UTC(2026, 10, 21, 8, 0, 0)
  const DAY = 24 * 3600_000
  const oauth = (token: string) => ({ access_token: token, refresh_token: 'r', expires_in: 7200, scope: 'server' })

  it('mini-program: one silent log-in before the burst goes out, every request sent once with the new token', async () => {
    const miniProgramLogin = jest.fn(async () => oauth('new-token')) as unknown as jest.Mock & ((body: unknown) => Promise<never>)
    const deps = fakeDeps({ now: NOW, api: fakeApi({ auth: { miniProgramLogin, students: jest.fn().mockResolvedValue([{ studentId: 'S1', studentName: '乐乐' }]) } }) })
    const root = new RootStore(deps)
    root.login.saveToken(oauth('old-token'))
    root.login.markReady()
    const session = installSession(root)
    const { sent, send } = chainFor(session.onSessionInvalid, root.login, () => OK('fine'))
    // 15 s and 1 ms before the real expiry the token still goes out
    deps.setNow(NOW + 7200_000 - 15_001)
    await send(0)
    expect(sent.map((p) => p.header?.Authorization)).toEqual(['Bearer old-token'])
    expect(miniProgramLogin).not.toHaveBeenCalled()

    // from 15 s before it, it counts as expired: one log-in, then the five requests with the new token
    sent.length = 0
    deps.setNow(NOW + 7200_000 - 15_000)
    expect(root.login.tokenExpired()).toBe(true)
    const results = await burst(send)
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
    expect(miniProgramLogin).toHaveBeenCalledTimes(1)
    expect(sent.map((p) => p.header?.Authorization)).toEqual(Array(5).fill('Bearer new-token'))

    // a day later the new token has expired too: the same again, once
    sent.length = 0
    deps.setNow(NOW + DAY)
    miniProgramLogin.mockImplementation(async () => oauth('day-token'))
    await burst(send)
    expect(miniProgramLogin).toHaveBeenCalledTimes(2)
    expect(sent.map((p) => p.header?.Authorization)).toEqual(Array(5).fill('Bearer day-token'))
    expect(root.login.tokenExpired()).toBe(false)
  })

  it('mini-program: a log-in that needs the phone again sends nothing and ends the request as session-invalid', async () => {
    const miniProgramLogin = jest.fn(async () => ({ openid: 'o', unionid: 'u' })) as unknown as jest.Mock & ((body: unknown) => Promise<never>)
    const deps = fakeDeps({ now: NOW, api: fakeApi({ auth: { miniProgramLogin } }) })
    const root = new RootStore(deps)
    root.login.saveToken(oauth('old-token'))
    root.login.markReady()
    const { sent, send } = chainFor(installSession(root).onSessionInvalid, root.login, () => OK('fine'))
    deps.setNow(NOW + DAY)
    await expect(send(0)).rejects.toMatchObject({ kind: 'session-invalid' })
    expect(sent).toHaveLength(0)
    expect(miniProgramLogin).toHaveBeenCalledTimes(1)
  })

  it('H5 (spec §8): storage cleared and one redirect to login; nothing is sent on the expired token', async () => {
    const h = h5Harness(false)
    h.store.saveToken(oauth('old-token'))
    h.deps.setNow(h.deps.clock.now() + DAY)
    const { sent, send } = chainFor(h5SessionInvalidHandler(h.d), h.store, () => OK('fine'))
    const results = await burst(send)
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(sent.filter((p) => p.header?.Authorization === 'Bearer old-token')).toHaveLength(0)
    expect(h.clear).toHaveBeenCalledTimes(1)
    expect(h.nav.replace).toHaveBeenCalledTimes(1)
    expect(h.nav.replace.mock.calls[0][0]).toContain('https://')
  })

  it('H5 in the native shell: the shell logs in once and the requests go with its token', async () => {
    const h = h5Harness(true)
    h.store.saveToken(oauth('old-token'))
    h.deps.setNow(h.deps.clock.now() + DAY)
    const { sent, send } = chainFor(h5SessionInvalidHandler(h.d), h.store, (p) => (p.header?.Authorization === 'Bearer shell-token' ? OK('fine') : REFUSED))
    const pending = burst(send)
    await new Promise((r) => setTimeout(r, 50))
    expect(h.nativeLogin).toHaveBeenCalledTimes(1)
    expect(sent).toHaveLength(0)
    h.answerLogin('shell-token')
    const results = await pending
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
    expect(sent.map((p) => p.header?.Authorization)).toEqual(Array(5).fill('Bearer shell-token'))
    expect(h.nav.replace).not.toHaveBeenCalled()
  })
})
