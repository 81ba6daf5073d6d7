import type { InferOutput } from 'valibot'
import type { CouponListRequest } from '@types-api/api/coupon'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { couponList, type couponListItemShape, memberRights, receiveCoupon } from '@/services/api/coupon-calls'
import { flagOrNone, textOrNone, type Optional } from '@/services/api/common-shapes'
import { receiveRight } from './member-right-calls'

const count = (v: string | number | null | undefined): number | undefined => (v === null || v === undefined ? undefined : Number(v))

/** A coupon of POST /coupon as the app reads it: ids and money as text, flags as numbers, absent fields undefined. */
export function toCouponEntry(c: InferOutput<typeof couponListItemShape>) {
  return {
    userCouponId: textOrNone(c.userCouponId),
    couponId: textOrNone(c.couponId),
    couponName: c.couponName ?? undefined,
    name: c.name ?? undefined,
    facevalue: String(c.facevalue),
    expiryType: c.expiryType ?? 0,
    expiryDays: c.expiryDays ?? undefined,
    starttime: c.starttime ?? undefined,
    endtime: c.endtime ?? undefined,
    overlay: Number(c.overlay ?? 0) === 1,
    productsRules: c.productsRules ?? undefined,
    isused: count(c.isused),
    isExpired: count(c.isExpired),
    receiveCount: c.receiveCount ?? undefined,
    remainCount: c.remainCount ?? undefined,
    isReceived: flagOrNone(c.isReceived),
    memberRights: flagOrNone(c.memberRights),
    usable: c.usable ?? undefined,
    reason: c.reason ?? undefined,
  }
}

/** One item of POST /coupon (held coupon or offer). */
export type CouponEntry = Optional<ReturnType<typeof toCouponEntry>>
/** A coupon the parent holds. */
export type CouponItem = CouponEntry & { userCouponId: string }
export type MemberRight = NonNullable<Awaited<ReturnType<CouponApi['rights']>>>[number]

/**
 * The parent's coupons, the coupons offered to them and their member rights (mall service). POST
 * /coupon type 0 answers the parent's unused coupons and the offers to receive in one list.
 */
export function createCouponApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    /** POST /coupon: type 0 unused, 1 used, 2 expired. */
    list: async (body: CouponListRequest): Promise<CouponEntry[]> => ((await call(couponList, body)) ?? []).map(toCouponEntry),
    /** GET /coupon/receiveCoupon/{id} */
    receive: (couponId: string) => call(receiveCoupon, couponId),
    /** GET /coupon/rights */
    rights: async () => (await call(memberRights)) ?? [],
    /** POST /coupon/rights/receive */
    receiveRight: (rightsId: string) => call(receiveRight, rightsId),
  }
}
export type CouponApi = ReturnType<typeof createCouponApi>
