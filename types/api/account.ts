/**
 * What the app sends about the parent's account: receiving a member right, the points record's
 * filter and the points exchange (spec §3, §7). The answers' types come from their shapes in src/.
 */

/** POST /mall/api/v1/coupon/rights/receive */
export interface RightReceiveRequest {
  rightsId: string
}

/** 1 earned, 2 spent; absent for all. */
export type PointRecordType = 1 | 2

/** POST /mall/api/v1/point: exchanges points for a point product (path of spec §7); the answer is read by its shape in src/shared/trade/checkout-calls.ts. */
export interface PointExchangeRequest {
  productId: string
  skuId?: string
  amount: number
  addressId?: string
}
