import { createApi } from '@/services/api'
import type * as PlatformSession from '@/platform/session'
import { RootStore } from '@/stores/root-store'
import { fakeDeps, testConfig } from '../helpers/fake-deps'
import { mockChain, type MockChain } from '../http/mock-chain'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { login: async () => ({ code: 'wx-code' }), navigateTo: () => undefined, getLaunchOptionsSync: () => ({ path: 'pages/home/home' }) },
}))

/**
 * Only a build with TARO_APP_DEMO_PARENT_BIND=1 (the development mode) offers the demo parent: the
 * mini-program session has it then, offered at once for the tourist app id, and not otherwise.
 */
function sessionModule(flag: string | undefined): typeof PlatformSession {
  const saved = process.env.TARO_APP_DEMO_PARENT_BIND
  if (flag === undefined) delete process.env.TARO_APP_DEMO_PARENT_BIND
  else process.env.TARO_APP_DEMO_PARENT_BIND = flag
  try {
    let loaded!: typeof PlatformSession
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = require('@/platform/session') as typeof PlatformSession
    })
    return loaded
  } finally {
    if (saved === undefined) delete process.env.TARO_APP_DEMO_PARENT_BIND
    else process.env.TARO_APP_DEMO_PARENT_BIND = saved
  }
}

let m: MockChain
beforeEach(async () => (m = await mockChain()))
afterEach(() => m.app.close())

function root(appid: string): RootStore {
  const config = testConfig({ TARO_APP_WEAPP_APPID: appid })
  return new RootStore({ ...fakeDeps({ send: m.send }), config, api: createApi(m.send, config) })
}

test.each([[undefined], ['0']])('TARO_APP_DEMO_PARENT_BIND=%p: no demo parent', (flag) => {
  expect(sessionModule(flag).installSession(root('touristappid')).demoParent).toBeUndefined()
})

test('TARO_APP_DEMO_PARENT_BIND=1: offered at once for the tourist app id, after a failed grant for another', () => {
  const { installSession } = sessionModule('1')
  expect(installSession(root('touristappid')).demoParent?.grantUnavailable).toBe(true)
  expect(installSession(root('wx0123456789abcdef')).demoParent?.grantUnavailable).toBe(false)
})

test('TARO_APP_DEMO_PARENT_BIND=1: the unbound parent is bound as the demo parent and logged in', async () => {
  const host = root('touristappid')
  const session = sessionModule('1').installSession(host)
  await session.start()
  expect(host.login.pendingIdentity).not.toBeNull()
  await expect(session.demoParent!.bind()).resolves.toBe('logged-in')
  expect(host.login.hasSession()).toBe(true)
  expect(m.urls).toContain('POST /mock/weapp-demo-bind')
})
