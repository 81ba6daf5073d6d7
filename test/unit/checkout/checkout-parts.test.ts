import { checkoutAmounts, costRequestOf, freightFenOf, linesTotalFen, payLineOf, type AmountSource } from '@/shared/trade/checkout-amounts'
import type { CalculationCost, DraftLine, MergePayResult } from '@/shared/trade/checkout-calls'
import { blockReason, openedDraft, type SubmitState } from '@/shared/trade/checkout-draft'
import { createdOrderOf, exchangeRequestOf, mergePayRequestOf, newRequestKey, submitOrder, type Submission } from '@/shared/trade/checkout-submit'
import { bestCoupons } from '@/shared/trade/coupon-choice'

/** The checkout's pure parts: amounts, the draft a confirmation opens, what blocks a submit, the first coupon choice and the order payload. */

const line = (over: Partial<DraftLine> = {}): DraftLine => ({ productId: 'p1', productName: '感统训练', pic: '', amount: 2, payType: 0, money: '100.00', point: 0, ...over })
const draft = (over: object = {}) => ({ cartList: [line()], couponList: [], schemeDiscountId: 'SCHEME', discountSchemeMoney: '30.00', freight: [], hasGoods: false, ...over })
const cost: CalculationCost = { totalMoney: '200.00', couponMoney: '20.00', schemeDiscountAmount: '30.00', reserveMoney: '0.00', freight: '10.00', finalDiscountedPrice: '160.00' }

describe('checkout amounts', () => {
  const source = (over: Partial<AmountSource> = {}): AmountSource => ({
    lines: [line(), line({ payType: 1, money: '999.00', point: 500 })],
    freight: [
      { type: 1, money: '8.00' },
      { type: 2, money: '99.00' },
    ],
    cost: null,
    schemeDiscountFen: 3000,
    walletFen: 1000,
    walletBalanceFen: 50000,
    ...over,
  })

  it('before the server costed the choices: lines paid with money, type-1 freight, the scheme, no coupon', () => {
    expect(freightFenOf(source().freight)).toBe(800)
    expect(linesTotalFen(source().lines)).toBe(20000)
    expect(checkoutAmounts(source())).toEqual({ freightFen: 800, totalFen: 20000, couponFen: 0, schemeFen: 3000, payableFen: 17000, walletCapFen: 17800, finalFen: 16800 })
  })

  it("once costed: the server's figures, the wallet capped by them and the balance", () => {
    expect(checkoutAmounts(source({ cost }))).toEqual({ freightFen: 1000, totalFen: 20000, couponFen: 2000, schemeFen: 3000, payableFen: 15000, walletCapFen: 16000, finalFen: 16000 })
    expect(checkoutAmounts(source({ cost, walletBalanceFen: 5000 })).walletCapFen).toBe(5000)
    // discounts above the total never make a negative amount
    expect(checkoutAmounts(source({ schemeDiscountFen: 90000, walletFen: 0 })).finalFen).toBe(800)
  })

  it('asks for the cost of the choices with only the ids a line has', () => {
    const lines = [line({ cartId: 'c1', appointDate: null, scheduleId: 'S1' })]
    expect(payLineOf(lines[0])).toEqual({ cartId: 'c1', productId: 'p1', scheduleId: 'S1', amount: 2, payType: 0 })
    expect(costRequestOf({ couponIds: ['A', 'B'], schemeDiscountId: null, schemeDiscountFen: 0, walletFen: 1050 }, lines)).toEqual({
      couponPays: [{ userCouponId: 'A' }, { userCouponId: 'B' }],
      reserveMoney: '10.50',
      schemeDiscountAmount: '0.00',
      schemeDiscountId: null,
      pays: [{ cartId: 'c1', productId: 'p1', scheduleId: 'S1', amount: 2, payType: 0 }],
    })
  })
})

describe('the draft of a confirmation', () => {
  it('opens the money draft (buy now, then cart rows) before points, with its scheme', () => {
    const point = { cartList: [line({ payType: 1 })], point: 300, userPoint: 1000, freight: [], hasGoods: false }
    expect(openedDraft({ moneyConfirmOrderResponse: draft(), pointConfirmOrderResponse: point })).toMatchObject({ kind: 'money', pointDraft: null, schemeDiscountId: 'SCHEME', schemeDiscountFen: 3000 })
    expect(openedDraft({ cartConfirmirmOrderResponse: draft({ schemeDiscountId: null, discountSchemeMoney: null }) })).toMatchObject({ kind: 'money', schemeDiscountId: null, schemeDiscountFen: 0 })
    expect(openedDraft({ pointConfirmOrderResponse: point })).toEqual({ kind: 'point', draft: null, pointDraft: point, schemeDiscountId: null, schemeDiscountFen: 0 })
    expect(openedDraft({})).toBeNull()
  })

  it('says first what blocks a submit: loading, the address for goods, points, the cost', () => {
    const ready: SubmitState = { status: 'ready', kind: 'money', hasGoods: true, pointsShort: false, costing: false, costed: true }
    expect(blockReason({ ...ready, status: 'loading' }, null)).toBe('订单信息加载中')
    expect(blockReason(ready, null)).toBe('请选择收货地址')
    expect(blockReason(ready, 'A1')).toBe('')
    expect(blockReason({ ...ready, hasGoods: false, costing: true }, null)).toBe('正在计算金额，请稍候')
    expect(blockReason({ ...ready, hasGoods: false, costed: false }, null)).toBe('正在计算金额，请稍候')
    expect(blockReason({ ...ready, kind: 'point', hasGoods: false, costed: false }, null)).toBe('')
    expect(blockReason({ ...ready, kind: 'point', pointsShort: true }, 'A1')).toBe('积分不足，无法兑换')
  })

  it("takes the usable coupons of the server's best promotion as the first choice", () => {
    const coupons = [
      { userCouponId: 'S1', overlay: true, usable: true },
      { userCouponId: 'Z', overlay: false, usable: false },
      { userCouponId: 'S2', overlay: true },
    ]
    expect(bestCoupons(['S1', 'Z', 'S2', 'GONE'], coupons)).toEqual(['S1', 'S2'])
  })
})

describe('creating the order', () => {
  const submission = (over: Partial<Submission> = {}): Submission => ({
    kind: 'money',
    product: undefined,
    lines: [line()],
    addressId: 'A1',
    cost: costRequestOf({ couponIds: ['S1'], schemeDiscountId: null, schemeDiscountFen: 0, walletFen: 0 }, [line()]),
    finalFen: 19000,
    points: 0,
    requestKey: 'ck-1',
    distribution: () => ({ distributionSaleConfigId: 'DSC1' }),
    ...over,
  })

  it('sends what the parent pays with the address, the distribution ids and the key', () => {
    expect(mergePayRequestOf(submission())).toMatchObject({ addressId: 'A1', finalDiscountedPrice: '190.00', point: 0, distributionSaleConfigId: 'DSC1', requestKey: 'ck-1', couponPays: [{ userCouponId: 'S1' }] })
    const points = mergePayRequestOf(submission({ kind: 'point', addressId: null, points: 300 }))
    expect(points).toMatchObject({ finalDiscountedPrice: '0.00', point: 300 })
    expect(points).not.toHaveProperty('addressId')
  })

  it('exchanges a point product bought now with the sku and amount of its line', () => {
    const product = { productId: 'pp', skuId: 'K0', amount: 3, payType: 1 as const }
    expect(exchangeRequestOf({ lines: [line({ skuId: 'K1', amount: 2 })], addressId: null }, product)).toEqual({ productId: 'pp', skuId: 'K1', amount: 2 })
    expect(exchangeRequestOf({ lines: [], addressId: 'A1' }, product)).toEqual({ productId: 'pp', skuId: 'K0', amount: 3, addressId: 'A1' })
  })

  it('reads the money order first, then the point order, none when mergePay made neither', () => {
    const both: MergePayResult = { moneyPayResponse: { orderId: 'O1', orderCode: 'DD1', payMoney: '190.00' }, pointPayResponse: { orderId: 'O2', orderCode: 'DD2', point: 300 } }
    expect(createdOrderOf(both)).toEqual({ orderId: 'O1', orderCode: 'DD1', payFen: 19000, points: 0, kind: 'money' })
    expect(createdOrderOf({ pointPayResponse: both.pointPayResponse })).toEqual({ orderId: 'O2', orderCode: 'DD2', payFen: 0, points: 300, kind: 'point' })
    expect(createdOrderOf({})).toBeNull()
  })

  it('a point product bought now goes by exchange without reading the distribution; an empty mergePay answer rejects', async () => {
    const distribution = jest.fn(() => ({}))
    const api = { exchangePoint: jest.fn(async () => ({ orderId: 'O3', orderCode: 'DD3', point: 300 })), mergePay: jest.fn(async () => ({})) }
    const product = { productId: 'pp', amount: 1, payType: 1 as const }
    await expect(submitOrder(api, submission({ kind: 'point', product, distribution }))).resolves.toEqual({ orderId: 'O3', orderCode: 'DD3', payFen: 0, points: 300, kind: 'point' })
    expect(distribution).not.toHaveBeenCalled()
    expect(api.mergePay).not.toHaveBeenCalled()
    await expect(submitOrder(api, submission())).rejects.toThrow('下单失败，请稍后再试')
  })

  it('each checkout gets a key of its own', () => {
    expect(newRequestKey(1000)).toMatch(/^ck-rs-\d+-/)
    expect(newRequestKey(1000)).not.toBe(newRequestKey(1000))
  })
})
