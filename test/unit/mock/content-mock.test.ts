import { buildMockApp } from '../../../mock/app'
import { mockAppPerTest } from '../helpers/mock-app'

const mock = mockAppPerTest(1)
const { post, get, login } = mock

describe('mock content services', () => {
  it('pages the micro-courses and gives the same data for the same seed', async () => {
    const first = (await post('/mall/api/v1/product/cheese', { pageIndex: 1, pageSize: 8 })).json()
    expect(first.code).toBe(0)
    expect(first.data.list).toHaveLength(8)
    expect(first.data.total).toBeGreaterThan(8)
    expect(first.data.list.every((p: { productType: number }) => p.productType === 5 || p.productType === 11)).toBe(true)
    const second = (await post('/mall/api/v1/product/cheese', { pageIndex: 2, pageSize: 8 })).json()
    expect(second.data.list.length).toBe(first.data.total - 8)
    const again = await buildMockApp({ seed: 1 })
    expect((await again.inject({ method: 'POST', url: '/mall/api/v1/product/cheese', payload: { pageIndex: 1, pageSize: 8 } })).json()).toEqual(first)
    await again.close()
  })

  it('lists the gift coupons per parent and receives one into the parent’s coupons until the limit', async () => {
    const auth = await login()
    const gift = (await get('/mall/api/v1/basics/newUserGift', auth)).json().data
    const byId = Object.fromEntries(gift.couponList.map((c: { couponId: string }) => [c.couponId, c]))
    expect(byId.GC01).toMatchObject({ receiveCount: 1, isReceived: 0 })
    expect(byId.GC04).toMatchObject({ receiveCount: 0, isReceived: 1, isExpired: 1 })
    expect(byId.GC05).toMatchObject({ receiveCount: 0, isReceived: 0 })
    expect(gift.productList.length).toBeGreaterThan(0)

    const got = (await get('/mall/api/v1/coupon/receiveCoupon/GC01', auth)).json()
    expect(got.code).toBe(0)
    expect(got.data).toMatchObject({ couponName: '新人无门槛券', receiveCount: 0 })
    const again = (await get('/mall/api/v1/coupon/receiveCoupon/GC01', auth)).json()
    expect(again.code).not.toBe(0)
    expect(again.msg).toBe('已达到领取上限')
    expect((await get('/mall/api/v1/coupon/receiveCoupon/GC05', auth)).json().msg).toBe('优惠券已领完')
    expect((await get('/mall/api/v1/coupon/receiveCoupon/GC01')).json().code).toBe(-400)

    const unused = (await post('/mall/api/v1/coupon', { type: 0, pageIndex: 1, pageSize: 50 }, auth)).json()
    expect(JSON.stringify(unused.data)).toContain(got.data.userCouponId)
  })

  it('accepts a consultation and refuses a bad phone number', async () => {
    const good = (await post('/mall/api/v1/basics/customer/service', { name: '王女士', phone: '13912345678', childBirthday: '2022-03-01', childAge: '4岁8个月', need: '孩子说话晚，想咨询语言评估' })).json()
    expect(good.code).toBe(0)
    expect(good.data.serviceId).toMatch(/^CS\d+/)
    const bad = (await post('/mall/api/v1/basics/customer/service', { name: '王女士', phone: '12345', need: '咨询' })).json()
    expect(bad.code).not.toBe(0)
  })

  it('resolves short links, internal and external alike, and fails for unknown ones', async () => {
    expect((await get('/management/api/v1/scrm/shortLink/gift2026')).json().data.targetUrl).toBe('/pages/home/gift-bag')
    expect((await get('/management/api/v1/scrm/shortLink/ad9Xy0')).json().data.targetUrl).toMatch(/^https:/)
    expect((await get('/management/api/v1/scrm/shortLink/nope')).json().code).toBe(404)
  })
})
