import type { ProductDetail, ProductDetailApi } from '@/shared/product/product-detail-api'
import type { CityRecord } from '@/shared/region/region-api'
import dayjs from 'dayjs'
import { DetailStore } from '@/pages/goods/model/detail-store'
import { originalPriceText, priceText } from '@/pages/goods/model/price-line'
import { freightValue } from '@/pages/goods/model/purchase-rules'
import { defaultSkuId, specRows } from '@/pages/goods/model/sku-choice'
import { amountLines, amountSumFen, orderStatusText } from '@/pages/order/model/order-text'
import { classTimeText, hasClassStarted } from '@/utils/class-time'
import { fakeDeps, fakeService } from '../helpers/fake-deps'

const product = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  productId: 'P1',
  productType: 1,
  code: 'SP01',
  name: '感觉统合训练营',
  description: '',
  pic: 'a.png',
  originalmoney: '7999.00',
  purchasemoney: '7910.00',
  isCollect: 0,
  productSkuId: 'P1-S1',
  skuList: [
    { skuId: 'P1-S1', skuName: '12课时', purchasemoney: '7910.00', originalmoney: '9999.00', stock: 5, specList: [{ key: '课时数', value: '12课时' }] },
    { skuId: 'P1-S2', skuName: '24课时', purchasemoney: '14238.00', originalmoney: '17999.00', stock: 5, specList: [{ key: '课时数', value: '24课时' }] },
    { skuId: 'P1-S3', skuName: '48课时', purchasemoney: '20566.00', stock: 5 },
  ],
  specList: [
    { key: '课时数', value: '12课时' },
    { key: '课程规格', value: '一对一' },
  ],
  freightList: [],
  detail: '',
  ...over,
})

describe('the price of the chosen sku', () => {
  it('opens on the product’s own sku (the list price) while it is in stock', () => {
    expect(defaultSkuId(product())).toBe('P1-S1')
    const soldOut = product({ skuList: product().skuList.map((s, i) => ({ ...s, stock: i === 0 ? 0 : 5 })) })
    expect(defaultSkuId(soldOut)).toBe('P1-S2')
    expect(defaultSkuId(product({ skuList: [] }))).toBeNull()
  })

  it('strikes through only an original price higher than the chosen sku’s price', () => {
    const p = product()
    expect(priceText(p, p.skuList[1])).toBe('¥14238.00')
    expect(originalPriceText(p, p.skuList[0])).toBe('¥9999.00')
    expect(originalPriceText(p, p.skuList[1])).toBe('¥17999.00')
    // the third sku has no original of its own: the product's (lower) one is not shown beside it
    expect(originalPriceText(p, p.skuList[2])).toBe('')
    const equal = { skuId: 'P1-S1', skuName: 'x', purchasemoney: '99.00', originalmoney: '99.00', stock: 1 }
    expect(originalPriceText(product({ skuList: [equal] }), equal)).toBe('')
    expect(originalPriceText(product({ originalmoney: '7000.00' }), undefined)).toBe('')
    expect(originalPriceText(product({ isPointProduct: 1 }), product().skuList[0])).toBe('')
  })

  it('spec rows show the chosen sku, and no 规格 row beside the 规格 chips', () => {
    const p = product()
    expect(specRows(p, p.skuList[1])).toEqual([
      { key: '课时数', value: '24课时' },
      { key: '课程规格', value: '一对一' },
    ])
    expect(specRows(p, p.skuList[2])[0]).toEqual({ key: '课时数', value: '12课时' })
    const goods = product({ specList: [{ key: '规格', value: '1套' }, { key: '适用年龄', value: '3岁以上' }] })
    expect(specRows(goods, goods.skuList[0]).map((r) => r.key)).toEqual(['适用年龄', '课时数'])
    expect(specRows({ ...goods, skuList: [goods.skuList[0]] }, goods.skuList[0]).map((r) => r.key)).toContain('规格')
  })

  it('freight beside its 运费 label is only the amount', () => {
    expect(freightValue(1000)).toBe('¥10.00')
    expect(freightValue(0)).toBe('包邮')
  })
})

describe('classes that already started', () => {
  const now = dayjs('2026-11-23 10:00:00', 'YYYY-MM-DD HH:mm:ss').valueOf()
  it('cannot be booked: earlier today, exactly now, or unreadable', () => {
    expect(hasClassStarted({ startDateTime: '2026-11-23 09:00:00' }, now)).toBe(true)
    expect(hasClassStarted({ startDateTime: '2026-11-23 10:00:00' }, now)).toBe(true)
    expect(hasClassStarted({ startDateTime: '2026-11-23 11:00:00' }, now)).toBe(false)
    expect(hasClassStarted({ startDateTime: '2026-11-24 09:00:00' }, now)).toBe(false)
    expect(hasClassStarted({ startDateTime: 'bad' }, now)).toBe(true)
  })

  it('reads the campus day and time for the cart, the confirmation and the order', () => {
    expect(classTimeText({ startDateTime: '2026-11-23 09:00:00', endDateTime: '2026-11-23 10:30:00' })).toBe('11月23日 周一 09:00-10:30')
    expect(classTimeText({ appointDate: '2026-11-24' })).toBe('11月24日 周二')
    expect(classTimeText({})).toBe('')
  })

  it('the detail store refuses a started class and says why', async () => {
    const cities: CityRecord[] = [
      { name: '深圳市', cid: '440300', pid: '440000', cityEn: 'shenzhen', campusList: [{ campusId: 'C1', city: '深圳市', name: '南山校区' }] },
      {
        name: '广州市',
        cid: '440100',
        pid: '440000',
        cityEn: 'guangzhou',
        campusList: [
          { campusId: 'C7', city: '广州市', name: '天河校区' },
          { campusId: 'C8', city: '广州市', name: '海珠校区暂停' },
        ],
      },
    ]
    const slot = (id: string, start: string) => ({
      scheduleId: id,
      startDateTime: start,
      endDateTime: start.replace(/ (\d\d)/, (_m, h: string) => ` ${String(Number(h) + 1).padStart(2, '0')}`),
      classRoom: { classRoomName: '阳光教室' },
      scheduleTeacherDetailList: [],
      remainCount: 3,
    })
    const productApi = fakeService<ProductDetailApi>('productDetail', {
      product: jest.fn().mockResolvedValue(product()),
      expireStatus: jest.fn().mockResolvedValue({ isExpire: 0, expireTime: null }),
      campuses: jest.fn().mockResolvedValue(cities),
      schedulePlan: jest.fn().mockResolvedValue({
        weekPlanList: [{ courseDate: '2026-11-23', isFull: false }],
        scheduleList: [slot('EARLY', '2026-11-23 09:00:00'), slot('LATER', '2026-11-23 14:00:00')],
      }),
      recommend: jest.fn().mockResolvedValue([]),
      liveProducts: jest.fn().mockResolvedValue([]),
    })
    let city: string | null = '广州市'
    const store = new DetailStore({ product: productApi, clock: fakeDeps({ now }).clock }, { add: jest.fn() }, () => city)
    await store.open('P1')
    expect(store.sku?.skuId).toBe('P1-S1')
    // the parent's city is listed first; another city can be chosen
    expect(store.where.cityName).toBe('广州市')
    // a city that does not offer it: every city is listed, grouped
    city = '北京市'
    expect(store.where.cityName).toBeNull()
    store.chooseCity('广州市')
    expect(store.where.cityName).toBe('广州市')
    await store.chooseCampus('C8')
    expect(store.where.campusId).toBeNull()
    await store.chooseCampus('C7')
    await store.picker.chooseDate('2026-11-23')
    store.picker.chooseSchedule('EARLY')
    expect(store.picker.scheduleId).toBeNull()
    expect(store.blockReason).toBe('请选择上课时间')
    store.picker.chooseSchedule('LATER')
    expect(store.picker.scheduleId).toBe('LATER')
    expect(store.blockReason).toBe('')
    // switching city drops the campus chosen in the other one
    store.chooseCity('深圳市')
    expect(store.where.campusId).toBeNull()
  })
})

describe('the order’s amounts', () => {
  it('lists goods, points, freight, coupon, promotion and wallet and adds them up to what was paid', () => {
    const lines = amountLines({ totalMoney: '655.80', point: 300, freight: '10.00', couponMoney: '20.00', promotionMoney: '30.00', walletMoney: '5.50' })
    expect(lines.map((l) => [l.title, l.sign * l.fen])).toEqual([
      ['商品金额', 65580],
      ['积分', 300],
      ['运费', 1000],
      ['优惠券', -2000],
      ['优惠活动', -3000],
      ['钱包抵扣', -550],
    ])
    expect(amountSumFen(lines)).toBe(65580 + 1000 - 2000 - 3000 - 550)
    expect(amountLines({ totalMoney: '99.00', point: 0, freight: '0.00', couponMoney: '0.00', walletMoney: '0.00' }).map((l) => l.key)).toEqual(['goods', 'freight'])
  })

  it('a paid goods order is 待发货 until shipped, then 待收货, then 已完成', () => {
    expect(orderStatusText({ status: 1, hasGoods: true, shipped: false, received: false })).toBe('待发货')
    expect(orderStatusText({ status: 1, hasGoods: true, shipped: true, received: false })).toBe('待收货')
    expect(orderStatusText({ status: 1, hasGoods: true, shipped: true, received: true })).toBe('已完成')
    expect(orderStatusText({ status: 1, hasGoods: false, shipped: false, received: false })).toBe('已完成')
  })
})
