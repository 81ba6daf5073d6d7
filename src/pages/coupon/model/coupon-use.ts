import type { GiftCoupon } from '@/services/api/catalog-api'
import { flagOf } from '@/services/api/common-shapes'
import type { CouponEntry, CouponItem } from '@/shared/trade/coupon-api'
import { routes } from '@/config/routes'
import { isHeldCoupon, parseProductsRules } from '@/utils/coupon-text'

/** Where 去使用 leads (spec §8 coupon button): what the coupon's productsRules allow. */
export type CouponUseTarget =
  /** a coupon for everything, or one whose products cannot be told: the mall tab */
  | { kind: 'mall' }
  /** exactly one product: its detail page */
  | { kind: 'product'; productId: string }
  /** several products or product types: the product list filtered to this coupon */
  | { kind: 'list'; couponId: string }

export interface CouponUseSource {
  couponId?: string
  userCouponId?: string
  productsRules?: string
}

export function couponUseTarget(c: CouponUseSource): CouponUseTarget {
  const rules = parseProductsRules(c.productsRules)
  const id = c.couponId || c.userCouponId || ''
  if (!rules || rules.scope === 0) return { kind: 'mall' }
  if (rules.scope === 1 && rules.productIds?.length === 1) return { kind: 'product', productId: rules.productIds[0] }
  const listed = rules.scope === 1 ? rules.productIds?.length : rules.productTypes?.length
  if (!listed || !id) return { kind: 'mall' }
  return { kind: 'list', couponId: id }
}

/** The route 去使用 opens. */
export function couponUseRoute(c: CouponUseSource): string {
  const t = couponUseTarget(c)
  if (t.kind === 'product') return routes.goodsDetail({ id: t.productId })
  if (t.kind === 'list') return routes.search({ couponId: t.couponId })
  return routes.mall()
}

/** An offered coupon (an item of POST /coupon type 0 without userCouponId) as the offer card reads it. */
export function offerOf(c: CouponEntry): GiftCoupon {
  return {
    couponId: c.couponId ?? '',
    couponName: c.couponName || c.name || '',
    facevalue: c.facevalue,
    overlay: c.overlay,
    expiryType: c.expiryType,
    expiryDays: c.expiryDays,
    starttime: c.starttime,
    endtime: c.endtime,
    productsRules: c.productsRules,
    receiveCount: Math.max(0, Number(c.receiveCount) || 0),
    isReceived: flagOf(c.isReceived),
    isExpired: flagOf(c.isExpired),
    remainCount: c.remainCount,
  }
}

/**
 * The coupons offered to this parent (myCoupons of spec §3): those their member rights grant, and the
 * others. They come with POST /coupon type 0 (the items with receiveCount and no userCouponId); each
 * is received with GET /coupon/receiveCoupon/{couponId}. An offer takes the form of a gift pack coupon.
 */
export interface CouponOffers {
  memberRightsCoupons: GiftCoupon[]
  otherCoupons: GiftCoupon[]
}

/**
 * Splits the answer of POST /coupon type 0: the parent's own unused coupons, and the coupons offered
 * to them (myCoupons of spec §3: those of member rights, then the others).
 */
export function splitUnused(items: CouponEntry[]): { coupons: CouponItem[]; offers: CouponOffers } {
  const offers = items.filter((c) => !isHeldCoupon(c) && !!c.couponId)
  return {
    coupons: items.filter((c) => isHeldCoupon(c)),
    offers: {
      memberRightsCoupons: offers.filter((c) => Number(c.memberRights) === 1).map(offerOf),
      otherCoupons: offers.filter((c) => Number(c.memberRights) !== 1).map(offerOf),
    },
  }
}
