import { HttpError } from '@/services/http/errors'
import type { PollTimers } from '@/services/pay/status-poller'
import { PayCancelled, PayStore } from '@/shared/trade/pay-store'

const order = { orderId: 'O1', orderCode: 'DD1' }
const instant: PollTimers = { setTimeout: (fn) => setImmediate(fn), clearTimeout: () => undefined }

function store(statuses: number[]) {
  let i = 0
  const queryStatus = jest.fn(async () => statuses[Math.min(i++, statuses.length - 1)])
  return { pay: new PayStore({ queryStatus }, instant), queryStatus }
}

describe('paying an order', () => {
  it('is paid only when the server says so', async () => {
    const { pay, queryStatus } = store([2, 2, 1])
    const phases: string[] = []
    const p = pay.pay(order, async () => {
      phases.push(pay.phase)
      return { kind: 'ok' }
    })
    await expect(p).resolves.toBe('paid')
    expect(phases).toEqual(['paying'])
    expect(queryStatus).toHaveBeenCalledTimes(3)
  })

  it('bridge ok but the order never turns paid: 订单状态超时', async () => {
    const { pay } = store([2])
    await expect(pay.pay(order, async () => ({ kind: 'ok' }))).resolves.toBe('failed')
    expect(pay.message).toBe('订单状态超时')
  })

  it('cancel: 支付取消, rejecting with 取消支付', async () => {
    const { pay, queryStatus } = store([1])
    const p = pay.pay(order, async () => ({ kind: 'cancel' }))
    await expect(p).rejects.toBeInstanceOf(PayCancelled)
    await expect(p).rejects.toThrow('取消支付')
    expect(pay.phase).toBe('cancelled')
    expect(pay.message).toBe('支付取消')
    expect(queryStatus).not.toHaveBeenCalled()
  })

  it('other failure, also a throwing bridge: 支付失败，请重新支付', async () => {
    const { pay } = store([1])
    await expect(pay.pay(order, async () => ({ kind: 'fail', message: 'requestPayment:fail x' }))).resolves.toBe('failed')
    expect(pay.message).toBe('支付失败，请重新支付')
    await expect(pay.pay(order, async () => Promise.reject(new Error('boom')))).resolves.toBe('failed')
  })

  it('a second tap while paying does not open the bridge again', async () => {
    const { pay } = store([1])
    const bridge = jest.fn(async () => ({ kind: 'ok' as const }))
    const first = pay.pay(order, bridge)
    await pay.pay(order, bridge)
    await first
    expect(bridge).toHaveBeenCalledTimes(1)
  })

  it('a payment request that got no answer (timeout, no network) fails as interrupted: the order is to be paid again', async () => {
    const { pay, queryStatus } = store([1])
    await expect(pay.pay(order, async () => Promise.reject(new HttpError('timeout', '请求超时，请稍后重试')))).resolves.toBe('failed')
    expect(pay.interrupted).toBe(true)
    expect(queryStatus).not.toHaveBeenCalled()
    await expect(pay.pay(order, async () => Promise.reject(new HttpError('network', '网络不可用，请检查网络设置', { offline: true })))).resolves.toBe('failed')
    expect(pay.interrupted).toBe(true)
    // a refusal by the service is an ordinary failure
    await expect(pay.pay(order, async () => Promise.reject(new HttpError('biz', '订单已关闭')))).resolves.toBe('failed')
    expect(pay.interrupted).toBe(false)
    await expect(pay.pay(order, async () => ({ kind: 'ok' }))).resolves.toBe('paid')
    expect(pay.interrupted).toBe(false)
  })

  it('status queries that all go unanswered end interrupted; refused ones or a status that never turns paid do not', async () => {
    const failing = new PayStore({ queryStatus: async () => Promise.reject(new HttpError('timeout', 'x')) }, instant)
    await expect(failing.pay(order, async () => ({ kind: 'ok' }))).resolves.toBe('failed')
    expect(failing.interrupted).toBe(true)
    const refused = new PayStore({ queryStatus: async () => Promise.reject(new HttpError('server', '服务器错误（500）')) }, instant)
    await expect(refused.pay(order, async () => ({ kind: 'ok' }))).resolves.toBe('failed')
    expect(refused.interrupted).toBe(false)
    expect(refused.message).toBe('订单状态超时')
    const pending = store([2]).pay
    await expect(pending.pay(order, async () => ({ kind: 'ok' }))).resolves.toBe('failed')
    expect(pending.interrupted).toBe(false)
  })
})
