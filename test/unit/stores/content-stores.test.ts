import type { GiftCoupon } from '@/services/api/catalog-api'
import { giftCoupon, receiveCouponSend } from '../../fixtures/gift-coupon'
import { HttpError } from '@/services/http/errors'
import { CourseListStore } from '@/pages/home-extras/model/course-list-store'
import { GiftStore, giftCouponAction } from '@/pages/home-extras/model/gift-store'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const coupon = giftCoupon

describe('giftCouponAction', () => {
  it('follows the coupon button rule', () => {
    expect(giftCouponAction(coupon({ receiveCount: 2 }))).toEqual({ kind: 'receive', label: '领取x2' })
    expect(giftCouponAction(coupon({ receiveCount: 0, isReceived: 1 }))).toEqual({ kind: 'use', label: '去使用' })
    expect(giftCouponAction(coupon({ receiveCount: 0, isReceived: 1, isExpired: 1 }))).toEqual({ kind: 'expired', label: '已过期' })
    expect(giftCouponAction(coupon({ receiveCount: 0, isReceived: 0 }))).toEqual({ kind: 'sold-out', label: '已领完' })
  })
})

describe('GiftStore', () => {
  const gift = (couponList: GiftCoupon[]) => ({ enabled: 1 as const, title: '新人礼包', subtitle: '', imageUrl: '', couponList, productList: [] })

  it('receives a coupon and changes its button only on success', async () => {
    const receiveCoupon = jest
      .fn()
      .mockRejectedValueOnce(new HttpError('biz', '优惠券已领完'))
      .mockResolvedValueOnce({ userCouponId: 'UC1', couponName: '新人无门槛券', receiveCount: 0 })
    const store = new GiftStore(
      fakeDeps({ api: fakeApi({ catalog: { newUserGift: jest.fn().mockResolvedValue(gift([coupon({})])) } }), send: receiveCouponSend(receiveCoupon) }),
    )
    await store.load()
    expect(store.status).toBe('ready')
    await expect(store.receive('GC01')).rejects.toThrow('优惠券已领完')
    expect(giftCouponAction(store.coupons[0]).kind).toBe('receive')
    await store.receive('GC01')
    expect(giftCouponAction(store.coupons[0])).toEqual({ kind: 'use', label: '去使用' })
    expect(store.receivingId).toBe('')
  })

  it('receives every receivable coupon and says how many', async () => {
    const receiveCoupon = jest.fn().mockResolvedValue({ userCouponId: 'UC', couponName: '', receiveCount: 0 })
    const store = new GiftStore(
      fakeDeps({
        api: fakeApi({
          catalog: {
            newUserGift: jest.fn().mockResolvedValue(gift([coupon({}), coupon({ couponId: 'GC02', receiveCount: 2 }), coupon({ couponId: 'GC05', receiveCount: 0 })])),
          },
        }),
        send: receiveCouponSend(receiveCoupon),
      }),
    )
    await store.load()
    expect(await store.receiveAll()).toBe('已领取2张优惠券')
    expect(receiveCoupon.mock.calls.map((c) => c[0])).toEqual(['GC01', 'GC02'])
    await expect(store.receiveAll()).rejects.toThrow('暂无可领取的优惠券')
  })

  it('receiving all: a partial success says how many and why the rest failed; no success rejects with the last failure', async () => {
    const receiveCoupon = jest
      .fn()
      .mockResolvedValueOnce({ userCouponId: 'UC', couponName: '', receiveCount: 0 })
      .mockRejectedValueOnce(new HttpError('biz', '优惠券已领完'))
      .mockRejectedValueOnce(new HttpError('network', 'x'))
    const store = new GiftStore(
      fakeDeps({
        api: fakeApi({ catalog: { newUserGift: jest.fn().mockResolvedValue(gift([coupon({}), coupon({ couponId: 'GC02', receiveCount: 2 })])) } }),
        send: receiveCouponSend(receiveCoupon),
      }),
    )
    await store.load()
    expect(await store.receiveAll()).toBe('已领取1张，其余领取失败：优惠券已领完')
    await expect(store.receiveAll()).rejects.toMatchObject({ kind: 'network' })
  })

  it('is empty when the pack is switched off, and reports a load failure', async () => {
    const newUserGift = jest.fn().mockResolvedValueOnce({ ...gift([coupon({})]), enabled: 0 }).mockRejectedValueOnce(new HttpError('network', 'x'))
    const store = new GiftStore(fakeDeps({ api: fakeApi({ catalog: { newUserGift } }) }))
    await store.load()
    expect(store.isEmpty).toBe(true)
    await store.load()
    expect(store.status).toBe('error')
    expect(store.error).toBe('网络异常，请检查网络后重试')
  })
})

describe('CourseListStore', () => {
  it('asks for courses with the chosen category and method and keeps them when a load fails', async () => {
    const discover = jest
      .fn()
      .mockResolvedValueOnce({ list: [{ productId: 'P1' }], total: 9 })
      .mockRejectedValueOnce(new HttpError('server', '服务器错误（500）'))
      .mockResolvedValue({ list: [{ productId: 'P2' }], total: 1 })
    const productCategories = jest.fn().mockResolvedValue([{ categoryId: 'C101', categoryName: '语言训练' }])
    const store = new CourseListStore(fakeDeps({ api: fakeApi({ catalog: { discover, productCategories } }) }), () => '深圳市')
    await store.open()
    expect(store.categories).toHaveLength(1)
    expect(discover).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 8, categoryType: 1, city: '深圳市' })
    expect(store.list.hasMore).toBe(true)

    await store.selectCategory('C101')
    expect(store.list.error).toBe('服务器繁忙，请稍候再试!')
    expect(store.categoryId).toBe('C101')

    await store.selectMethod(1)
    expect(discover).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 8, categoryType: 1, categoryId: 'C101', teachingMethod: 1, city: '深圳市' })
    expect(store.list.items).toEqual([{ productId: 'P2' }])
    expect(store.list.hasMore).toBe(false)
  })

  it('works without category chips when they cannot be loaded', async () => {
    const store = new CourseListStore(
      fakeDeps({
        api: fakeApi({
          catalog: { discover: jest.fn().mockResolvedValue({ list: [], total: 0 }), productCategories: jest.fn().mockRejectedValue(new Error('x')) },
        }),
      }),
    )
    await store.open()
    expect(store.categories).toEqual([])
    expect(store.list.isEmpty).toBe(true)
  })
})
