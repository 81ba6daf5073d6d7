import type { PointExchangeRequest } from '@types-api/api/account'
import type { BestPromotionRequest, CalculationCostRequest, ConfirmOrderRequest, MergePayRequest, WxPayRequest } from '@types-api/api/checkout'
import type { CouponListRequest } from '@types-api/api/coupon'
import type { AppConfig } from '@/config/app-config'
import { listOf } from '@/services/api/common-shapes'
import { couponList } from '@/services/api/coupon-calls'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { wxPay, wxPayParamsOf } from '@/services/pay/wxpay-calls'
import { isHeldCoupon } from '@/utils/coupon-text'
import * as checkout from './checkout-calls'
import { toCouponEntry, type CouponItem } from './coupon-api'

/** Confirming, costing, creating and paying orders, and the parent's coupons (declared in checkout-calls.ts); each answer read once here. */
export function createCheckoutApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    confirm: async (body: ConfirmOrderRequest) => checkout.confirmationOf(await call(checkout.confirmOrder, body)),
    bestPromotion: async (body: BestPromotionRequest) => checkout.bestPromotionOf(await call(checkout.bestPromotion, body)),
    calculationCost: (body: CalculationCostRequest) => call(checkout.calculationCost, body),
    mergePay: async (body: MergePayRequest) => checkout.mergePayOf(await call(checkout.mergePay, body)),
    /** POST /point: exchanges points for one point product. */
    exchangePoint: async (body: PointExchangeRequest) => checkout.exchangeOf(await call(checkout.exchangePoint, body)),
    wxpay: async (body: WxPayRequest) => wxPayParamsOf(await call(wxPay, body)),
    /** The order's payment status: 1 paid, 2 pending, -1 cancelled. */
    queryStatus: async (orderId: string) => (await call(checkout.payStatus, orderId)).status,
    /** The parent's own coupons of a tab (type 0 also lists offers to receive: left out here). */
    coupons: async (body: CouponListRequest): Promise<CouponItem[]> => listOf(await call(couponList, body)).map(toCouponEntry).filter(isHeldCoupon),
  }
}
export type CheckoutApi = ReturnType<typeof createCheckoutApi>
