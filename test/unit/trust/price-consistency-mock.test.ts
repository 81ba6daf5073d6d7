import dayjs from 'dayjs'
import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import { createContext } from '../../../mock/context'
import { productCatalogue, type ProductDetail, type ProductListItem } from '../../../mock/seed/products'
import { createState } from '../../../mock/state'
import { defaultSkuId } from '@/pages/goods/model/sku-choice'
import { amountLines, amountSumFen } from '@/pages/order/model/order-text'
import { CAMPUS_PRODUCT_TYPES } from '@types-api/api/product'
import { clearSeededCartLines } from '../mock/demo-cart'

/** The same sku shows the same price in the list, the detail, the cart, the confirmation and the order. */
const SEED = 20261121
const M = '/mall/api/v1'
let app: FastifyInstance
let auth: Record<string, string>

beforeEach(async () => {
  app = await buildMockApp({ seed: SEED })
  const ex = (await app.inject({ method: 'GET', url: '/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o' })).json()
  auth = { authorization: `Bearer ${ex.data.access_token}` }
  await clearSeededCartLines(app, auth)
})
afterEach(() => app.close())

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  (await app.inject({ method, url: `${M}${url}`, payload: payload as object, headers: auth })).json()
const fen = (yuan: unknown) => Math.round(Number(yuan) * 100)
const catalogue = () => productCatalogue(createContext(() => createState(SEED)))

/** Every product of the catalogue as the lists return it. */
async function listed(): Promise<ProductListItem[]> {
  const all: ProductListItem[] = []
  for (let pageIndex = 1; pageIndex < 50; pageIndex += 1) {
    const page = (await call('POST', '/product/discover', { pageIndex, pageSize: 8 })).data
    all.push(...page.list)
    if (all.length >= page.total || !page.list.length) break
  }
  return all
}

/** A campus and a class still to start, for products taken at a campus on a schedule. */
async function placeFor(productId: string): Promise<{ campusId?: string; scheduleId?: string; appointDate?: string }> {
  const cities = (await call('GET', `/basics/region/authCampu/${productId}`)).data as { campusList: { campusId: string; name: string }[] }[]
  const campus = cities.flatMap((c) => c.campusList).find((c) => !/(已注销|暂停)$/.test(c.name))!
  const plan = (await call('GET', `/product/schedulPlan/${productId}/${campus.campusId}?onlySchedulPlanList=1`)).data.weekPlanList as { courseDate: string; isFull: boolean }[]
  for (const day of plan.filter((d) => !d.isFull)) {
    const list = (await call('GET', `/product/schedulPlan/${productId}/${campus.campusId}?date=${day.courseDate}`)).data.scheduleList as { scheduleId: string; remainCount: number; startDateTime: string }[]
    const slot = list.find((s) => s.remainCount > 0 && s.startDateTime > dayjs().format('YYYY-MM-DD HH:mm:ss'))
    if (slot) return { campusId: campus.campusId, scheduleId: slot.scheduleId, appointDate: day.courseDate }
  }
  throw new Error(`no class to book for ${productId}`)
}

describe('one price for one thing (mock)', () => {
  it('the list price is the price of the sku the detail opens on, and every original price is higher', async () => {
    const list = await listed()
    expect(list.length).toBeGreaterThan(40)
    for (const item of list.filter((p) => p.isPointProduct !== 1)) {
      const detail: ProductDetail = (await call('GET', `/product/${item.productId}`)).data
      const sku = detail.skuList.find((s) => s.skuId === defaultSkuId(detail))!
      expect([item.productId, sku.purchasemoney]).toEqual([item.productId, item.purchasemoney])
      expect(detail.purchasemoney).toBe(item.purchasemoney)
      expect(fen(item.originalmoney)).toBeGreaterThan(fen(item.purchasemoney))
      for (const s of detail.skuList) {
        expect(fen(s.originalmoney)).toBeGreaterThan(fen(s.purchasemoney))
        expect(Number(s.stock) > 0 || s.skuId !== detail.productSkuId).toBe(true)
      }
    }
  })

  it('course spec rows follow the sku: 课时数 of each sku is its own lesson count', () => {
    const courses = catalogue().filter((p) => p.skuList.some((s) => /课时$/.test(s.skuName)))
    expect(courses.length).toBeGreaterThan(0)
    for (const p of courses) {
      expect(p.specList.find((s) => s.key === '课时数')?.value).toBe(p.skuList[0].skuName)
      for (const s of p.skuList) expect(s.specList).toEqual([{ key: '课时数', value: s.skuName }])
    }
    // goods have no 规格 row beside their 规格 chips
    for (const p of catalogue().filter((x) => x.productType === 2)) expect(p.specList.some((s) => s.key === '规格')).toBe(false)
  })

  it('a goods item, a second-sku course and a video cost the same in the detail, the cart, the confirmation and the order', async () => {
    const all = catalogue().filter((p) => p.isPointProduct !== 1)
    const goods = all.find((p) => p.productType === 2 && fen(p.purchasemoney) % 100 !== 0)!
    const course = all.find((p) => p.productType === 1 && p.skuList.length > 1 && p.skuList[1].stock > 0)!
    const video = all.find((p) => p.productType === 5)!
    const chosen = [
      { p: goods, sku: goods.skuList[0], amount: 2 },
      { p: course, sku: course.skuList[1], amount: 1 },
      { p: video, sku: video.skuList[0], amount: 1 },
    ]
    for (const c of chosen) {
      const place = CAMPUS_PRODUCT_TYPES.has(c.p.productType) ? await placeFor(c.p.productId) : {}
      const added = await call('POST', '/cart', { productId: c.p.productId, skuId: c.sku.skuId, amount: c.amount, payType: 0, ...place })
      expect(added.code).toBe(0)
    }
    const rows = (await call('GET', '/cart')).data.filter((r: { isEffective: number }) => r.isEffective === 1)
    for (const c of chosen) expect(rows.find((r: { skuId: string }) => r.skuId === c.sku.skuId).money).toBe(c.sku.purchasemoney)
    // the course row says where and when
    const courseRow = rows.find((r: { productId: string }) => r.productId === course.productId)
    expect(courseRow.campusName).toBeTruthy()
    expect(courseRow.startDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const carts = rows.map((r: { cartId: string; amount: number }) => ({ cartId: r.cartId, amount: r.amount, payType: 0 }))
    const draft = (await call('POST', '/product/order/confirmMergePayType', { cartIdList: carts.map((c: { cartId: string }) => c.cartId), carts })).data.cartConfirmirmOrderResponse
    for (const c of chosen) expect(draft.cartList.find((l: { skuId: string }) => l.skuId === c.sku.skuId).money).toBe(c.sku.purchasemoney)
    const draftCourse = draft.cartList.find((l: { productId: string }) => l.productId === course.productId)
    expect([draftCourse.campusName, draftCourse.startDateTime]).toEqual([courseRow.campusName, courseRow.startDateTime])
    // freight: the goods item's own freight, as its detail shows it
    expect(draft.freight[0].money).toBe(goods.freightList[0].money)

    const totalFen = chosen.reduce((s, c) => s + fen(c.sku.purchasemoney) * c.amount, 0)
    const pays = draft.cartList.map((l: { cartId: string; productId: string; amount: number }) => ({ cartId: l.cartId, productId: l.productId, amount: l.amount, payType: 0 }))
    const best = (await call('POST', '/promotion/best', { pays })).data
    expect(totalFen).toBeGreaterThanOrEqual(30000)
    expect(best.schemeDiscountId).toBeTruthy()
    const body = { couponPays: best.userCouponIds.map((id: string) => ({ userCouponId: id })), reserveMoney: '5.00', schemeDiscountAmount: best.schemeDiscountAmount, schemeDiscountId: best.schemeDiscountId, pays }
    const cost = (await call('POST', '/mergePay/calculationCost', body)).data
    expect(fen(cost.totalMoney)).toBe(totalFen)
    const address = (await call('GET', '/address')).data[0]
    const created = (await call('POST', '/mergePay', { ...body, addressId: address.addressId, finalDiscountedPrice: cost.finalDiscountedPrice, point: 0, requestKey: 'price-test' })).data.moneyPayResponse
    const order = (await call('GET', `/order/${created.orderId}?version=6.1.0`)).data
    for (const c of chosen) {
      const line = order.lines.find((l: { skuId: string }) => l.skuId === c.sku.skuId)
      expect([line.money, line.skuName]).toEqual([c.sku.purchasemoney, c.sku.skuName])
    }
    const orderCourse = order.lines.find((l: { productId: string }) => l.productId === course.productId)
    expect([orderCourse.campusName, orderCourse.startDateTime, orderCourse.endDateTime]).toEqual([draftCourse.campusName, draftCourse.startDateTime, draftCourse.endDateTime])
    // every line that made the amount is there and they add up to what is paid
    expect(fen(order.promotionMoney)).toBe(3000)
    expect(fen(order.totalMoney)).toBe(totalFen)
    expect(fen(order.freight)).toBe(fen(goods.freightList[0].money))
    expect(amountSumFen(amountLines(order))).toBe(fen(order.payMoney))
    expect(fen(order.payMoney)).toBe(fen(cost.finalDiscountedPrice))
  })

  it('every seeded order adds up: goods + freight − coupon − promotion − wallet = paid', async () => {
    const list = (await call('POST', '/order/query?version=6.1.0', { pageIndex: 1, pageSize: 50, query: '' })).data.dataList
    expect(list.length).toBeGreaterThan(10)
    let promoted = 0
    for (const o of list as { orderId: string }[]) {
      const d = (await call('GET', `/order/${o.orderId}?version=6.1.0`)).data
      const lines = amountLines(d)
      if (lines.some((l) => l.key === 'promotion')) promoted += 1
      expect(amountSumFen(lines)).toBe(fen(d.payMoney))
      const goodsFen = d.lines.reduce((s: number, l: { payType: number; money: string; amount: number }) => s + (l.payType === 0 ? fen(l.money) * l.amount : 0), 0)
      expect(fen(d.totalMoney)).toBe(goodsFen)
    }
    expect(promoted).toBeGreaterThan(0)
  })
})

describe('shipping and classes (mock)', () => {
  it('a freshly paid goods order waits to be shipped: no logistics, no receipt, until the mock ships it', async () => {
    const goods = catalogue().find((p) => p.productType === 2 && p.isPointProduct !== 1)!
    const product = { productId: goods.productId, skuId: goods.skuList[0].skuId, amount: 1, payType: 0 }
    const draft = (await call('POST', '/product/order/confirmMergePayType', { product })).data.moneyConfirmOrderResponse
    const pays = [product]
    const cost = (await call('POST', '/mergePay/calculationCost', { couponPays: [], reserveMoney: '0', schemeDiscountAmount: '0', schemeDiscountId: null, pays })).data
    expect(fen(cost.freight)).toBe(fen(draft.freight[0].money))
    const address = (await call('GET', '/address')).data[0]
    const created = (await call('POST', '/mergePay', { couponPays: [], reserveMoney: '0', schemeDiscountAmount: '0', schemeDiscountId: null, pays, addressId: address.addressId, finalDiscountedPrice: cost.finalDiscountedPrice, point: 0, requestKey: 'ship' })).data.moneyPayResponse
    await app.inject({ method: 'GET', url: `/mock/cashier/result?orderId=${created.orderId}&result=ok&return=/` })
    let order = (await call('GET', `/order/${created.orderId}`)).data
    expect([order.status, order.shipped, order.received]).toEqual([1, false, false])
    const none = await call('GET', `/order/delivery/${created.orderId}`)
    expect([none.code, none.msg]).toEqual([404, '暂无物流信息'])
    expect((await call('PUT', `/order/receive/${created.orderId}`)).code).not.toBe(0)
    expect((await app.inject({ method: 'POST', url: `/__mock__/ship/${created.orderId}` })).statusCode).toBe(200)
    order = (await call('GET', `/order/${created.orderId}`)).data
    expect(order.shipped).toBe(true)
    const delivery = await call('GET', `/order/delivery/${created.orderId}`)
    expect(delivery.code).toBe(0)
    expect(delivery.data.steps.length).toBeGreaterThan(0)
  })

  it('a class that has already started cannot be put in the cart nor ordered', async () => {
    const course = catalogue().find((p) => p.productType === 1 && p.isPointProduct !== 1)!
    const place = await placeFor(course.productId)
    const started = place.scheduleId!.replace(/-(\d{8})-/, '-20200101-')
    const campusId = place.campusId
    // a class of a past day (the same id pattern) has started
    for (let n = 1; n <= 4; n += 1) {
      const id = started.replace(/-\d+$/, `-${n}`)
      const res = await call('POST', '/cart', { productId: course.productId, amount: 1, payType: 0, campusId, scheduleId: id })
      expect(res.code).not.toBe(0)
      const confirm = await call('POST', '/product/order/confirmMergePayType', { product: { productId: course.productId, amount: 1, payType: 0, campusId, scheduleId: id } })
      expect(confirm.code).not.toBe(0)
    }
    expect((await call('POST', '/cart', { productId: course.productId, amount: 1, payType: 0, ...place })).code).toBe(0)
  })
})
