/**
 * The parent's account: wallet, member info and equity package, points and their record, daily
 * check-in, rankings, member rights and the points exchange (spec §3, §7).
 */

/** One wallet movement; amount in yuan text, negative for money spent. */
export interface WalletRecord {
  recordId: string
  title: string
  amount: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}

/** GET /api/user/getUserWallet?userId answers UserWallet, derived from its shape in src/services/api/user-api.ts. */

/** Member info (spec §3): a membership map per user, carried by GET /api/user/getUserInfo as memberInfo. */
export type MemberInfoMap = Record<string, { level: string; levelName: string; expireTime: string }>

/** A coupon a right grants. */
export interface RightCoupon {
  couponName: string
  /** yuan text */
  facevalue: string
  count: number
}

/** GET /mall/api/v1/coupon/rights: one member right. */
export interface MemberRight {
  rightsId: string
  rightsName: string
  description: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  starttime: string
  endtime: string
  coupons: RightCoupon[]
  /** 1 when this parent has received its coupons */
  received: 0 | 1
}

/** POST /mall/api/v1/coupon/rights/receive */
export interface RightReceiveRequest {
  rightsId: string
}
export interface RightReceiveResult {
  rightsId: string
  /** how many coupons went into the parent's coupons */
  couponCount: number
}

/** 1 earned, 2 spent; absent for all. */
export type PointRecordType = 1 | 2

/** One points movement; point is positive for earned, negative for spent. */
export interface PointRecord {
  recordId: string
  title: string
  point: number
  type: PointRecordType
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}


/** POST /mall/api/v1/point: exchanges points for a point product (path of spec §7); the answer is read by its shape in src/shared/trade/checkout-calls.ts. */
export interface PointExchangeRequest {
  productId: string
  skuId?: string
  amount: number
  addressId?: string
}
