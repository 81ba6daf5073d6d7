import type { ProductDetail, ProductDetailApi } from '@/shared/product/product-detail-api'
import type { CityRecord } from '@/shared/region/region-api'
import { orderConfirmUrl } from '@/pages/goods/model/buy-choice'
import { DetailStore } from '@/pages/goods/model/detail-store'
import { priceText } from '@/pages/goods/model/price-line'
import { freightFen, freightText, purchaseRules } from '@/pages/goods/model/purchase-rules'
import { HttpError } from '@/services/http/errors'
import { parseQuery } from '@/utils/url'
import { confirmRequestFromQuery } from '@/shared/trade/confirm-request'
import { fakeDeps, fakeService } from '../helpers/fake-deps'

const product = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  productId: 'P1',
  productType: 1,
  code: 'SP01',
  name: '感觉统合训练营',
  description: '小班训练',
  pic: 'a.png,b.png',
  originalmoney: '399.00',
  purchasemoney: '299.00',
  isCollect: 0,
  productSkuId: 'P1-S1',
  skuList: [
    { skuId: 'P1-S1', skuName: '12课时', purchasemoney: '299.00', stock: 0 },
    { skuId: 'P1-S2', skuName: '24课时', purchasemoney: '539.00', stock: 10 },
  ],
  specList: [{ key: '课时数', value: '12节' }],
  freightList: [],
  detail: '<p>x</p>',
  ...over,
})

const cities: CityRecord[] = [
  {
    name: '深圳市',
    cid: '440300',
    pid: '440000',
    cityEn: 'shenzhen',
    campusList: [
      { campusId: 'C1', city: '深圳市', name: '南山校区' },
      { campusId: 'C2', city: '深圳市', name: '宝安校区已注销' },
    ],
  },
]

const plan = [
  { courseDate: '2026-11-23', isFull: false },
  { courseDate: '2026-11-24', isFull: true },
]
const schedule = (id: string, remainCount = 3) => ({
  scheduleId: id,
  startDateTime: '2026-11-23 09:00:00',
  endDateTime: '2026-11-23 10:30:00',
  classRoom: { classRoomName: '阳光教室' },
  scheduleTeacherDetailList: [{ person: { name: '王老师' } }, { person: { name: '李老师' } }],
  remainCount,
})

function build(p: ProductDetail = product(), extra: Record<string, unknown> = {}) {
  const schedulePlan = jest.fn((_p: string, _c: string, q: { date?: string; onlySchedulPlanList?: 1 } = {}) =>
    Promise.resolve({ weekPlanList: plan, scheduleList: q.onlySchedulPlanList ? [] : [schedule('S1'), schedule('S2', 0)] }),
  )
  const productApi = fakeService<ProductDetailApi>('productDetail', {
    product: jest.fn().mockResolvedValue(p),
    expireStatus: jest.fn().mockResolvedValue({ isExpire: 0, expireTime: null }),
    campuses: jest.fn().mockResolvedValue(cities),
    schedulePlan,
    recommend: jest.fn().mockResolvedValue([{ productId: 'P2' }, { productId: 'P1' }]),
    liveProducts: jest.fn().mockResolvedValue([]),
    ...extra,
  })
  const cart = { add: jest.fn().mockResolvedValue(undefined) }
  const store = new DetailStore({ product: productApi, clock: fakeDeps({ now: Date.UTC(2026, 10, 21, 2) }).clock }, cart)
  return { store, cart, schedulePlan }
}

describe('purchase rules', () => {
  it('handles goods (2) and video courses (5) specially', () => {
    expect(purchaseRules({ productType: 2, isPointProduct: 0 })).toMatchObject({ needsCampus: false, needsSchedule: false, shipped: true, canCart: true, fixedAmount: false })
    expect(purchaseRules({ productType: 5, isPointProduct: 0 })).toMatchObject({ needsCampus: false, needsSchedule: false, canCart: false, fixedAmount: true, shipped: false })
    expect(purchaseRules({ productType: 1, isPointProduct: 0 })).toMatchObject({ needsCampus: true, needsSchedule: true, fixedAmount: true })
    expect(purchaseRules({ productType: 4, isPointProduct: 0 })).toMatchObject({ needsCampus: true, needsSchedule: false })
    expect(purchaseRules({ productType: 3, isPointProduct: 0 }).live).toBe(true)
    expect(purchaseRules({ productType: 2, isPointProduct: 1 }).payType).toBe(1)
  })

  it('reads freight and prices', () => {
    expect(freightFen([{ type: 1, money: '10.00' }, { type: 2, money: '5.00' }])).toBe(1000)
    expect(freightText(0)).toBe('包邮')
    expect(freightText(1000)).toBe('运费 ¥10.00')
    expect(priceText({ isPointProduct: 1, point: 1200, purchasemoney: '0.00' }, undefined)).toBe('1200积分')
    expect(priceText({ isPointProduct: 0, purchasemoney: '299.00' }, { skuId: 's', skuName: 'x', purchasemoney: '539.00', stock: 1 })).toBe('¥539.00')
  })

  it('builds a buy-now address the checkout reads back', () => {
    const url = orderConfirmUrl({ productId: 'P1', skuId: 'P1-S2', campusId: 'C1', scheduleId: 'S1', appointDate: '2026-11-23', amount: 1, payType: 0 })
    const [path, search] = url.split('?')
    expect(path).toBe('/pages/order/order-confirm')
    expect(confirmRequestFromQuery(parseQuery(search))).toEqual({
      product: { productId: 'P1', skuId: 'P1-S2', campusId: 'C1', scheduleId: 'S1', appointDate: '2026-11-23', amount: 1, payType: 0 },
    })
  })
})

describe('detail store', () => {
  it('loads a course, picks an sku in stock, drops itself from recommendations', async () => {
    const { store } = build()
    await store.open('P1')
    expect(store.loaded.status).toBe('ready')
    expect(store.skuId).toBe('P1-S2')
    expect(store.where.campuses).toHaveLength(2)
    expect(store.recommend.map((p) => p.productId)).toEqual(['P2'])
    expect(store.blockReason).toBe('请选择校区')
    expect(store.confirmUrl).toBeNull()
  })

  it('asks for the recommendations with the product, not after it, so they are drawn with it', async () => {
    let answerProduct: (p: ProductDetail) => void = () => undefined
    const recommend = jest.fn().mockResolvedValue([{ productId: 'P2' }])
    const { store } = build(product(), { product: jest.fn(() => new Promise<ProductDetail>((r) => (answerProduct = r))), recommend })
    const opened = store.open('P1')
    await Promise.resolve()
    // the product has not answered yet, and the recommendations are already asked for
    expect(recommend).toHaveBeenCalledWith({ productId: 'P1', pageIndex: 1, pageSize: expect.any(Number) })
    answerProduct(product())
    await opened
    expect(store.recommend.map((p) => p.productId)).toEqual(['P2'])
  })

  it('a product that fails to load leaves the page on its error, whatever the recommendations do', async () => {
    const { store } = build(product(), { product: jest.fn().mockRejectedValue(new Error('商品不存在')) })
    await store.open('P1')
    expect(store.loaded.status).toBe('error')
    expect(store.product).toBeNull()
  })

  it('walks campus → plan day → class before buy now and add to cart', async () => {
    const { store, cart, schedulePlan } = build()
    await store.open('P1')
    await store.chooseCampus('C2') // cancelled: ignored
    expect(store.where.campusId).toBeNull()
    await store.chooseCampus('C1')
    expect(schedulePlan).toHaveBeenLastCalledWith('P1', 'C1', { date: '2026-11-21', onlySchedulPlanList: 1 })
    expect(store.picker.plan).toEqual(plan)
    expect(store.blockReason).toBe('请选择上课日期')

    await store.picker.chooseDate('2026-11-25') // outside the plan
    expect(store.picker.date).toBeNull()
    await store.picker.chooseDate('2026-11-24')
    expect(store.blockReason).toBe('该日期已约满，请选择其他日期')
    await store.picker.chooseDate('2026-11-23')
    expect(schedulePlan).toHaveBeenLastCalledWith('P1', 'C1', { date: '2026-11-23' })
    expect(store.blockReason).toBe('请选择上课时间')
    store.picker.chooseSchedule('S2') // full class
    expect(store.picker.scheduleId).toBeNull()
    store.picker.chooseSchedule('S1')
    expect(store.blockReason).toBe('')
    store.setAmount(5) // booked classes are one at a time
    expect(store.confirmUrl).toContain('amount=1')
    expect(store.confirmUrl).toContain('scheduleId=S1')
    expect(store.confirmUrl).toContain('appointDate=2026-11-23')
    await store.addToCart()
    expect(cart.add).toHaveBeenCalledWith({ productId: 'P1', skuId: 'P1-S2', campusId: 'C1', scheduleId: 'S1', appointDate: '2026-11-23', amount: 1, payType: 0 })
  })

  it('keeps the chosen day when its classes fail to load', async () => {
    const { store, schedulePlan } = build()
    await store.open('P1')
    await store.chooseCampus('C1')
    schedulePlan.mockRejectedValueOnce(new HttpError('server', '服务器错误（500）'))
    await store.picker.chooseDate('2026-11-23')
    expect(store.picker.date).toBe('2026-11-23')
    expect(store.picker.dayLoad.status).toBe('error')
    expect(store.picker.dayLoad.error).toBe('服务器繁忙，请稍候再试!')
    await store.picker.loadSchedules()
    expect(store.picker.schedules).toHaveLength(2)
  })

  it('disables buying an expired product', async () => {
    const { store } = build(product({ productType: 2 }), { expireStatus: jest.fn().mockResolvedValue({ isExpire: 1, expireTime: '2026-11-18 23:59:59' }) })
    await store.open('P1')
    expect(store.expired).toBe(true)
    expect(store.blockReason).toBe('商品已过期')
    expect(store.confirmUrl).toBeNull()
    expect(store.canCart).toBe(false)
    await expect(store.addToCart()).rejects.toThrow('商品已过期')
  })

  it('lets goods choose a quantity up to the stock and video courses none', async () => {
    const goods = build(product({ productType: 2, freightList: [{ type: 1, money: '10.00' }] }))
    await goods.store.open('P1')
    expect(goods.store.blockReason).toBe('')
    goods.store.setAmount(3)
    expect(goods.store.amount).toBe(3)
    goods.store.setAmount(50)
    expect(goods.store.amount).toBe(10)
    expect(goods.store.confirmUrl).not.toContain('campusId')

    const video = build(product({ productType: 5, skuList: [{ skuId: 'V', skuName: '标准版', purchasemoney: '99.00', stock: 9 }] }))
    await video.store.open('P1')
    expect(video.store.canCart).toBe(false)
    expect(video.store.confirmUrl).toContain('amount=1')
  })

  it('toggles collect at once and puts it back when the call fails', async () => {
    const collect = jest.fn().mockResolvedValueOnce({ isCollect: 1 }).mockRejectedValueOnce(new HttpError('session-invalid', '登录已失效'))
    const { store } = build(product(), { collect })
    await store.open('P1')
    await store.toggleCollect()
    expect(collect).toHaveBeenLastCalledWith({ productId: 'P1', isCollect: 1 })
    expect(store.product?.isCollect).toBe(1)
    await expect(store.toggleCollect()).rejects.toThrow('登录已失效')
    expect(store.product?.isCollect).toBe(1)
  })

  it('books, cancels and unlocks live sessions with the spec codes', async () => {
    const session = { productId: 'L1', name: '第1讲', pic: '', liveStartTime: '2026-11-23 19:00:00', liveEndTime: '', liveStatus: 0, isAppointment: 0, isUnlock: 1, needUnlock: 0 }
    const liveAction = jest.fn().mockResolvedValueOnce({ productId: 'L1', isAppointment: 1, isUnlock: 1 }).mockResolvedValueOnce({ productId: 'L1', isAppointment: 0, isUnlock: 1 }).mockResolvedValueOnce({ productId: 'L1', isAppointment: 0, isUnlock: 1 })
    const { store } = build(product({ productType: 3 }), { liveProducts: jest.fn().mockResolvedValue([session]), liveAction })
    await store.open('P1')
    expect(store.sessions.sessions).toHaveLength(1)
    await store.liveAction('L1', 'book')
    expect(liveAction).toHaveBeenLastCalledWith({ productId: 'L1', appointmentDataType: 1 })
    expect(store.sessions.sessions[0].isAppointment).toBe(1)
    await store.liveAction('L1', 'cancel')
    expect(liveAction).toHaveBeenLastCalledWith({ productId: 'L1', appointmentDataType: 0 })
    expect(store.sessions.sessions[0].isAppointment).toBe(0)
    await store.liveAction('L1', 'unlock')
    expect(liveAction).toHaveBeenLastCalledWith({ productId: 'L1', dataType: 1 })
  })

  it('reports a product that cannot be loaded', async () => {
    const { store } = build(product(), { product: jest.fn().mockRejectedValue(new HttpError('biz', '商品不存在或已下架')) })
    await store.open('P404')
    expect(store.loaded.status).toBe('error')
    expect(store.loaded.error).toBe('商品不存在或已下架')
    expect(store.notFound).toBe(false)
  })

  it('a product the service does not know is not found (the page says so instead of offering a retry)', async () => {
    const { store } = build(product(), { product: jest.fn().mockRejectedValue(new HttpError('not-found', '商品不存在')) })
    await store.open('P404')
    expect(store.notFound).toBe(true)
    expect(store.product).toBeNull()
  })
})
