/** A coupon the parent holds, as the mall service sends it (spec §3). */
export interface CouponItem {
  userCouponId: string
  /** the coupon itself (on offers; on held coupons when known) */
  couponId?: string
  couponName?: string
  name?: string
  /** 1: valid N days after receiving; otherwise a fixed period */
  expiryType: number
  expiryDays?: number
  /** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' */
  starttime?: string
  endtime?: string
  /** yuan */
  facevalue: string
  /** true: can be combined with other coupons */
  overlay: boolean
  /** which products it applies to: a JSON text of CouponProductsRules (or a plain description) */
  productsRules?: string
  isused?: number
  isExpired?: number
  /** an offer: how many more this parent can receive now */
  receiveCount?: number
  /** an offer: how many are left for everyone; 0 means all given out */
  remainCount?: number
  /** an offer: 1 when this parent holds one */
  isReceived?: 0 | 1
  /** an offer: 1 when a member right of the parent grants it (会员权益券) */
  memberRights?: 0 | 1
  /** whether it applies to this order (confirm order only) */
  usable?: boolean
  /** why not, when it does not apply */
  reason?: string
}

/**
 * One item of POST /coupon: type 0 lists the parent's unused coupons (they carry userCouponId)
 * followed by the coupons offered to them to receive (couponId and receiveCount, no userCouponId).
 */
export type CouponEntry = Omit<CouponItem, 'userCouponId'> & { userCouponId?: string }

/** POST /mall/api/v1/coupon: the parent's coupons by tab (type 0 unused, 1 used, 2 expired). */
export interface CouponListRequest {
  type: 0 | 1 | 2
  pageIndex: number
  pageSize: number
}

/** Which products a coupon applies to: 0 every product, 1 the listed products, 2 the listed product types. */
export type CouponScope = 0 | 1 | 2

/** What a coupon's productsRules text holds (JSON). */
export interface CouponProductsRules {
  scope: CouponScope
  /** scope 1 */
  productIds?: string[]
  /** scope 2: product types (课程, 实物商品, 测评 …) */
  productTypes?: number[]
  /** the condition as the parent reads it, e.g. 满200元可用，限课程类商品 */
  text: string
}
