import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import { createContext } from '../../../mock/context'
import { productCatalogue } from '../../../mock/seed/products'
import { createState } from '../../../mock/state'
import { clearSeededCartLines } from '../mock/demo-cart'

const SEED = 1
let app: FastifyInstance
let auth: Record<string, string>
beforeEach(async () => {
  app = await buildMockApp({ seed: SEED })
  const ex = (await app.inject({ method: 'GET', url: '/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o' })).json()
  auth = { authorization: `Bearer ${ex.data.access_token}` }
  await clearSeededCartLines(app, auth)
})
afterEach(() => app.close())

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  (await app.inject({ method, url: `/mall/api/v1${url}`, payload: payload as object, headers: auth })).json()

/** The same catalogue the app builds from the same seed. */
const catalogue = () => productCatalogue(createContext(() => createState(SEED)))
const moneyProducts = () => catalogue().filter((p) => p.isPointProduct !== 1 && p.productType !== 2 && p.productType !== 5)

describe('mock checkout services', () => {
  it('needs login', async () => {
    expect((await app.inject({ method: 'GET', url: '/mall/api/v1/cart' })).json().code).toBe(-400)
    expect((await app.inject({ method: 'POST', url: '/mall/api/v1/mergePay', payload: {} })).json().code).toBe(-400)
  })

  it('cart adds merge, amounts change, rows delete one by one or in a batch', async () => {
    const [a, b] = moneyProducts()
    await call('POST', '/cart', { productId: a.productId, amount: 1, payType: 0 })
    await call('POST', '/cart', { productId: a.productId, amount: 2, payType: 0 })
    await call('POST', '/cart', { productId: b.productId, amount: 1, payType: 0 })
    let rows = (await call('GET', '/cart')).data
    expect(rows.filter((r: { isEffective: number }) => r.isEffective === 1)).toHaveLength(2)
    const rowA = rows.find((r: { productId: string }) => r.productId === a.productId)
    expect(rowA.amount).toBe(3)
    expect((await call('POST', '/cart/batch', { carts: [{ cartId: rowA.cartId, amount: 0 }] })).code).not.toBe(0)
    expect((await call('POST', '/cart/batch', { carts: [{ cartId: rowA.cartId, amount: 2 }] })).code).toBe(0)
    expect((await call('DELETE', '/cart', { cartIds: [rowA.cartId] })).code).toBe(0)
    rows = (await call('GET', '/cart')).data
    expect(rows.map((r: { productId: string }) => r.productId)).not.toContain(a.productId)
    expect((await call('POST', '/cart/batch', { cartIds: rows.map((r: { cartId: string }) => r.cartId) })).code).toBe(0)
    expect((await call('GET', '/cart')).data).toEqual([])
  })

  it('confirm → cost → one order per request key → cashier paid → status 1, coupons used', async () => {
    const [a, b] = moneyProducts()
    await call('POST', '/cart', { productId: a.productId, amount: 1, payType: 0 })
    await call('POST', '/cart', { productId: b.productId, amount: 1, payType: 0 })
    const rows = (await call('GET', '/cart')).data.filter((r: { isEffective: number }) => r.isEffective === 1)
    const carts = rows.map((r: { cartId: string; amount: number }) => ({ cartId: r.cartId, amount: r.amount, payType: 0 }))
    const confirm = await call('POST', '/product/order/confirmMergePayType', { cartIdList: carts.map((c: { cartId: string }) => c.cartId), carts })
    expect(confirm.code).toBe(0)
    const draft = confirm.data.cartConfirmirmOrderResponse
    expect(draft.cartList).toHaveLength(2)
    expect(draft.walletMoney).toBe('200.00')
    const pays = draft.cartList.map((l: { cartId: string; productId: string; amount: number }) => ({ cartId: l.cartId, productId: l.productId, amount: l.amount, payType: 0 }))
    const best = (await call('POST', '/promotion/best', { pays })).data
    const costReq = { couponPays: best.userCouponIds.map((userCouponId: string) => ({ userCouponId })), reserveMoney: '5.00', schemeDiscountAmount: best.schemeDiscountAmount, schemeDiscountId: best.schemeDiscountId, pays }
    const cost = (await call('POST', '/mergePay/calculationCost', costReq)).data
    const expected = Number(cost.totalMoney) - Number(cost.couponMoney) - Number(cost.schemeDiscountAmount) + Number(cost.freight) - 5
    expect(Number(cost.finalDiscountedPrice)).toBeCloseTo(expected, 2)
    const over = await call('POST', '/mergePay/calculationCost', { ...costReq, reserveMoney: '100000.00' })
    expect(over.code).not.toBe(0)

    const submit = { ...costReq, finalDiscountedPrice: cost.finalDiscountedPrice, point: 0, requestKey: 'k-1' }
    const first = (await call('POST', '/mergePay', submit)).data.moneyPayResponse
    const again = (await call('POST', '/mergePay', submit)).data.moneyPayResponse
    expect(again).toEqual(first)
    expect((await call('GET', '/cart')).data.filter((r: { isEffective: number }) => r.isEffective === 1)).toEqual([])
    expect((await call('GET', `/order/queryStatus/${first.orderId}`)).data.status).toBe(2)
    expect((await call('POST', '/pay/wxpay', { orderId: first.orderId, tradeType: 'JSAPI' })).data.package).toMatch(/^prepay_id=/)

    const page = await app.inject({ method: 'GET', url: `/mock/cashier?orderId=${first.orderId}&return=/pages/pay/pay-return` })
    expect(page.body).toContain('支付')
    const back = await app.inject({ method: 'GET', url: `/mock/cashier/result?orderId=${first.orderId}&result=ok&return=${encodeURIComponent('/pages/pay/pay-return?orderId=1')}` })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe('/pages/pay/pay-return?orderId=1&payResult=ok')
    expect((await call('GET', `/order/queryStatus/${first.orderId}`)).data.status).toBe(1)
    const used = (await call('POST', '/coupon', { type: 1, pageIndex: 1, pageSize: 20 })).data.map((c: { userCouponId: string }) => c.userCouponId)
    for (const id of best.userCouponIds) expect(used).toContain(id)
  })

  it('cancel in the cashier leaves the order pending with the wallet amount held, so it can be paid again; refuses foreign return addresses', async () => {
    const [a] = moneyProducts()
    const pays = [{ productId: a.productId, amount: 1, payType: 0 }]
    const cost = (await call('POST', '/mergePay/calculationCost', { couponPays: [], reserveMoney: '10.00', schemeDiscountAmount: '0.00', schemeDiscountId: null, pays })).data
    const order = (await call('POST', '/mergePay', { couponPays: [], reserveMoney: '10.00', schemeDiscountAmount: '0.00', schemeDiscountId: null, pays, finalDiscountedPrice: cost.finalDiscountedPrice, point: 0, requestKey: 'k-2' })).data.moneyPayResponse
    const back = await app.inject({ method: 'GET', url: `/mock/cashier/result?orderId=${order.orderId}&result=cancel&return=javascript:alert(1)` })
    expect(back.headers.location).toBe('/?payResult=cancel')
    expect((await call('GET', `/order/queryStatus/${order.orderId}`)).data.status).toBe(2)
    const draft = (await call('POST', '/product/order/confirmMergePayType', { product: pays[0] })).data.moneyConfirmOrderResponse
    expect(draft.walletMoney).toBe('190.00')
    // the draft names what the unpaid order holds (spec §3 lockMoney)
    expect(draft.lockMoney).toBe('10.00')
    // paying again settles the same order, which then holds nothing
    await app.inject({ method: 'GET', url: `/mock/cashier/result?orderId=${order.orderId}&result=ok&return=/` })
    expect((await call('GET', `/order/queryStatus/${order.orderId}`)).data.status).toBe(1)
    expect((await call('POST', '/product/order/confirmMergePayType', { product: pays[0] })).data.moneyConfirmOrderResponse.lockMoney).toBe('0.00')
  })

  it('a points order is paid from the balance at once, and refused beyond it', async () => {
    const cheapest = catalogue()
      .filter((p) => p.isPointProduct === 1)
      .sort((x, y) => (x.point ?? 0) - (y.point ?? 0))[0]
    expect(cheapest.point).toBeLessThanOrEqual(6000)
    const body = (amount: number, requestKey: string) => {
      const product = { productId: cheapest.productId, amount, payType: 1 }
      return { couponPays: [], reserveMoney: '0.00', schemeDiscountAmount: '0.00', schemeDiscountId: null, pays: [product], finalDiscountedPrice: '0.00', point: (cheapest.point ?? 0) * amount, requestKey, addressId: 'A1' }
    }
    const draft = (await call('POST', '/product/order/confirmMergePayType', { product: { productId: cheapest.productId, amount: 1, payType: 1 } })).data.pointConfirmOrderResponse
    expect(draft).toMatchObject({ point: cheapest.point, userPoint: 6000 })
    const tooMany = await call('POST', '/mergePay', body(Math.floor(6000 / (cheapest.point ?? 1)) + 1, 'k-3'))
    expect(tooMany).toMatchObject({ code: 500322, msg: '积分不足' })
    const paid = (await call('POST', '/mergePay', body(1, 'k-4'))).data.pointPayResponse
    expect((await call('GET', `/order/queryStatus/${paid.orderId}`)).data.status).toBe(1)
    const after = (await call('POST', '/product/order/confirmMergePayType', { product: { productId: cheapest.productId, amount: 1, payType: 1 } })).data.pointConfirmOrderResponse
    expect(after.userPoint).toBe(6000 - (cheapest.point ?? 0))
  })
})
