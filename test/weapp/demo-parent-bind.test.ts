/**
 * The development build's way past the binding page (src/platform/demo-parent.ts), as QA takes it
 * in WeChat DevTools with the tourist app id: the first login answers 201 and the binding page
 * opens; it offers 以演示家长身份绑定 at once, since WeChat grants touristappid no phone number; the
 * phone button's grant fails (the page stays, saying so); the demo button has the mock bind the
 * demo parent, the login answers 0 and the parent is back on the home tab with its modules.
 * Runs on dist/weapp-dev, built here when missing or older than its inputs (rig/development-build.ts).
 */
import { DEMO_OPENID } from '../../mock/state'
import { DEMO_PARENT_BIND_PATH, DEMO_PARENT_BUTTON_TEXT, developmentTraces } from '../../scripts/lib/development-traces'
import { DEV_BUILD, ensureDevelopmentBuild } from './rig/development-build'
import { findByText } from './rig/node-tree'
import { Rig } from './rig/rig'

let rig: Rig | undefined
beforeAll(() => ensureDevelopmentBuild(), 900_000)
afterEach(async () => {
  await rig?.close()
  rig = undefined
})

test('the development build carries the button and its call to the mock (what the production build must not)', () => {
  const found = developmentTraces(DEV_BUILD).map((t) => t.found)
  expect(found).toEqual(expect.arrayContaining([DEMO_PARENT_BUTTON_TEXT, DEMO_PARENT_BIND_PATH]))
})

test('touristappid: the phone grant fails, 以演示家长身份绑定 binds the demo parent and logs in', async () => {
  const r = (rig = await Rig.start({ visitor: 'unbound', root: DEV_BUILD }))
  await r.launch('pages/home/home')
  await r.waitForRoute('pages/auth/login')
  const mark = r.mark()
  // offered at once: the tourist app id never gets the grant
  await r.waitForText(DEMO_PARENT_BUTTON_TEXT)
  expect(r.text()).toContain('微信手机号快捷登录')

  // what DevTools answers the phone button for touristappid
  r.dispatch(findByText(r.tree(), '微信手机号快捷登录')[0], 'getphonenumber', { errMsg: 'getPhoneNumber:fail no permission' })
  await r.settle()
  expect(r.host.log.toasts).toContain('需要授权手机号才能登录')
  expect(r.host.stack.map((p) => p.route)).toEqual(['pages/home/home', 'pages/auth/login'])

  await r.tap(DEMO_PARENT_BUTTON_TEXT)
  await r.waitForRoute('pages/home/home')
  const bind = r.host.log.requests.filter((q) => q.url.endsWith(DEMO_PARENT_BIND_PATH))
  expect(bind).toHaveLength(1)
  expect(bind[0]).toMatchObject({ method: 'POST', status: 200, code: 0, data: { openid: DEMO_OPENID } })
  expect(r.host.log.requests.filter((q) => q.url.endsWith('/api/bind/user/miniPrograms/login')).map((q) => q.code)).toEqual([201, 0])
  expect(r.host.log.toasts).toContain('登录成功')
  await r.waitForText('搜索课程、测评、商品')
  // the session is real: the account tab's profile, which needs it, is answered
  await r.open('pages/user/user-info')
  await r.waitFor(() => r.host.log.requests.find((q) => q.url.endsWith('/api/user/getUserInfo') && q.code === 0), 'the profile answered with the token')
  expect(r.problemsSince(mark)).toEqual([])
})
