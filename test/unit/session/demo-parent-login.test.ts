import { DEMO_OPENID } from '../../../mock/state'
import { createApi } from '@/services/api'
import { bindDemoParentAndLogin } from '@/services/session/demo-parent-login'
import { loginWeapp, type WeappSessionDeps } from '@/services/session/weapp-session'
import { LoginStore } from '@/stores/login-store'
import { fakeDeps, testConfig } from '../helpers/fake-deps'
import { mockChain, type MockChain } from '../http/mock-chain'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))

/**
 * The development build's 以演示家长身份绑定 through the real request chain against the mock: the
 * first login answers 201, the mock binds the waiting identity as the demo parent, and the next
 * login answers a token.
 */
let m: MockChain
beforeEach(async () => (m = await mockChain()))
afterEach(() => m.app.close())

function weapp() {
  const config = testConfig()
  const api = createApi(m.send, config)
  const store = new LoginStore(fakeDeps({ api, send: m.send }))
  const d: WeappSessionDeps = { store, api, config, wxLogin: async () => 'wx-code', openBindPage: jest.fn() }
  return { d, store }
}

test('the mock binds the identity waiting on the binding page; the next login answers a token', async () => {
  const { d, store } = weapp()
  await expect(loginWeapp(d)).resolves.toBe('needs-phone')
  expect(store.pendingIdentity?.openid).toBe(DEMO_OPENID)
  await expect(bindDemoParentAndLogin(d, m.send)).resolves.toBe('logged-in')
  expect(m.urls).toEqual([
    'POST /api/bind/user/miniPrograms/login',
    'POST /mock/weapp-demo-bind',
    'POST /api/bind/user/miniPrograms/login',
  ])
  expect(store.hasSession()).toBe(true)
  expect(store.pendingIdentity).toBeNull()
})

test('without a WeChat identity waiting nothing is sent', async () => {
  const { d } = weapp()
  await expect(bindDemoParentAndLogin(d, m.send)).rejects.toThrow('请先完成微信登录')
  expect(m.urls).toEqual([])
})

test('the mock refuses a bind without an identity, in the envelope', async () => {
  const r = await m.app.inject({ method: 'POST', url: '/mock/weapp-demo-bind', payload: {} })
  expect(r.json()).toMatchObject({ code: 400, msg: '缺少 openid' })
})
