/**
 * Launch in the mini-program runtime: a bound parent logs in with wx.login's code and lands on the
 * home tab with the mock's modules; a parent who has not bound a phone ends on the binding page.
 */
import { findAll } from './rig/node-tree'
import { Rig } from './rig/rig'

let rig: Rig
afterEach(async () => rig?.close())

test('a bound parent: wx.login → token → the home tab shows the modules of the mock', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/home/home')
  expect(rig.host.log.logins).toBe(1)
  const login = rig.host.log.requests.find((r) => r.url.endsWith('/api/bind/user/miniPrograms/login'))
  expect(login).toMatchObject({ method: 'POST', status: 200, code: 0 })
  expect((login?.data as { code?: string }).code).toMatch(/^rig-code-/)
  await rig.waitForText('搜索课程、测评、商品')
  // the session is stored under token.uaa and later calls carry it (the profile is asked once the
  // first screen is drawn)
  const profile = () => rig.host.log.requests.find((r) => r.url.endsWith('/api/user/getUserInfo'))
  await rig.waitFor(() => profile() !== undefined, 'the profile asked for')
  expect(profile()?.code).toBe(0)
  const modules = (await rig.mock.inject({ method: 'GET', url: '/mall/api/v1/basics/productModule' })).json<{ data: Array<{ name: string; platformType: string }> }>().data
  const shown = modules.filter((m) => String(m.platformType).includes('2'))
  expect(shown.length).toBeGreaterThan(0)
  for (const m of shown) expect(rig.text()).toContain(m.name)
  expect(rig.host.errors).toEqual([])
  expect(rig.renderWarnings()).toEqual([])
})

test('the home tab draws its first screen in two setData: the placeholders, then the promos and the first screen of the lists together; the rest of the list once it has settled, and the questionnaire invitation after that', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/home/home')
  const drawings = rig.host.setDataLog.filter((r) => r.route === 'pages/home/home')
  expect(drawings).toHaveLength(2)
  // the first drawing holds the placeholders of the usual height, not the promos or the lists
  expect(drawings[0].json).toContain('home-promos--skeleton')
  expect(drawings[0].json).not.toContain('module-list')
  // the second brings the banners, the full pictures and the recommended list at once
  const recommended = (await rig.mock.inject({ method: 'GET', url: '/mall/api/v1/basics/modulePage/Module_Recommend?pageIndex=1&pageSize=8' })).json<{ data: { list: Array<{ name: string }> } }>().data.list
  expect(recommended.length).toBeGreaterThan(0)
  for (const text of ['banner-1-gift.png', 'full-pic-list', recommended[0].name, recommended[1].name]) expect(drawings[1].json).toContain(text)
  expect(rig.text()).not.toContain('home-promos--skeleton')
  // the cards below the first screen are not in it: they come in one drawing once it has settled
  const below = recommended.slice(2).map((p) => p.name)
  expect(below.length).toBeGreaterThan(0)
  for (const name of below) expect(drawings[1].json).not.toContain(name)
  await rig.waitForText(below[below.length - 1])
  // then the questionnaire invitation the mock holds for this parent pops up, in a drawing of its
  // own (it is asked for only once the first screen has settled)
  await rig.waitForText('邀请您填写问卷')
  await rig.settle()
  const later = rig.host.setDataLog.filter((r) => r.route === 'pages/home/home').slice(2)
  expect(later).toHaveLength(2)
  for (const name of below) expect(later[0].json).toContain(name)
  expect(later[0].json).not.toContain('邀请您填写问卷')
  expect(later[1].json).toContain('邀请您填写问卷')
  for (const name of below) expect(later[1].json).not.toContain(name)
  for (const name of below) expect(rig.text()).toContain(name)
  expect(rig.host.errors).toEqual([])
})

/** The home's first-screen calls: the tabs, the promos, the full-width pictures and the first tab's list. */
const HOME_FIRST_CALLS = ['/basics/productModule', '/basics/banner/1', '/basics/advertising/', '/basics/newUserGift', '/basics/modulePage/Module_FullPic', '/basics/modulePage/Module_Recommend']

/**
 * Launches on `route`, noting when the page's first drawing was built: when the framework set the
 * timer that sends it to the view (Taro's root element schedules each update so, once React has
 * rendered; the rig names that timer's setter).
 */
async function launchNotingFirstDrawing(r: Rig, route: string): Promise<{ builtAt: number }> {
  const noted = { builtAt: Number.NaN }
  const timerSet = r.host.audit.timerSet.bind(r.host.audit)
  r.host.audit.timerSet = (id, on, delayMs, repeat, setBy) => {
    if (on === route && setBy === "Taro's view update" && Number.isNaN(noted.builtAt)) noted.builtAt = performance.now()
    timerSet(id, on, delayMs, repeat, setBy)
  }
  await r.launch(route)
  return noted
}

test('a launch on the home: its first-screen calls go out as the app launches, before the page’s first drawing is built, each once; a launch elsewhere asks none of them', async () => {
  for (const reopen of [false, true]) {
    const first = await Rig.start({ visitor: 'bound-parent' })
    if (reopen) await first.launch('pages/home/home')
    rig = reopen ? await first.reopened() : first
    const { builtAt } = await launchNotingFirstDrawing(rig, 'pages/home/home')
    expect(builtAt).not.toBeNaN()
    for (const path of HOME_FIRST_CALLS) {
      const asked = rig.host.log.requests.filter((r) => r.url.includes(path))
      expect({ path, reopen, times: asked.length }).toEqual({ path, reopen, times: 1 })
      expect({ path, reopen, beforeTheDrawing: asked[0].sentAt < builtAt }).toEqual({ path, reopen, beforeTheDrawing: true })
      expect(asked[0].code).toBe(0)
    }
    expect(rig.host.errors).toEqual([])
    await rig.close()
  }
  rig = await Rig.start({ visitor: 'bound-parent' })
  const elsewhere = rig.host.tabRoutes.find((t) => t !== 'pages/home/home')!
  await rig.launch(elsewhere)
  for (const path of ['/basics/newUserGift', '/basics/modulePage/Module_FullPic']) expect(rig.host.log.requests.filter((r) => r.url.includes(path))).toEqual([])
  expect(rig.host.errors).toEqual([])
})

test('a first launch: the home’s lists go out beside the log-in, not after it, and are drawn before it answers; the student is not looked up on the way', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  // the log-in takes 1.5 s to answer: the home's public lists must not wait for it
  await rig.fault({ path: '/api/bind/user/miniPrograms/login', fault: 'latency', ms: 1500 })
  void rig.host.launch('pages/home/home')
  const asked = (path: string) => rig.host.log.requests.find((r) => r.url.includes(path))
  await rig.waitFor(() => asked('/basics/modulePage/Module_Recommend')?.answeredAt, 'the recommended list answered', 1000)
  await rig.waitFor(() => asked('/basics/modulePage/Module_FullPic')?.answeredAt, 'the full pictures answered', 1000)
  await rig.waitFor(() => rig.host.setDataLog.filter((r) => r.route === 'pages/home/home').length >= 2, 'the lists drawn', 1000)
  const login = asked('/miniPrograms/login')
  expect(login?.answeredAt).toBeUndefined()
  const list = (await rig.mock.inject({ method: 'GET', url: '/mall/api/v1/basics/modulePage/Module_Recommend?pageIndex=1&pageSize=8' })).json<{ data: { list: Array<{ name: string }> } }>().data.list
  expect(rig.text()).toContain(list[0].name)
  await rig.settle()
  expect(asked('/miniPrograms/login')?.code).toBe(0)
  expect(asked('/api/auth/students')).toBeUndefined()
  expect(rig.host.errors).toEqual([])
})

test('a first launch: the first tab’s list (the spec’s first, Module_Recommend) is asked for beside the tabs, not after them, and once when the tabs name it', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  expect(rig.host.storedData()['home_tabs']).toBeUndefined()
  await rig.fault({ path: '/mall/api/v1/basics/productModule', fault: 'latency', ms: 1500 })
  void rig.host.launch('pages/home/home')
  const asked = (path: string) => rig.host.log.requests.find((r) => r.url.includes(path))
  await rig.waitFor(() => asked('/basics/modulePage/Module_Recommend')?.answeredAt, 'the recommended list answered', 1000)
  expect(asked('/basics/productModule')?.status).toBeUndefined()
  await rig.settle()
  const modules = (await rig.mock.inject({ method: 'GET', url: '/mall/api/v1/basics/productModule' })).json<{ data: Array<{ code: string; name: string; platformType: string }> }>().data
  const shown = modules.filter((t) => String(t.platformType).includes('2'))
  expect(shown[0].code).toBe('Module_Recommend')
  for (const m of shown) expect(rig.text()).toContain(m.name)
  expect(rig.host.log.requests.filter((r) => r.url.includes('/basics/modulePage/Module_Recommend'))).toHaveLength(1)
  const list = (await rig.mock.inject({ method: 'GET', url: '/mall/api/v1/basics/modulePage/Module_Recommend?pageIndex=1&pageSize=8' })).json<{ data: { list: Array<{ name: string }> } }>().data.list
  expect(rig.text()).toContain(list[0].name)
  expect(rig.host.errors).toEqual([])
})

test('opened again later: the stored session is used, with no wx.login and no login call, and the home draws in two setData as on the first launch', async () => {
  const first = await Rig.start({ visitor: 'bound-parent' })
  await first.launch('pages/home/home')
  const stored = JSON.parse(String(first.host.storedData()['token.uaa'])) as { accessToken: string }
  rig = await first.reopened()
  await rig.launch('pages/home/home')
  expect(rig.host.log.logins).toBe(0)
  expect(rig.host.log.requests.some((r) => r.url.includes('/login'))).toBe(false)
  expect(stored.accessToken).toMatch(/^mock-access-/)
  const calls = rig.host.log.requests.filter((r) => r.url.includes('/mall/api/v1/basics/'))
  expect(calls.length).toBeGreaterThan(0)
  for (const call of calls) expect(call.code).toBe(0)
  const drawings = rig.host.setDataLog.filter((r) => r.route === 'pages/home/home')
  expect(drawings).toHaveLength(2)
  expect(drawings[1].json).toContain('banner-1-gift.png')
  await rig.waitForText('推荐')
  expect(rig.host.errors).toEqual([])
})

test('opened again within a day: the first tab’s list is asked for at once, beside the tabs, not after them; the answered tabs are the ones drawn', async () => {
  const first = await Rig.start({ visitor: 'bound-parent' })
  await first.launch('pages/home/home')
  expect(first.host.storedData()['home_tabs']).toBeDefined()
  rig = await first.reopened()
  // the tabs take 1.5 s to answer: the recommended list must not wait for them
  await rig.fault({ path: '/mall/api/v1/basics/productModule', fault: 'latency', ms: 1500 })
  void rig.host.launch('pages/home/home')
  const asked = (path: string) => rig.host.log.requests.find((r) => r.url.includes(path))
  await rig.waitFor(() => asked('/basics/modulePage/Module_Recommend'), 'the recommended list asked for', 1000)
  expect(asked('/basics/productModule')?.status).toBeUndefined()
  await rig.settle()
  const modules = (await rig.mock.inject({ method: 'GET', url: '/mall/api/v1/basics/productModule' })).json<{ data: Array<{ name: string; platformType: string }> }>().data
  for (const m of modules.filter((t) => String(t.platformType).includes('2'))) expect(rig.text()).toContain(m.name)
  // one request for the list: the tabs’ answer named the same first tab
  expect(rig.host.log.requests.filter((r) => r.url.includes('/basics/modulePage/Module_Recommend'))).toHaveLength(1)
  expect(rig.host.errors).toEqual([])
})

test('a parent who has not bound a phone ends on /pages/auth/login', async () => {
  rig = await Rig.start({ visitor: 'unbound' })
  await rig.launch('pages/home/home')
  await rig.waitForRoute('pages/auth/login')
  expect(rig.host.log.requests.find((r) => r.url.endsWith('/miniPrograms/login'))?.code).toBe(201)
  expect(rig.host.errors).toEqual([])
})

test('a shared goods link opens for a parent who has not bound a phone; adding to the cart asks for the phone then', async () => {
  rig = await Rig.start({ visitor: 'unbound' })
  const product = (await rig.mock.inject({ method: 'POST', url: '/mall/api/v1/product/discover', payload: { pageIndex: 1, pageSize: 8, categoryType: 2 } })).json<{
    data: { list: Array<{ productId: string; name: string }> }
  }>().data.list[0]
  await rig.launch('pages/goods/goods-detail', { id: product.productId })
  await rig.waitForText(product.name)
  expect(rig.host.stack.map((p) => p.route)).toEqual(['pages/goods/goods-detail'])
  // the cart is the parent's own: adding to it needs a session
  await rig.tap('加入购物车')
  await rig.waitForRoute('pages/auth/login')
  expect(rig.host.errors).toEqual([])
})

test('the home tab: a waiting questionnaire pops up once the first screen has settled, and 筛选 opens the filter panel', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.mock.inject({ method: 'POST', url: '/__mock__/questionnaire-popups', payload: { enabled: true } })
  await rig.launch('pages/home/home')
  await rig.waitForText('邀请您填写问卷')
  expect(rig.text()).toContain('课程服务满意度调查')
  // the banners out of sight are drawn once the first screen has settled (after the pictures' fade)
  const banners = () => findAll(rig.tree(), (n) => String(n.attr.class ?? '').includes('home-promos__banner'))
  const withPicture = () => banners().filter((b) => findAll(b.node, (n) => n.tag === 'wx-image' && !!n.attr.src).length > 0).length
  await rig.waitFor(() => banners().length > 1 && withPicture() === banners().length, 'every banner with its picture')
  await rig.tap('关闭')
  await rig.waitFor(() => !rig.text().includes('邀请您填写问卷'), 'the invitation closed')
  expect(rig.text()).not.toContain('授课方式')
  await rig.tap('筛选')
  await rig.waitForText('授课方式')
  expect(rig.host.errors).toEqual([])
  expect(rig.renderWarnings()).toEqual([])
})
