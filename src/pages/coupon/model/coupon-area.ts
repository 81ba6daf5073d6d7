import { createCouponApi } from '@/shared/trade/coupon-api'
import { defineArea } from '@/stores/area-registry'
import { CouponState } from './coupon-state'

/** The coupon pages' model: the coupon state of spec §3. */
export const couponArea = defineArea('coupon', ({ deps }) => ({ coupons: new CouponState(createCouponApi(deps.send, deps.config)) }))
export type CouponArea = ReturnType<typeof couponArea.create>
