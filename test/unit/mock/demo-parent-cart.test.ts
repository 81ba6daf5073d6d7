import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import { purseOf } from '../../../mock/checkout-state'
import { createContext } from '../../../mock/context'
import { DEMO_USER } from '../../../mock/seed/account'
import { createState } from '../../../mock/state'
import { cartTotals, type CartLine } from '@/shared/trade/cart-totals'
import { demoAuth } from './mock-lists'

/**
 * What a newcomer finds in the demo parent's cart after the mock login (spec §3 cart item, §5 totals):
 * lines to buy beside the lapsed one, at the products' own prices, whose checked totals are what the
 * mall service charges for them.
 */
type Row = { cartId: string; productId: string; productName: string; skuId?: string; campusName?: string; amount: number; payType: 0 | 1; money: string; point: number; isEffective: 0 | 1 }
type Sku = { skuId: string; purchasemoney: string; originalmoney?: string; point?: number; stock: number }

const fen = (yuan: unknown) => Math.round(Number(yuan) * 100)
let app: FastifyInstance
let auth: Record<string, string>
const get = async <T>(url: string): Promise<T> => (await app.inject({ method: 'GET', url: `/mall/api/v1${url}`, headers: auth })).json().data as T
const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url: `/mall/api/v1${url}`, headers: auth, payload })).json()

beforeAll(async () => {
  app = await buildMockApp()
  auth = await demoAuth(app)
})
afterAll(() => app.close())

describe("the demo parent's cart", () => {
  it('holds a course at a campus, a goods item with a spec and one paid by points, beside the lapsed 寒假专注力集训营', async () => {
    const rows = await get<Row[]>('/cart')
    const lapsed = rows.filter((r) => !r.isEffective)
    expect(lapsed.map((r) => r.productName)).toEqual([expect.stringContaining('寒假专注力集训营')])
    const effective = rows.filter((r) => r.isEffective === 1)
    expect(effective.length).toBeGreaterThanOrEqual(2)
    expect(effective.length).toBeLessThanOrEqual(3)
    expect(effective.filter((r) => r.campusName && r.payType === 0)).toHaveLength(1)
    expect(effective.filter((r) => r.payType === 1)).toHaveLength(1)
    const withSpec = effective.filter((r) => !r.campusName && r.payType === 0)
    expect(withSpec).toHaveLength(1)
    expect(withSpec[0].productName).toMatch(/（.+）$/)
  })

  it("prices each line at its spec's price, below the struck-through price, and within the parent's points", async () => {
    const rows = (await get<Row[]>('/cart')).filter((r) => r.isEffective === 1)
    const { point: points } = (await app.inject({ method: 'GET', url: '/api/user/getUserWallet?userId=U10001', headers: auth })).json().data as { point: number }
    expect(points).toBeGreaterThan(0)
    for (const r of rows) {
      const product = await get<{ skuList: Sku[]; originalmoney: string; purchasemoney: string }>(`/product/${r.productId}`)
      const sku = product.skuList.find((k) => k.skuId === r.skuId)
      expect(sku).toBeDefined()
      expect(r.amount).toBeLessThanOrEqual(sku?.stock ?? 0)
      if (r.payType === 0) {
        expect(r.money).toBe(sku?.purchasemoney)
        expect(fen(r.money)).toBeGreaterThan(0)
        expect(fen(sku?.originalmoney ?? product.originalmoney)).toBeGreaterThan(fen(r.money))
      } else {
        expect(r.point).toBeGreaterThan(0)
        expect(r.point * r.amount).toBeLessThanOrEqual(points)
      }
    }
  })

  it("adds up: the checked money lines' total is what the mall service charges for them; the points line settles on its own", async () => {
    const rows = (await get<Row[]>('/cart')).filter((r) => r.isEffective === 1)
    const money = rows.filter((r) => r.payType === 0)
    const totals = cartTotals(rows.map((r) => ({ ...r, checked: r.payType === 0 }) as unknown as CartLine))
    expect(totals.moneyFen).toBe(money.reduce((s, r) => s + fen(r.money) * r.amount, 0))
    expect(totals.points).toBe(0)
    const pays = money.map((r) => ({ cartId: r.cartId, productId: r.productId, amount: r.amount, payType: 0 }))
    const confirm = await post('/product/order/confirmMergePayType', { cartIdList: pays.map((p) => p.cartId), carts: pays })
    expect(confirm.code).toBe(0)
    const cost = await post('/mergePay/calculationCost', { couponPays: [], reserveMoney: '0.00', schemeDiscountAmount: '0.00', schemeDiscountId: null, pays })
    expect(fen(cost.data.totalMoney)).toBe(totals.moneyFen)
    const byPoints = rows.filter((r) => r.payType === 1)
    const pointsConfirm = await post('/product/order/confirmMergePayType', { cartIdList: byPoints.map((r) => r.cartId), carts: byPoints.map((r) => ({ cartId: r.cartId, amount: r.amount, payType: 1 })) })
    expect(pointsConfirm.data.pointConfirmOrderResponse.point).toBe(cartTotals(byPoints.map((r) => ({ ...r, checked: true }) as unknown as CartLine)).points)
  })

  it("is the demo parent's own: another parent starts with the lapsed line only", () => {
    const ctx = createContext(() => createState(20261121))
    expect(purseOf(ctx, 'U20002').cart.map((r) => r.isEffective)).toEqual([0])
    expect(purseOf(ctx, DEMO_USER).cart.filter((r) => r.isEffective).length).toBeGreaterThan(0)
  })
})
