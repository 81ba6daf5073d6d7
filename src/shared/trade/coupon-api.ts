import type { MemberRight, RightReceiveResult } from '@types-api/api/account'
import type { ApiResponse } from '@types-api/api/common'
import type { ReceiveCouponResult } from '@types-api/api/content'
import type { CouponEntry, CouponListRequest } from '@types-api/api/coupon'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { receiveCouponShape } from '@/services/api/shapes'
import { couponsShape, rightReceiveShape, rightsShape } from './checkout-shapes'

/**
 * The parent's coupons, the coupons offered to them and their member rights (mall service). POST
 * /coupon type 0 answers the parent's unused coupons and the offers to receive in one list.
 */
export function createCouponApi(send: Send, config: AppConfig) {
  const mall = config.hosts.mall
  return {
    /** POST /coupon: type 0 unused, 1 used, 2 expired. */
    list: (body: CouponListRequest) =>
      send<ApiResponse<CouponEntry[]>>({ url: `${mall}/coupon`, method: 'POST', data: body, rule: 'code0', shape: couponsShape }).then((r) => r.data ?? []),
    /** GET /coupon/receiveCoupon/{id} */
    receive: (couponId: string) =>
      send<ApiResponse<ReceiveCouponResult>>({ url: `${mall}/coupon/receiveCoupon/${encodeURIComponent(couponId)}`, rule: 'code0', shape: receiveCouponShape }).then((r) => r.data),
    /** GET /coupon/rights */
    rights: () => send<ApiResponse<MemberRight[]>>({ url: `${mall}/coupon/rights`, rule: 'code0', shape: rightsShape }).then((r) => r.data ?? []),
    /** POST /coupon/rights/receive */
    receiveRight: (rightsId: string) =>
      send<ApiResponse<RightReceiveResult>>({ url: `${mall}/coupon/rights/receive`, method: 'POST', data: { rightsId }, rule: 'code0', shape: rightReceiveShape }).then((r) => r.data),
  }
}
export type CouponApi = ReturnType<typeof createCouponApi>
