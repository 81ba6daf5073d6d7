/**
 * Paying in the mini-program runtime: order confirmation → mergePay → /pay/wxpay →
 * wx.requestPayment → the status polled until the server says paid → pay-finish. A cancelled or
 * failed payment never shows success, and quick repeated taps create one order.
 */
import { buyNowQuery, callsTo as calls } from './buy-now'
import { Rig } from './rig/rig'

let rig: Rig
afterEach(async () => rig?.close())

async function toConfirm(outcome: 'ok' | 'cancel' | 'fail') {
  rig = await Rig.start()
  await rig.launch('pages/home/home')
  rig.host.steer.payment = outcome
  const { fen, ...query } = await buyNowQuery(rig)
  await rig.open('pages/order/order-confirm', query)
  await rig.waitForText('提交订单')
  return fen
}

test('pay: requestPayment ok → the status is polled until paid → pay-finish says 支付成功', async () => {
  await toConfirm('ok')
  // WeChat Pay tells the service 2.5 s after the client heard ok: the client polls every second meanwhile
  rig.host.steer.payNotifyDelayMs = 2500
  await rig.tap('提交订单')
  const finish = await rig.waitForRoute('pages/pay/pay-finish')
  await rig.waitForText('支付成功')
  expect(calls(rig, '/mergePay')).toHaveLength(1)
  expect(calls(rig, '/pay/wxpay')).toHaveLength(1)
  // what the client handed to WeChat is what the service signed
  const [params] = rig.host.log.payments
  expect(params).toMatchObject({ package: expect.stringMatching(/^prepay_id=wx_mock_DD/), signType: 'RSA' })
  expect(String(params.paySign)).toContain(String(finish.options.orderCode))
  const polls = calls(rig, `/order/queryStatus/${finish.options.orderId}`)
  // pending (2) answers while the notification is on its way, then paid; pay-finish asks once more itself
  expect(polls.length).toBeGreaterThanOrEqual(3)
  expect(polls.length).toBeLessThanOrEqual(6)
  expect(rig.host.log.loadings).toContain('支付中')
  expect(rig.host.errors).toEqual([])
})

test('pay: cancel → 支付取消, the order stays unpaid and no success page', async () => {
  await toConfirm('cancel')
  await rig.tap('提交订单')
  await rig.waitFor(() => rig.host.log.toasts.includes('支付取消'), 'the 支付取消 toast')
  await rig.waitForRoute('pages/order/order-detail')
  expect(rig.host.stack.map((p) => p.route)).not.toContain('pages/pay/pay-finish')
  const created = calls(rig, '/mergePay')[0]
  expect(created?.code).toBe(0)
  // the server still has the order as pending payment (2)
  const orderId = String(rig.page.options.orderCode ?? '')
  expect(orderId).toMatch(/^DD/)
  await rig.waitForText('待付款')
  // the time left to pay ticks in HH:mm:ss
  await rig.waitForText('剩余支付时间')
  const shown = () => /\d{2}:\d{2}:\d{2}/.exec(rig.text())?.[0]
  const first = shown()
  expect(first).toMatch(/^00:[0-5]\d:[0-5]\d$/)
  await rig.waitFor(() => shown() !== first, 'the countdown to tick', 3000)
  expect(rig.host.errors).toEqual([])
})

test('pay: a failed payment → 支付失败，请重新支付, no success page', async () => {
  await toConfirm('fail')
  await rig.tap('提交订单')
  await rig.waitFor(() => rig.host.log.toasts.includes('支付失败，请重新支付'), 'the failure toast')
  expect(rig.host.stack.map((p) => p.route)).not.toContain('pages/pay/pay-finish')
  expect(rig.host.errors).toEqual([])
})

test('pay: five quick taps on 提交订单 → one mergePay', async () => {
  await toConfirm('ok')
  for (let i = 0; i < 5; i++) rig.tapNow('提交订单')
  await rig.waitForRoute('pages/pay/pay-finish')
  expect(calls(rig, '/mergePay')).toHaveLength(1)
  expect(rig.host.log.payments).toHaveLength(1)
  expect(rig.host.errors).toEqual([])
})
