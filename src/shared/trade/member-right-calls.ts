import { looseObject, nullish, number } from 'valibot'
import { declareService } from '@/services/http/declare'

const mall = declareService('mall')

// POST /coupon, GET /coupon/receiveCoupon/{id} and GET /coupon/rights are declared once, with the
// account tab's and the gift pack's, in services/api/coupon-calls.ts
/** POST /coupon/rights/receive */
export const receiveRight = mall.post('/coupon/rights/receive', nullish(looseObject({ couponCount: nullish(number()) })), { body: (rightsId: string) => ({ rightsId }) })
