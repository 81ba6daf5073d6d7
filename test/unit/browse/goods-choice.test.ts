import type { ProductSku } from '@/shared/product/product-detail-api'
import type { CityRecord } from '@/shared/region/region-api'
import { blockReasonOf, buyChoiceOf, cartRequestOf, type ChoiceState } from '@/pages/goods/model/buy-choice'
import { CampusChoice, keepsCampus, listedCityName } from '@/pages/goods/model/campus-choice'
import { liveRequest } from '@/pages/goods/model/live-sessions'
import { purchaseRules } from '@/pages/goods/model/purchase-rules'
import { amountWithin, chosenSku, chosenSpecText, hasSku, skuIdAfterLoad } from '@/pages/goods/model/sku-choice'

/** The detail page's rules, each without a store: sku and quantity, campus and city, what blocks buying, the cart row. */

const sku = (skuId: string, stock: number): ProductSku => ({ skuId, skuName: skuId, purchasemoney: '99.00', stock })
const product = { productSkuId: 'S1', skuList: [sku('S1', 0), sku('S2', 4), sku('S3', 200)] }

describe('sku and quantity', () => {
  it('keeps the chosen sku when the product loads again while it still has it, else opens on the default', () => {
    expect(skuIdAfterLoad(product, 'S3')).toBe('S3')
    // S1 (the product's own) is sold out: the first in stock
    expect(skuIdAfterLoad(product, null)).toBe('S2')
    expect(skuIdAfterLoad(product, 'GONE')).toBe('S2')
    expect(skuIdAfterLoad(product, '')).toBe('S2')
  })

  it('shows the chosen sku, else the first; only the product’s skus can be chosen', () => {
    expect(chosenSku(product, 'S3')?.skuId).toBe('S3')
    expect(chosenSku(product, 'GONE')?.skuId).toBe('S1')
    expect(chosenSku(null, 'S1')).toBeUndefined()
    expect(hasSku(product, 'S2')).toBe(true)
    expect(hasSku(product, 'GONE')).toBe(false)
  })

  it('keeps the quantity whole, at least 1, at most the stock and 99', () => {
    expect(amountWithin(3, sku('S', 4))).toBe(3)
    expect(amountWithin(9, sku('S', 4))).toBe(4)
    expect(amountWithin(500, sku('S', 200))).toBe(99)
    expect(amountWithin(2.7, undefined)).toBe(2)
    expect(amountWithin(0, undefined)).toBe(1)
    expect(amountWithin(Number.NaN, sku('S', 0))).toBe(1)
  })
})

describe('campus and city', () => {
  const cities: CityRecord[] = [
    { name: '深圳市', campusList: [{ campusId: 'C1', city: '深圳市', name: '南山校区' }] },
    { name: '广州市', campusList: [{ campusId: 'C7', city: '广州市', name: '天河校区' }, { campusId: 'C8', city: '广州市', name: '海珠校区暂停' }] },
  ]

  it('lists the city chosen, else the parent’s city where the product is offered, else every city; a single city always', () => {
    expect(listedCityName(cities, '深圳市', '广州市')).toBe('深圳市')
    expect(listedCityName(cities, null, '广州市')).toBe('广州市')
    expect(listedCityName(cities, '北京市', '上海市')).toBeNull()
    expect(listedCityName([cities[0]], null, '广州市')).toBe('深圳市')
  })

  it('keeps the campus chosen only while the city listed has it', () => {
    const c1 = cities[0].campusList[0]
    expect(keepsCampus(cities, c1, '深圳市')).toBe(true)
    expect(keepsCampus(cities, c1, '广州市')).toBe(false)
    expect(keepsCampus(cities, undefined, '广州市')).toBe(true)
  })

  it('chooses an open campus once, refuses a suspended one and drops the campus when another city is listed', async () => {
    const where = new CampusChoice(async () => cities, () => null)
    await where.load('P1')
    expect(where.list.status).toBe('ready')
    expect(where.campuses.map((c) => c.campusId)).toEqual(['C1', 'C7', 'C8'])
    expect(where.choose('C8')).toBe('refused')
    expect(where.choose('NOPE')).toBe('refused')
    expect(where.choose('C7')).toBe('changed')
    expect(where.choose('C7')).toBe('same')
    expect(where.chooseCity('广州市')).toBe(false)
    expect(where.chooseCity('深圳市')).toBe(true)
    expect(where.campusId).toBeNull()
  })

  it('keeps the campuses it had when loading them fails, with the reason', async () => {
    const where = new CampusChoice(() => Promise.reject(new Error('x')), () => null)
    await where.load('P1')
    expect(where.list.status).toBe('error')
    expect(where.list.error).not.toBe('')
    expect(where.cities).toEqual([])
  })
})

describe('buying the choice', () => {
  const course = purchaseRules({ productType: 1, isPointProduct: 0 })
  const goods = purchaseRules({ productType: 2, isPointProduct: 0 })
  const ready: ChoiceState = {
    productId: 'P1',
    rules: course,
    expired: false,
    sku: sku('S2', 4),
    campusId: 'C1',
    date: '2026-11-23',
    dayFull: false,
    schedule: { scheduleId: 'K1', remainCount: 3, started: false },
    amount: 3,
  }

  it('says what blocks buying, in the page’s order', () => {
    expect(blockReasonOf(ready)).toBe('')
    expect(blockReasonOf({ ...ready, rules: null })).toBe('商品信息加载中')
    expect(blockReasonOf({ ...ready, expired: true })).toBe('商品已过期')
    expect(blockReasonOf({ ...ready, sku: sku('S1', 0) })).toBe('库存不足')
    expect(blockReasonOf({ ...ready, campusId: null })).toBe('请选择校区')
    expect(blockReasonOf({ ...ready, date: null })).toBe('请选择上课日期')
    expect(blockReasonOf({ ...ready, dayFull: true })).toBe('该日期已约满，请选择其他日期')
    expect(blockReasonOf({ ...ready, schedule: null })).toBe('请选择上课时间')
    expect(blockReasonOf({ ...ready, schedule: { scheduleId: 'K1', remainCount: 0, started: false } })).toBe('该时段已约满，请选择其他时间')
    expect(blockReasonOf({ ...ready, schedule: { scheduleId: 'K1', remainCount: 3, started: true } })).toBe('该课程已开始，请选择其他时间')
    // goods need neither campus nor class
    expect(blockReasonOf({ ...ready, rules: goods, campusId: null, date: null, schedule: null })).toBe('')
  })

  it('buys a booked class one at a time at its campus; goods in the quantity chosen without campus or class', () => {
    expect(buyChoiceOf(course, ready)).toEqual({ productId: 'P1', skuId: 'S2', campusId: 'C1', scheduleId: 'K1', appointDate: '2026-11-23', amount: 1, payType: 0 })
    expect(buyChoiceOf(goods, ready)).toEqual({ productId: 'P1', skuId: 'S2', campusId: null, scheduleId: null, appointDate: null, amount: 3, payType: 0 })
  })

  it('puts only the parts chosen in the cart row', () => {
    expect(cartRequestOf(buyChoiceOf(goods, { ...ready, sku: undefined }))).toEqual({ productId: 'P1', amount: 3, payType: 0 })
    expect(cartRequestOf(buyChoiceOf(course, ready))).toEqual({ productId: 'P1', amount: 1, payType: 0, skuId: 'S2', campusId: 'C1', scheduleId: 'K1', appointDate: '2026-11-23' })
  })

  it('books, cancels and unlocks a live session with the codes of spec §4', () => {
    expect(liveRequest('L1', 'book')).toEqual({ productId: 'L1', appointmentDataType: 1 })
    expect(liveRequest('L1', 'cancel')).toEqual({ productId: 'L1', appointmentDataType: 0 })
    expect(liveRequest('L1', 'unlock')).toEqual({ productId: 'L1', dataType: 1 })
  })
})

describe('the chosen spec under the name', () => {
  const skus = [{ skuName: '10课时' }, { skuName: '20课时' }] as ProductSku[]
  it('names the chosen sku where there is a choice, nothing otherwise', () => {
    expect(chosenSpecText({ skuList: skus }, skus[1])).toBe('已选：20课时')
    expect(chosenSpecText({ skuList: skus.slice(0, 1) }, skus[0])).toBe('')
    expect(chosenSpecText({ skuList: skus }, undefined)).toBe('')
    expect(chosenSpecText({ skuList: skus }, { skuName: '' })).toBe('')
  })
})
