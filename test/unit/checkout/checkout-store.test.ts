import type { CalculationCostRequest, MergePayRequest } from '@types-api/api/checkout'
import type { Confirmation, OrderDraft } from '@/shared/trade/checkout-calls'
import { CheckoutStore } from '@/shared/trade/checkout-store'
import { fakeAreaApi, fakeDeps } from '../helpers/fake-deps'

const draft = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  cartList: [{ productId: 'p1', productName: '感统训练', pic: '', amount: 2, payType: 0, money: '100.00', point: 0, cartId: 'c1' }],
  couponList: [
    { userCouponId: 'S1', couponName: '满100减20', expiryType: 1, expiryDays: 30, facevalue: '20.00', overlay: true, usable: true },
    { userCouponId: 'S2', couponName: '满50减10', expiryType: 1, expiryDays: 30, facevalue: '10.00', overlay: true, usable: true },
    { userCouponId: 'N1', couponName: '无门槛30', expiryType: 1, expiryDays: 30, facevalue: '30.00', overlay: false, usable: true },
    { userCouponId: 'Z', couponName: '满1000减150', expiryType: 1, expiryDays: 30, facevalue: '150.00', overlay: false, usable: false, reason: '未满1000元' },
  ],
  discountSchemeMoney: '0.00',
  schemeDiscountId: null,
  walletMoney: '500.00',
  freight: [{ type: 1, money: '10.00' }],
  hasGoods: true,
  ...over,
})

const fen = (y: string) => Math.round(Number(y) * 100)

/** A server that costs like the mock: total − coupons + freight − wallet. */
function setup(confirm: Confirmation = { cartConfirmirmOrderResponse: draft() }) {
  const calls: CalculationCostRequest[] = []
  const submits: MergePayRequest[] = []
  const faces: Record<string, number> = { S1: 2000, S2: 1000, N1: 3000 }
  let failSubmit = 0
  const api = fakeAreaApi({
    checkout: {
      confirm: jest.fn(async () => confirm),
      bestPromotion: jest.fn(async () => ({ schemeDiscountId: null, schemeDiscountAmount: '0.00', userCouponIds: ['S1', 'Z'] })),
      calculationCost: jest.fn(async (body: CalculationCostRequest) => {
        calls.push(body)
        const coupon = body.couponPays.reduce((s, c) => s + faces[c.userCouponId], 0)
        const final = 20000 - coupon + 1000 - fen(body.reserveMoney)
        return {
          totalMoney: '200.00',
          couponMoney: (coupon / 100).toFixed(2),
          schemeDiscountAmount: '0.00',
          reserveMoney: body.reserveMoney,
          freight: '10.00',
          finalDiscountedPrice: (final / 100).toFixed(2),
        }
      }),
      mergePay: jest.fn(async (body: MergePayRequest) => {
        submits.push(body)
        if (failSubmit > 0) {
          failSubmit -= 1
          throw new Error('网络异常，请检查网络后重试')
        }
        return { moneyPayResponse: { orderId: 'O1', orderCode: 'DD1', payMoney: body.finalDiscountedPrice, time: '2026-11-21 10:00:00' } }
      }),
    },
  })
  const store = new CheckoutStore(fakeDeps(), api.checkout)
  return { store, api, calls, submits, failSubmits: (n: number) => (failSubmit = n) }
}
const settle = () => new Promise((r) => setImmediate(r))

describe('checkout store', () => {
  it('loads a cart draft, takes the usable part of the best promotion and costs it', async () => {
    const { store, calls } = setup()
    await store.open({ cartIdList: ['c1'], carts: [{ cartId: 'c1', amount: 2, payType: 0 }] })
    expect(store.opened.status).toBe('ready')
    expect(store.kind).toBe('money')
    expect(store.couponIds).toEqual(['S1'])
    expect(calls.at(-1)?.couponPays).toEqual([{ userCouponId: 'S1' }])
    expect(calls.at(-1)?.pays).toEqual([{ cartId: 'c1', productId: 'p1', amount: 2, payType: 0 }])
    expect(store.amounts.finalFen).toBe(20000 - 2000 + 1000)
  })

  it('coupon taps follow the choice rules, reset the wallet and recost', async () => {
    const { store, calls } = setup()
    await store.open({ product: { productId: 'p1', amount: 2, payType: 0 } })
    store.setWallet(5000)
    await settle()
    expect(store.walletFen).toBe(5000)
    expect(store.couponSavingFen).toBe(2000)
    store.tapCoupon('S2')
    expect(store.couponIds).toEqual(['S1', 'S2'])
    expect(store.walletFen).toBe(0)
    // until the server has costed the new choice, no amount is claimed for it (the last one was 20.00)
    expect(store.couponSavingFen).toBeNull()
    store.tapCoupon('N1')
    expect(store.couponIds).toEqual(['N1'])
    store.tapCoupon('Z')
    expect(store.couponIds).toEqual(['N1'])
    await settle()
    expect(calls.at(-1)?.couponPays).toEqual([{ userCouponId: 'N1' }])
    expect(store.couponSavingFen).toBe(3000)
    expect(calls.at(-1)?.reserveMoney).toBe('0.00')
  })

  it('caps the wallet at the payable total plus freight and says why', async () => {
    const { store } = setup()
    await store.open({ product: { productId: 'p1', amount: 2, payType: 0 } })
    // 200 − 20 coupon + 10 freight = 190
    expect(store.amounts.walletCapFen).toBe(19000)
    store.setWallet(30000)
    expect(store.walletFen).toBe(19000)
    expect(store.walletMessage).toContain('不能超过')
    await settle()
    expect(store.amounts.finalFen).toBe(0)
  })

  it('caps the wallet at the balance too', async () => {
    const { store } = setup({ moneyConfirmOrderResponse: draft({ walletMoney: '50.00' }) })
    await store.open({ product: { productId: 'p1', amount: 2, payType: 0 } })
    expect(store.amounts.walletCapFen).toBe(5000)
  })

  it('needs an address for goods', async () => {
    const { store } = setup()
    await store.open({ product: { productId: 'p1', amount: 2, payType: 0 } })
    await expect(store.submit(null)).rejects.toThrow('请选择收货地址')
  })

  it('repeated taps send one order, and a retry after a failure reuses the same request key', async () => {
    const { store, submits, failSubmits } = setup()
    await store.open({ product: { productId: 'p1', amount: 2, payType: 0 } })
    failSubmits(1)
    await expect(store.submit('A1')).rejects.toThrow('网络异常')
    const [a, b] = await Promise.all([store.submit('A1'), store.submit('A1')])
    expect(a).toMatchObject({ orderId: 'O1', orderCode: 'DD1', payFen: 19000 })
    expect(b).toBeNull()
    expect(submits).toHaveLength(2)
    expect(submits[0].requestKey).toBe(submits[1].requestKey)
    expect(submits[1]).toMatchObject({ addressId: 'A1', couponPays: [{ userCouponId: 'S1' }], finalDiscountedPrice: '190.00', point: 0 })
    // once created, later taps go straight to the same order
    await expect(store.submit('A1')).resolves.toEqual(a)
    expect(submits).toHaveLength(2)
  })

  it('a points order shows the balance and refuses what it cannot cover', async () => {
    const point = { cartList: [], point: 1500, userPoint: 1200, freight: [], hasGoods: false }
    const { store, api } = setup({ pointConfirmOrderResponse: point })
    await store.open({ product: { productId: 'pp', amount: 1, payType: 1 } })
    expect(store.kind).toBe('point')
    expect(store.pointBalance).toBe(1200)
    expect(store.pointsShort).toBe(true)
    await expect(store.submit(null)).rejects.toThrow('积分不足')
    expect(api.checkout.mergePay).not.toHaveBeenCalled()
  })

  it('a failed confirm leaves the error to show and rethrows', async () => {
    const api = fakeAreaApi({ checkout: { confirm: jest.fn(async () => Promise.reject(new Error('商品已下架'))) } })
    const store = new CheckoutStore(fakeDeps(), api.checkout)
    await expect(store.open({ product: { productId: 'x', amount: 1, payType: 0 } })).rejects.toThrow('商品已下架')
    expect(store.opened.status).toBe('error')
    expect(store.opened.error).toBe('商品已下架')
  })

  it('opening the same payload again keeps the choices made', async () => {
    const { store, api } = setup()
    const req = { product: { productId: 'p1', amount: 2, payType: 0 as const } }
    await store.open(req)
    store.tapCoupon('N1')
    await store.open(req)
    expect(store.couponIds).toEqual(['N1'])
    expect(api.checkout.confirm).toHaveBeenCalledTimes(1)
  })
})
