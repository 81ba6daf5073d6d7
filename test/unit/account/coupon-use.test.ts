import { couponUseRoute, couponUseTarget, splitUnused } from '@/pages/coupon/model/coupon-use'
import { isHeldCoupon, parseProductsRules, productsRulesText } from '@/utils/coupon-text'

const rules = (v: object) => JSON.stringify(v)

describe('productsRules (which products a coupon applies to)', () => {
  it('reads the JSON rule; a plain description or broken JSON is unknown (null)', () => {
    expect(parseProductsRules(rules({ scope: 1, productIds: ['P1', ' P2 '], text: '限指定商品' }))).toEqual({ scope: 1, productIds: ['P1', 'P2'], productTypes: [], text: '限指定商品' })
    expect(parseProductsRules(rules({ scope: 2, productTypes: [4, '2', 'x'], text: '限测评' }))?.productTypes).toEqual([4, 2])
    expect(parseProductsRules('满100元可用，全场通用')).toBeNull()
    expect(parseProductsRules('{"scope":1,')).toBeNull()
    expect(parseProductsRules(rules({ scope: 7, text: 'x' }))).toBeNull()
    expect(parseProductsRules(undefined)).toBeNull()
  })

  it('shows the rule’s text, a plain description as it is, never raw JSON', () => {
    expect(productsRulesText(rules({ scope: 0, text: '满100元可用，全场通用' }))).toBe('满100元可用，全场通用')
    expect(productsRulesText('限测评类商品')).toBe('限测评类商品')
    expect(productsRulesText('{"scope":1,')).toBe('')
    expect(productsRulesText(undefined)).toBe('')
  })
})

describe('去使用 opens what the coupon applies to (spec §8)', () => {
  it('one product → its detail page', () => {
    const c = { userCouponId: 'UC1', productsRules: rules({ scope: 1, productIds: ['P1028'], text: '' }) }
    expect(couponUseTarget(c)).toEqual({ kind: 'product', productId: 'P1028' })
    expect(couponUseRoute(c)).toBe('/pages/goods/goods-detail?id=P1028')
  })

  it('several products or product types → the product list filtered to that coupon (couponId, else userCouponId)', () => {
    const several = { userCouponId: 'UC 2', productsRules: rules({ scope: 1, productIds: ['P1', 'P2'], text: '' }) }
    expect(couponUseTarget(several)).toEqual({ kind: 'list', couponId: 'UC 2' })
    expect(couponUseRoute(several)).toBe('/pages/common/search?couponId=UC%202')
    const types = { couponId: 'CC03', userCouponId: 'UC9', productsRules: rules({ scope: 2, productTypes: [2], text: '' }) }
    expect(couponUseRoute(types)).toBe('/pages/common/search?couponId=CC03')
  })

  it('a coupon for everything, an empty list or an unreadable rule → the mall tab', () => {
    expect(couponUseRoute({ userCouponId: 'a', productsRules: rules({ scope: 0, text: '全场通用' }) })).toBe('/pages/mall/mall')
    expect(couponUseRoute({ userCouponId: 'a', productsRules: rules({ scope: 1, productIds: [], text: '' }) })).toBe('/pages/mall/mall')
    expect(couponUseRoute({ userCouponId: 'a', productsRules: rules({ scope: 2, productTypes: [], text: '' }) })).toBe('/pages/mall/mall')
    expect(couponUseRoute({ userCouponId: 'a', productsRules: '满100元可用' })).toBe('/pages/mall/mall')
    expect(couponUseRoute({ productsRules: rules({ scope: 1, productIds: ['P1', 'P2'], text: '' }) })).toBe('/pages/mall/mall')
  })
})

describe('POST /coupon type 0: held coupons and offers', () => {
  const base = { facevalue: '10.00', overlay: true, expiryType: 1 }
  it('splits held coupons from offers; offers go to member rights or the others', () => {
    const { coupons, offers } = splitUnused([
      { ...base, userCouponId: 'UC1', couponId: 'CC01', couponName: '已领的' },
      { ...base, couponId: 'CC01', couponName: '会员券', receiveCount: 1, isReceived: 1, remainCount: 5, memberRights: 1 },
      { ...base, couponId: 'CC03', couponName: '好物券', receiveCount: 0, remainCount: 0 },
      { ...base, couponName: '无编号' },
    ])
    expect(coupons.map((c) => c.userCouponId)).toEqual(['UC1'])
    expect(offers.memberRightsCoupons).toEqual([expect.objectContaining({ couponId: 'CC01', couponName: '会员券', receiveCount: 1, isReceived: 1, remainCount: 5 })])
    expect(offers.otherCoupons).toEqual([expect.objectContaining({ couponId: 'CC03', receiveCount: 0, isReceived: 0 })])
    expect(isHeldCoupon({ userCouponId: '' })).toBe(false)
  })
})
