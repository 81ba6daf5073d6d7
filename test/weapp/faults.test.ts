/**
 * Service faults in the mini-program runtime: HTTP 500, a malformed body, a body of the wrong shape
 * and a request that never answers each leave the order list showing its Chinese error with
 * 重新加载, no exception; 重新加载 brings the orders back once the service is well again.
 */
import { Rig } from './rig/rig'

let rig: Rig
afterEach(async () => rig?.close())

const ORDERS = '/mall/api/v1/order/query'

test.each([
  ['HTTP 500', '服务器繁忙，请稍候再试!', 'http500'],
  ['malformed JSON', '数据异常，请稍后再试', 'malformed'],
  ['a body of the wrong shape', '数据异常，请稍后再试', 'wrong-data'],
  ['no answer at all', '请求超时，请稍后重试', 'hang'],
])('%s → the order list shows %s with 重新加载, then recovers', async (_name, text, fault) => {
  // WeChat ends a request that never answers at its timeout; shortened here from 60 s
  rig = await Rig.start({ requestTimeoutMs: 1500, plants: ['no-failed-request', 'request-concurrency'] })
  await rig.launch('pages/home/home')
  await rig.fault({ path: ORDERS, fault })
  await rig.open('pages/order/order-list')
  await rig.waitForText(text)
  expect(rig.text()).toContain('重新加载')
  expect(rig.host.errors).toEqual([])
  expect(rig.renderWarnings()).toEqual([])

  await rig.clearFaults()
  await rig.tap('重新加载')
  await rig.waitFor(() => /订单号\s+DD2026\d{8}/.test(rig.text()), 'the orders after 重新加载')
  expect(rig.text()).not.toContain(text)
  expect(rig.text()).not.toContain('重新加载')
  expect(rig.host.errors).toEqual([])
})

test('a refresh that fails keeps the rows on screen and the footer offers 点击重试 (the footer changes state without a render failure)', async () => {
  rig = await Rig.start({ plants: ['no-failed-request'] })
  await rig.launch('pages/home/home')
  await rig.open('pages/order/order-list')
  const codes = rig.text().match(/DD2026\d{8}/g) ?? []
  expect(codes.length).toBeGreaterThan(0)
  await rig.open('pages/home/home')
  await rig.fault({ path: ORDERS, fault: 'http500' })
  await rig.open('pages/order/order-list')
  await rig.waitForText('服务器繁忙，请稍候再试! ，点击重试')
  for (const code of codes) expect(rig.text()).toContain(code)
  expect(rig.text()).not.toContain('页面出了点问题')
  expect(rig.host.errors).toEqual([])
})
