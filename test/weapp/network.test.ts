/**
 * A weak and lost network in the mini-program runtime, with the client's network switched off and
 * on (wx.getNetworkType, wx.onNetworkStatusChange, wx.request failing as WeChat's does):
 * - a page opened without a network says so with 重新加载, at once, and loads on its own when it returns;
 * - a list on screen keeps its rows under a thin notice, and a tap that needs the network says so at once;
 * - slow answers: repeated taps on 提交订单 make one order and one payment;
 * - a payment request that never answers keeps the order: the parent lands on its detail and pays it.
 */
import { buyNowQuery, callsTo } from './buy-now'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { columnLength } from './column-length'
import { classesOf, findAll } from './rig/node-tree'
import { Rig, WEAPP_BUILD } from './rig/rig'
import type { NetworkSwitch } from './rig/network-switch'

const OFFLINE = '网络不可用，请检查网络设置'
const ORDER_CODE = /订单号\s+DD2026\d{8}/

let rig: Rig
afterEach(async () => rig?.close())

/** The classes of the first node with class `name`: a sticky head or page while the notice is shown has its `--below-notice` too. */
const classesOfFirst = (name: string): string[] => {
  const [hit] = findAll(rig.tree(), (n) => classesOf(n).includes(name))
  if (!hit) throw new Error(`no ${name} on the page`)
  return classesOf(hit.node)
}
/** The order list's tab strip's: while the notice is shown it sits below it (`--below-notice`, top: the notice's height). */
const tabStripClasses = () => classesOfFirst('order-list__tabs')

/** A bound parent's order list, its orders shown. */
async function openOrders(): Promise<void> {
  rig = await Rig.start()
  await rig.launch('pages/home/home')
  await rig.open('pages/order/order-list')
  await rig.waitFor(() => ORDER_CODE.test(rig.text()), 'the orders')
}

const network = (): NetworkSwitch => {
  const n = rig.host.steer.network
  if (!n) throw new Error('the client has no network switch')
  return n
}

test('a page opened without a network says so with 重新加载 at once, and loads on its own when the network returns', async () => {
  // the home's later calls still on their way when the network goes are cut off, as WeChat cuts them
  rig = await Rig.start({ plants: ['no-failed-request'] })
  await rig.launch('pages/home/home')
  network().set(false)
  await rig.settle()
  const asked = rig.host.log.requests.length
  const started = Date.now()
  await rig.open('pages/order/order-list')
  await rig.waitForText(OFFLINE, 3000)
  // said at once, not after WeChat's 60 s timeout, and nothing was sent into the void
  expect(Date.now() - started).toBeLessThan(5000)
  expect(rig.text()).toContain('重新加载')
  expect(rig.host.log.requests.slice(asked)).toEqual([])

  network().set(true)
  await rig.waitFor(() => ORDER_CODE.test(rig.text()), 'the orders once the network is back, without a tap')
  expect(rig.text()).not.toContain('重新加载')
  expect(rig.text()).not.toContain(OFFLINE)
  expect(rig.host.errors).toEqual([])
})

test('a list on screen keeps its rows under a thin notice; a refresh and a tap without a network say so at once, and the tapped list comes when it returns', async () => {
  await openOrders()
  const codes = rig.text().match(/DD2026\d{8}/g) ?? []
  expect(codes.length).toBeGreaterThan(0)

  expect(tabStripClasses()).not.toContain('order-list__tabs--below-notice')
  network().set(false)
  await rig.waitForText(OFFLINE)
  for (const code of codes) expect(rig.text()).toContain(code)
  // the notice is the page's first line, in its flow, so the tabs and the first order start below it
  // (not laid over it: the picture in .pictures/weapp-offline); its style keeps it at the top as the page scrolls
  const order = findAll(rig.tree(), (n) => classesOf(n).includes('network-notice') || classesOf(n).includes('order-list__tabs'))
  expect(order.map((hit) => (classesOf(hit.node).includes('network-notice') ? 'notice' : 'tabs'))).toEqual(['notice', 'tabs'])
  expect(readFileSync(path.join(WEAPP_BUILD, 'common.wxss'), 'utf8')).toMatch(/\.network-notice\{[^}]*position:sticky[^}]*top:0[;}]/)
  // and the tabs stay below it, so 待付款 can still be read and tapped
  expect(tabStripClasses()).toContain('order-list__tabs--below-notice')

  // pull-down: the rows stay, the footer says why nothing new came
  await rig.pullDown()
  await rig.waitForText(`${OFFLINE} ，点击重试`)
  for (const code of codes) expect(rig.text()).toContain(code)

  // 待付款 needs its own list: its error says why at once, not after WeChat's 60 s timeout
  const started = Date.now()
  rig.tapNow('待付款')
  await rig.waitForText('重新加载', 2000)
  expect(Date.now() - started).toBeLessThan(2000)
  expect(rig.text()).toContain(OFFLINE)

  network().set(true)
  await rig.waitFor(() => !rig.text().includes(OFFLINE), 'the notice and the error to go once the network is back')
  await rig.waitFor(() => ORDER_CODE.test(rig.text()), 'the pending orders, without a tap')
  expect(rig.text()).not.toContain('重新加载')
  expect(tabStripClasses()).not.toContain('order-list__tabs--below-notice')
  expect(rig.host.errors).toEqual([])
})

// pages as tall as the window, a list taking what their top leaves (the mall, choose-city's A–Z list)
test.each([
  ['mall', 'pages/mall/mall', '课程'],
  ['choose-city', 'pages/common/choose-city', '当前城市'],
])('%s, as tall as the window, is shorter by the notice\'s line while it shows', async (block, route, text) => {
  rig = await Rig.start()
  await rig.launch(route)
  await rig.waitForText(text)
  const pageClasses = () => classesOfFirst(block)
  expect(pageClasses()).not.toContain(`${block}--below-notice`)
  network().set(false)
  await rig.waitForText(OFFLINE)
  expect(pageClasses()).toContain(`${block}--below-notice`)
  const sheet = readFileSync(path.join(WEAPP_BUILD, `${route}.wxss`), 'utf8')
  expect(sheet).toContain(`.${block}--below-notice{height:calc(var(--page-height, 100vh) - var(--network-notice-height, ${columnLength(52)}))}`)
  network().set(true)
  await rig.waitFor(() => !pageClasses().includes(`${block}--below-notice`), 'the page its whole height again')
  expect(rig.host.errors).toEqual([])
})

test('pictures that failed while the network was gone are asked for again when it returns', async () => {
  await openOrders()
  const pictures = () => findAll(rig.tree(), (n) => n.tag === 'wx-image' && classesOf(n).includes('image-view__img'))
  const count = pictures().length
  expect(count).toBeGreaterThan(1)

  network().set(false)
  await rig.waitForText(OFFLINE)
  // WeChat tells the first two pictures they could not load
  for (const hit of pictures().slice(0, 2)) rig.dispatch(hit, 'error', { errMsg: `GET ${String(hit.node.attr.src)} net::ERR_INTERNET_DISCONNECTED` })
  await rig.waitFor(() => pictures().length === count - 2, 'two pictures given up')
  expect(rig.text()).toContain('图片加载失败')

  network().set(true)
  await rig.waitFor(() => pictures().length === count, 'the two pictures asked for again')
  expect(rig.text()).not.toContain('图片加载失败')
  expect(rig.host.errors).toEqual([])
})

test('slow answers: five taps on 提交订单 while the order and its payment are on their way make one order and one payment', async () => {
  rig = await Rig.start({ plants: ['request-time'] })
  await rig.launch('pages/home/home')
  const { fen: _fen, ...query } = await buyNowQuery(rig)
  await rig.open('pages/order/order-confirm', query)
  await rig.waitForText('提交订单')
  await rig.fault({ path: '/mall/api/v1/mergePay', fault: 'latency', ms: 1500 })
  await rig.fault({ path: '/mall/api/v1/pay/wxpay', fault: 'latency', ms: 1500 })
  rig.tapNow('提交订单')
  // the wait shows at once: the button spins, and taps on it during the wait do nothing more
  await rig.waitFor(() => callsTo(rig, '/mergePay').length === 1, 'the order request')
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 300))
    rig.tapNow(/提交订单|重新支付/)
  }
  await rig.waitForRoute('pages/pay/pay-finish', 20_000)
  expect(callsTo(rig, '/mergePay')).toHaveLength(1)
  expect(callsTo(rig, '/pay/wxpay')).toHaveLength(1)
  expect(rig.host.log.payments).toHaveLength(1)
  expect(rig.host.errors).toEqual([])
})

test('a payment request that never answers keeps the order: the parent lands on its detail, unpaid, and pays it from there', async () => {
  // WeChat ends a request that never answers at its timeout; shortened here from 60 s
  rig = await Rig.start({ requestTimeoutMs: 1500, plants: ['no-failed-request'] })
  await rig.launch('pages/home/home')
  const { fen: _fen, ...query } = await buyNowQuery(rig)
  await rig.open('pages/order/order-confirm', query)
  await rig.waitForText('提交订单')
  await rig.fault({ path: '/mall/api/v1/pay/wxpay', fault: 'hang', times: 1 })
  await rig.tap('提交订单')
  await rig.waitFor(() => rig.host.log.toasts.includes('网络异常，订单已保留，请重新支付'), 'the toast that the order is kept')
  await rig.waitForRoute('pages/order/order-detail')
  expect(callsTo(rig, '/mergePay')).toHaveLength(1)
  expect(rig.host.log.payments).toHaveLength(0)
  await rig.waitForText('待付款')
  await rig.tap('去支付')
  await rig.waitForRoute('pages/pay/pay-finish', 20_000)
  await rig.waitForText('支付成功')
  // the order created before the timeout is the one paid: no second order
  expect(callsTo(rig, '/mergePay')).toHaveLength(1)
  expect(rig.host.log.payments).toHaveLength(1)
  expect(rig.host.errors).toEqual([])
})
