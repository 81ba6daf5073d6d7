import type { ApiResponse } from '@types-api/api/common'
import type {
  BestPromotionRequest,
  BestPromotionResponse,
  CalculationCostRequest,
  CalculationCostResponse,
  ConfirmOrderRequest,
  ConfirmOrderResponse,
  MergePayRequest,
  MergePayResponse,
  OrderPayStatus,
  WxPayParams,
  WxPayRequest,
} from '@types-api/api/checkout'
import type { CouponListRequest } from '@types-api/api/coupon'
import type { PointExchangeRequest, PointExchangeResult } from '@types-api/api/account'
import type { AppConfig } from '@/config/parse-env'
import { HttpError } from '@/services/http/errors'
import { createCall } from '@/services/http/declare'
import type { DataShape } from '@/services/http/shape'
import type { Send } from '@/services/http/types'
import { isHeldCoupon } from '@/utils/coupon-text'
import { bestPromotionShape, calculationCostShape, confirmShape, exchangePointShape, mergePayShape, payStatusShape, wxPayShape } from './checkout-shapes'
import { couponList } from '@/services/api/coupon-calls'
import { toCouponEntry, type CouponItem } from './coupon-api'

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new HttpError('bad-data', `${what}: empty data`)
  return value
}

/** Confirming, costing, creating and paying orders, and the parent's coupons. */
export function createCheckoutApi(send: Send, config: AppConfig) {
  const mall = config.hosts.mall
  const call = createCall(send, config.hosts)
  const post = <T>(path: string, data: unknown, shape: DataShape) =>
    send<ApiResponse<T>>({ url: `${mall}${path}`, method: 'POST', data, rule: 'code0', shape }).then((r) => need(r.data, path))
  return {
    confirm: (body: ConfirmOrderRequest) => post<ConfirmOrderResponse>('/product/order/confirmMergePayType', body, confirmShape),
    bestPromotion: (body: BestPromotionRequest) => post<BestPromotionResponse>('/promotion/best', body, bestPromotionShape),
    calculationCost: (body: CalculationCostRequest) => post<CalculationCostResponse>('/mergePay/calculationCost', body, calculationCostShape),
    mergePay: (body: MergePayRequest) => post<MergePayResponse>('/mergePay', body, mergePayShape),
    /** POST /point: exchanges points for one point product. */
    exchangePoint: (body: PointExchangeRequest) => post<PointExchangeResult>('/point', body, exchangePointShape),
    wxpay: (body: WxPayRequest) => post<WxPayParams>('/pay/wxpay', body, wxPayShape),
    queryStatus: (orderId: string) =>
      send<ApiResponse<OrderPayStatus>>({ url: `${mall}/order/queryStatus/${encodeURIComponent(orderId)}`, rule: 'code0', shape: payStatusShape }).then(
        (r) => need(r.data, 'queryStatus').status,
      ),
    /** The parent's own coupons of a tab (type 0 also lists offers to receive: left out here). */
    coupons: async (body: CouponListRequest): Promise<CouponItem[]> => ((await call(couponList, body)) ?? []).map(toCouponEntry).filter(isHeldCoupon),
  }
}
export type CheckoutApi = ReturnType<typeof createCheckoutApi>
