import type { OrderDetail } from '@/pages/order/model/order-calls'
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
  it('formats the remaining time, a part second up, so 00:00:00 means the time is up', () => {
    expect(formatRemaining(3_725_000)).toBe('01:02:05')
    expect(formatRemaining(26 * 60 * 1000 + 57_000)).toBe('00:26:57')
    expect(formatRemaining(59_001)).toBe('00:01:00')
    expect(formatRemaining(999)).toBe('00:00:01')
    expect(formatRemaining(0)).toBe('00:00:00')
    expect(formatRemaining(-5)).toBe('00:00:00')
  })
})

describe('OrderDetailStore', () => {
  const make = (order: Record<string, jest.Mock>, knownId?: (code: string) => string | null) => new OrderDetailStore(fakeDeps(), fakeAreaApi({ order }).order, knownId)
  const page = (...orders: Array<{ orderId: string; orderCode: string }>) => jest.fn().mockResolvedValue({ dataList: orders, totalCount: orders.length })

  it('loads a pending order and its payment deadline', async () => {
    const validity = jest.fn().mockResolvedValue({ valid: true, expireTime: '2026-11-21 10:20:00', serverTime: '2026-11-21 10:00:00' })
    const store = make({ query: page({ orderId: 'O1', orderCode: 'DD1' }), detail: jest.fn().mockResolvedValue(detail()), validity })
    await store.openByCode('DD1')
    expect(validity).toHaveBeenCalledWith('O1')
    expect(store.canPay).toBe(true)
    expect(store.canCancel).toBe(true)
    expect(store.canDelete).toBe(false)
    store.expire()
    expect(store.canPay).toBe(false)
  })

  it('leaves pay-again off when the validity check fails', async () => {
    const store = make({ detail: jest.fn().mockResolvedValue(detail()), validity: jest.fn().mockRejectedValue(new Error('x')) })
    await store.openById('O1')
    expect(store.status).toBe('ready')
    expect(store.canPay).toBe(false)
  })

  it('cancels with a reason and the order becomes cancelled and deletable', async () => {
    const cancel = jest.fn().mockResolvedValue(undefined)
    const store = make({ detail: jest.fn().mockResolvedValue(detail()), validity: jest.fn().mockRejectedValue(new Error('x')), cancel })
    await store.openById('O1')
    await store.cancel('不想买了')
    expect(cancel).toHaveBeenCalledWith('O1', { reason: '不想买了' })
    expect(store.order?.status).toBe(-1)
    expect(store.canDelete).toBe(true)
  })

  it('confirms receipt of shipped goods; a failure keeps the order as it was', async () => {
    const receive = jest.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(undefined)
    const store = make({ detail: jest.fn().mockResolvedValue(detail({ status: 1 })), receive })
    await store.openById('O1')
    expect(store.canReceive).toBe(true)
    await expect(store.receive()).rejects.toThrow('网络异常')
    expect(store.order?.received).toBe(false)
    await store.receive()
    expect(store.canReceive).toBe(false)
    expect(store.canDelete).toBe(true)
  })

  it('shows an error when the order cannot be loaded', async () => {
    const store = make({ detail: jest.fn().mockRejectedValue(new Error('订单不存在')) })
    await store.openById('nope')
    expect(store.status).toBe('error')
    expect(store.error).toBe('订单不存在')
  })

  it('opened by its code, the order is read by the id the order query gives for that exact code', async () => {
    const query = page({ orderId: 'O11', orderCode: 'DD11' }, { orderId: 'O1', orderCode: 'DD1' })
    const get = jest.fn().mockResolvedValue(detail({ status: 1 }))
    const store = make({ query, detail: get })
    await store.openByCode('DD1')
    expect(query).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 4, query: 'DD1' })
    expect(get).toHaveBeenCalledWith('O1')
    expect(store.order?.orderCode).toBe('DD1')
  })

  it('a code the list on screen knows needs no query', async () => {
    const query = jest.fn()
    const get = jest.fn().mockResolvedValue(detail({ status: 1 }))
    const store = make({ query, detail: get }, (code) => (code === 'DD1' ? 'O1' : null))
    await store.openByCode('DD1')
    expect(query).not.toHaveBeenCalled()
    expect(get).toHaveBeenCalledWith('O1')
  })

  it('a code no order of the parent has is a missing order, not a network failure', async () => {
    const get = jest.fn()
    const store = make({ query: page({ orderId: 'O11', orderCode: 'DD11' }), detail: get })
    await store.openByCode('DD1')
    expect(get).not.toHaveBeenCalled()
    expect(store.status).toBe('error')
    expect(store.notFound).toBe(true)
    expect(store.error).toBe('订单不存在')
  })

  it('opening the same order again keeps it on screen until the new answer arrives', async () => {
    let answer: (o: ReturnType<typeof detail>) => void = () => undefined
    const get = jest.fn().mockResolvedValueOnce(detail({ status: 1 })).mockImplementationOnce(() => new Promise((r) => (answer = r)))
    const store = make({ query: page({ orderId: 'O1', orderCode: 'DD1' }), detail: get })
    await store.openByCode('DD1')
    const reopened = store.openById('O1')
    await new Promise((r) => setTimeout(r, 0))
    expect(get).toHaveBeenCalledTimes(2)
    expect(store.status).toBe('loading')
    expect(store.order?.orderId).toBe('O1')
    answer(detail({ status: 1, received: true }))
    await reopened
    expect(store.order?.received).toBe(true)
  })
})
