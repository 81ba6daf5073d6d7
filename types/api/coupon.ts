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
