import { array, boolean, looseObject, nullish, number, string, type InferOutput } from 'valibot'
import { declareService, sends } from '@/services/http/declare'
import type { CouponListRequest } from '@types-api/api/coupon'
import { amount, couponEntryShape, flag, id, listShape } from './common-shapes'

const mall = declareService('mall')

/**
 * The coupon calls of the mall service that the account tab, the gift pack, the coupon pages and the
 * order confirmation all make: each declared once here.
 */

/**
 * One item of POST /coupon: type 0 lists the parent's unused coupons (they carry userCouponId)
 * followed by the coupons offered to them to receive (couponId and receiveCount, no userCouponId);
 * on the order confirmation each also says whether it applies to the order.
 */
export const couponListItemShape = looseObject({
  ...couponEntryShape.entries,
  /** true: can be combined with other coupons */
  overlay: nullish(flag),
  /** which products it applies to: a JSON text of CouponProductsRules (or a plain description) */
  productsRules: nullish(string()),
  /** an offer: how many more this parent can receive now */
  receiveCount: nullish(number()),
  /** an offer: how many are left for everyone; 0 means all given out */
  remainCount: nullish(number()),
  /** an offer: 1 when this parent holds one */
  isReceived: nullish(flag),
  /** an offer: 1 when a member right of the parent grants it (会员权益券) */
  memberRights: nullish(flag),
  /** whether it applies to this order (confirm order only) */
  usable: nullish(boolean()),
  /** why not, when it does not apply */
  reason: nullish(string()),
})

/** POST /coupon: type 0 lists the parent's unused coupons followed by the offers to receive; 1 used, 2 expired. */
export const couponList = mall.post('/coupon', listShape(couponListItemShape), { body: sends<CouponListRequest> })

export const receiveCouponShape = looseObject({ userCouponId: nullish(id), receiveCount: nullish(number()), couponName: nullish(string()) })
export type ReceiveCouponResult = InferOutput<typeof receiveCouponShape>

/** GET /coupon/receiveCoupon/{couponId} */
export const receiveCoupon = mall.get((couponId: string) => `/coupon/receiveCoupon/${encodeURIComponent(couponId)}`, receiveCouponShape)

export const memberRightShape = looseObject({
  rightsId: id,
  rightsName: string(),
  description: nullish(string()),
  starttime: nullish(string()),
  endtime: nullish(string()),
  coupons: nullish(array(looseObject({ couponName: string(), facevalue: amount, count: nullish(number()) }))),
  received: nullish(flag),
})
export type MemberRight = InferOutput<typeof memberRightShape>

/** GET /coupon/rights: the parent's member rights. */
export const memberRights = mall.get('/coupon/rights', listShape(memberRightShape))
