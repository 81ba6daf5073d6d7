import type { OrderDetail } from '@types-api/api/order'
import { OrderDetailStore } from '@/pages/order/model/order-detail-store'
import { formatRemaining, paymentDeadline } from '@/utils/payment-deadline'
import { fakeAreaApi, fakeDeps } from '../helpers/fake-deps'

const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  orderId: 'O1',
  orderCode: 'DD1',
  status: 2,
  createTime: '2026-11-21 09:50:00',
  lines: [],
  payMoney: '89.90',
  point: 0,
  hasGoods: true,
  received: false,
  freight: '10.00',
  walletMoney: '0.00',
  couponMoney: '0.00',
  totalMoney: '79.90',
  hasContract: false,
  ...over,
})

describe('paymentDeadline', () => {
  it('counts the server remaining time on the client clock', () => {
    const now = 1_000_000
    expect(paymentDeadline({ valid: true, expireTime: '2026-11-21 10:20:00', serverTime: '2026-11-21 10:00:00' }, now)).toBe(now + 20 * 60_000)
  })
  it('gives null for an invalid, expired or unparseable answer', () => {
    expect(paymentDeadline({ valid: false, expireTime: '2026-11-21 10:20:00', serverTime: '2026-11-21 10:00:00' }, 0)).toBeNull()
    expect(paymentDeadline({ valid: true, expireTime: '2026-11-21 09:59:00', serverTime: '2026-11-21 10:00:00' }, 0)).toBeNull()
    expect(paymentDeadline({ valid: true, expireTime: 'soon', serverTime: '2026-11-21 10:00:00' }, 0)).toBeNull()
    expect(paymentDeadline(null, 0)).toBeNull()
  })
  it('formats the remaining time', () => {
    expect(formatRemaining(3_725_000)).toBe('01:02:05')
    expect(formatRemaining(-5)).toBe('00:00:00')
  })
})

describe('OrderDetailStore', () => {
  const make = (order: Record<string, jest.Mock>) => new OrderDetailStore(fakeDeps(), fakeAreaApi({ order }).order)

  it('loads a pending order and its payment deadline', async () => {
    const validity = jest.fn().mockResolvedValue({ valid: true, expireTime: '2026-11-21 10:20:00', serverTime: '2026-11-21 10:00:00' })
    const store = make({ detail: jest.fn().mockResolvedValue(detail()), validity })
    await store.load('DD1')
    expect(validity).toHaveBeenCalledWith('O1')
    expect(store.canPay).toBe(true)
    expect(store.canCancel).toBe(true)
    expect(store.canDelete).toBe(false)
    store.expire()
    expect(store.canPay).toBe(false)
  })

  it('leaves pay-again off when the validity check fails', async () => {
    const store = make({ detail: jest.fn().mockResolvedValue(detail()), validity: jest.fn().mockRejectedValue(new Error('x')) })
    await store.load('O1')
    expect(store.status).toBe('ready')
    expect(store.canPay).toBe(false)
  })

  it('cancels with a reason and the order becomes cancelled and deletable', async () => {
    const cancel = jest.fn().mockResolvedValue(undefined)
    const store = make({ detail: jest.fn().mockResolvedValue(detail()), validity: jest.fn().mockRejectedValue(new Error('x')), cancel })
    await store.load('O1')
    await store.cancel('不想买了')
    expect(cancel).toHaveBeenCalledWith('O1', { reason: '不想买了' })
    expect(store.order?.status).toBe(-1)
    expect(store.canDelete).toBe(true)
  })

  it('confirms receipt of shipped goods; a failure keeps the order as it was', async () => {
    const receive = jest.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(undefined)
    const store = make({ detail: jest.fn().mockResolvedValue(detail({ status: 1 })), receive })
    await store.load('O1')
    expect(store.canReceive).toBe(true)
    await expect(store.receive()).rejects.toThrow('网络异常')
    expect(store.order?.received).toBe(false)
    await store.receive()
    expect(store.canReceive).toBe(false)
    expect(store.canDelete).toBe(true)
  })

  it('shows an error when the order cannot be loaded', async () => {
    const store = make({ detail: jest.fn().mockRejectedValue(new Error('订单不存在')) })
    await store.load('nope')
    expect(store.status).toBe('error')
    expect(store.error).toBe('订单不存在')
  })
})
