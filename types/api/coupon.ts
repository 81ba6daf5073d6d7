/** A coupon as the mall service sends it (spec §3). */
export interface CouponItem {
  userCouponId: string
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
  productsRules?: string
  isused?: number
  isExpired?: number
  receiveCount?: number
  /** whether it applies to this order (confirm order only) */
  usable?: boolean
  /** why not, when it does not apply */
  reason?: string
}

/** POST /mall/api/v1/coupon: the parent's coupons by tab (type 0 unused, 1 used, 2 expired). */
export interface CouponListRequest {
  type: 0 | 1 | 2
  pageIndex: number
  pageSize: number
}
