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

function chainFor(policy: Parameters<typeof buildInterceptors>[0]['onSessionInvalid'], login: { whenReady(): Promise<void>; studentToken: string | null }, answer: (p: HttpRequestOptions) => unknown) {
  const sent: HttpRequestOptions[] = []
  const interceptors = buildInterceptors({ whenLoginReady: () => login.whenReady(), getToken: () => login.studentToken, onSessionInvalid: policy, timeoutMs: 5000 })
  const transport = async (p: HttpRequestOptions) => {
    sent.push(p)
    await new Promise((r) => setTimeout(r, 5))
    return answer(p)
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

  it('never repeats a request more than once when the new session is refused too', async () => {
    const h = weapp(async () => ({ access_token: 'new-token', refresh_token: 'r', expires_in: 7200, scope: 'server' }))
    const { sent, send } = chainFor(h.session.onSessionInvalid, h.root.login, () => REFUSED)
    await expect(send(0)).rejects.toMatchObject({ kind: 'session-invalid' })
    expect(sent).toHaveLength(2)
  })
})
