import { chooseCoupon, type ChoosableCoupon } from '@/shared/trade/coupon-choice'

const A: ChoosableCoupon = { userCouponId: 'A', overlay: true }
const B: ChoosableCoupon = { userCouponId: 'B', overlay: true }
const X: ChoosableCoupon = { userCouponId: 'X', overlay: false }
const Y: ChoosableCoupon = { userCouponId: 'Y', overlay: false }
const U: ChoosableCoupon = { userCouponId: 'U', overlay: true, usable: false }
const ALL = [A, B, X, Y, U]

/** Applies taps in order from no choice. */
const tap = (...coupons: ChoosableCoupon[]) => coupons.reduce<string[]>((chosen, c) => chooseCoupon(chosen, c, ALL), [])

describe('coupon choice (spec §4)', () => {
  it('stackable coupons toggle and combine', () => {
    expect(tap(A)).toEqual(['A'])
    expect(tap(A, B)).toEqual(['A', 'B'])
    expect(tap(A, B, A)).toEqual(['B'])
    expect(tap(A, A)).toEqual([])
  })

  it('a non-stackable coupon replaces every choice, and tapping it again clears it', () => {
    expect(tap(A, B, X)).toEqual(['X'])
    expect(tap(X, X)).toEqual([])
    expect(tap(A, X, X)).toEqual([])
  })

  it('with a non-stackable chosen, any new pick replaces it', () => {
    expect(tap(X, A)).toEqual(['A'])
    expect(tap(X, Y)).toEqual(['Y'])
    expect(tap(X, A, B)).toEqual(['A', 'B'])
  })

  it('an unusable coupon changes nothing', () => {
    expect(tap(A, U)).toEqual(['A'])
    expect(tap(X, U)).toEqual(['X'])
  })

  it('covers every order of two taps over the four usable coupons', () => {
    const usable = [A, B, X, Y]
    for (const first of usable) {
      for (const second of usable) {
        const result = tap(first, second)
        if (first === second) expect(result).toEqual([])
        else if (!second.overlay || !first.overlay) expect(result).toEqual([second.userCouponId])
        else expect(result).toEqual([first.userCouponId, second.userCouponId])
        // never a non-stackable together with anything else
        const withExclusive = result.some((id) => ALL.find((c) => c.userCouponId === id)?.overlay === false)
        if (withExclusive) expect(result).toHaveLength(1)
      }
    }
  })
})
