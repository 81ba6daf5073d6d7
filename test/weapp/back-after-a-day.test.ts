/**
 * A phone left in a pocket for a day with the mini-program open on a page: hidden, the clock moved
 * on past the token's expiry (spec §4: it counts as expired 15 s before), the service's data
 * changed meanwhile, then shown again. The mini-program logs in again silently (wx.login) before
 * its next request, the page on screen shows today's data, and a payment whose status was being
 * polled when the app was hidden goes on polling and ends paid.
 */
import { createContext } from '../../mock/context'
import { productCatalogue } from '../../mock/seed/products'
import { createState } from '../../mock/state'
import type { MockServices } from './rig/mock-services'
import { Rig } from './rig/rig'

let rig: Rig
afterEach(async () => rig?.close())

const DAY = 24 * 3600_000
const pathOf = (url: string) => new URL(url).pathname
const isLogin = (url: string) => pathOf(url).endsWith('/miniPrograms/login')

/** The demo parent on another phone: a token of their own, to read and change what the service holds. */
async function parentElsewhere(mock: MockServices) {
  const login = await mock.inject({ method: 'POST', url: '/api/bind/user/miniPrograms/login', payload: { code: 'another-phone', appid: 'touristappid' } })
  const token = login.json<{ data: { access_token: string } }>().data.access_token
  return async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const r = await mock.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })
    const body = r.json<{ code: number; data: T }>()
    if (body.code !== 0) throw new Error(`${method} ${url} refused: ${r.body}`)
    return body.data
  }
}

/** What the mini-program sent from the request at `from` on: the first must be the log-in. */
const sentSince = (from: number) => rig.host.log.requests.slice(from).map((r) => ({ path: pathOf(r.url), code: r.code }))

test('the cart left open for a day: shown again, wx.login first, then the cart as the service holds it today', async () => {
  rig = await Rig.start()
  await rig.launch('pages/home/home')
  await rig.open('pages/cart/cart')
  await rig.waitFor(() => rig.pending() === 0 && rig.text().length > 0, 'the cart drawn')
  const { seed } = (await rig.mock.inject({ method: 'GET', url: '/__mock__/health' })).json<{ seed: number }>()
  const shown = rig.text()
  const product = productCatalogue(createContext(() => createState(seed))).find(
    (p) => p.productType === 2 && p.isPointProduct !== 1 && p.skuList.length > 0 && p.skuList[0].stock > 0 && !shown.includes(p.name),
  )
  if (!product) throw new Error('the mock has no goods product outside the demo cart')

  rig.host.hide()
  rig.host.advanceClock(DAY)
  const elsewhere = await parentElsewhere(rig.mock)
  await elsewhere('POST', '/mall/api/v1/cart', { productId: product.productId, skuId: product.skuList[0].skuId, amount: 1, payType: 0 })
  const logins = rig.host.log.logins
  const from = rig.host.log.requests.length

  rig.host.show()
  await rig.waitForText(product.name, 20_000)
  await rig.settle()
  const sent = sentSince(from)
  // the first request after the day is the log-in again, before the cart is asked for
  expect(rig.host.log.logins - logins).toBe(1)
  expect(isLogin(rig.host.log.requests[from].url)).toBe(true)
  expect(sent.filter((r) => r.path.endsWith('/miniPrograms/login'))).toHaveLength(1)
  expect(sent.some((r) => r.path === '/mall/api/v1/cart')).toBe(true)
  // nothing went out on the old token to be refused
  expect(sent.filter((r) => r.code === -400)).toEqual([])
  expect(rig.page.route).toBe('pages/cart/cart')
  expect(rig.host.errors).toEqual([])
})

test('我的 and a list over it left open for a day: the list and the unread count are today\'s, after one silent log-in', async () => {
  rig = await Rig.start()
  await rig.launch('pages/user/user-info')
  // the count drawn on 消息通知's icon
  const badge = () => /(\d+) 消息通知/.exec(rig.text())?.[1]
  const unread = Number(await rig.waitFor(badge, 'the unread badge', 20_000))
  expect(unread).toBeGreaterThan(0)
  // the notices over 我的
  await rig.host.navigateTo('/pages/notice/notice-list')
  await rig.settle()
  const elsewhere = await parentElsewhere(rig.mock)
  const { list } = await elsewhere<{ list: Array<{ messageId: string; readStatus: number }> }>('POST', '/mall/api/v1/message/queryMessage', { pageIndex: 1, pageSize: 10, type: 1 })
  const unreadNotice = list.find((n) => n.readStatus !== 1)
  if (!unreadNotice) throw new Error('the demo parent has no unread notice')

  rig.host.hide()
  rig.host.advanceClock(DAY)
  // read on another phone meanwhile
  await elsewhere('POST', '/mall/api/v1/message/MessageDetails', { messageId: unreadNotice.messageId })
  const logins = rig.host.log.logins
  const from = rig.host.log.requests.length

  rig.host.show()
  await rig.waitFor(() => rig.host.log.requests.slice(from).some((r) => pathOf(r.url).endsWith('/message/queryMessage') && r.code === 0), 'the notices asked again')
  await rig.settle()
  expect(rig.host.log.logins - logins).toBe(1)
  expect(isLogin(rig.host.log.requests[from].url)).toBe(true)

  // back on 我的: its figures are read again, the unread count one lower
  await rig.host.navigateBack(1)
  await rig.settle()
  expect(rig.page.route).toBe('pages/user/user-info')
  await rig.waitFor(() => badge() === String(unread - 1), `the unread count ${unread - 1}`)
  expect(sentSince(from).filter((r) => r.code === -400)).toEqual([])
  expect(rig.host.log.logins - logins).toBe(1)
  expect(rig.host.errors).toEqual([])
})

test('paying, hidden while the status is polled: no polls while away; shown a day later it logs in again, polls on and ends paid', async () => {
  rig = await Rig.start()
  await rig.launch('pages/home/home')
  const { seed } = (await rig.mock.inject({ method: 'GET', url: '/__mock__/health' })).json<{ seed: number }>()
  const p = productCatalogue(createContext(() => createState(seed))).find(
    (x) => x.isPointProduct !== 1 && x.productType !== 2 && x.productType !== 5 && x.skuList.length === 1 && Number(x.skuList[0].purchasemoney) > 0,
  )
  if (!p) throw new Error('the mock has no money product to buy at once')
  await rig.open('pages/order/order-confirm', { productId: String(p.productId), skuId: String(p.skuList[0].skuId), amount: '1', payType: '0' })
  await rig.waitForText('提交订单')
  rig.host.steer.payment = 'ok'
  // WeChat Pay tells the service 3 s after the client heard ok, while the app is away
  rig.host.steer.payNotifyDelayMs = 3000
  const polls = () => rig.host.log.requests.filter((r) => pathOf(r.url).includes('/order/queryStatus/'))
  rig.tapNow('提交订单')
  await rig.waitFor(() => polls().some((r) => r.code === 0), 'the first status poll answered', 20_000)

  rig.host.hide()
  rig.host.advanceClock(DAY)
  const asked = polls().length
  await new Promise((r) => setTimeout(r, 4500))
  // away: at most the poll already on its way when the app was hidden
  expect(polls().length - asked).toBeLessThanOrEqual(1)
  expect(rig.page.route).toBe('pages/order/order-confirm')
  const logins = rig.host.log.logins
  const from = rig.host.log.requests.length

  rig.host.show()
  await rig.waitForRoute('pages/pay/pay-finish', 20_000)
  await rig.waitForText('支付成功')
  expect(rig.host.log.logins - logins).toBe(1)
  expect(isLogin(rig.host.log.requests[from].url)).toBe(true)
  const after = sentSince(from)
  expect(after.filter((r) => r.path.includes('/order/queryStatus/')).length).toBeGreaterThanOrEqual(1)
  expect(after.filter((r) => r.code === -400)).toEqual([])
  expect(rig.host.log.requests.filter((r) => pathOf(r.url).endsWith('/mergePay'))).toHaveLength(1)
  expect(rig.host.errors).toEqual([])
})
