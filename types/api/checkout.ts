/**
 * What the app sends to confirm, cost, create and pay orders (mall service, spec §7 Cart and Pay).
 * The answers' types come from their shapes in src/shared/trade/checkout-calls.ts (the WeChat payment
 * parameters in src/services/pay/wxpay-calls.ts).
 */

/** What the parent buys directly (buy now). */
export interface ConfirmProduct {
  productId: string
  skuId?: string
  campusId?: string
  scheduleId?: string
  appointDate?: string
  amount: number
  /** 0 money, 1 points */
  payType: 0 | 1
  distributionSaleConfigId?: string
}

export interface ConfirmCart {
  cartId: string
  amount: number
  payType: 0 | 1
}

/** POST /mall/api/v1/product/order/confirmMergePayType: a product, or cart rows. */
export interface ConfirmOrderRequest {
  product?: ConfirmProduct
  cartIdList?: string[]
  carts?: ConfirmCart[]
}

export interface CouponPay {
  userCouponId: string
}

export interface PayLine {
  cartId?: string
  productId: string
  skuId?: string
  campusId?: string
  scheduleId?: string
  appointDate?: string
  amount: number
  payType: 0 | 1
}

/** POST /mall/api/v1/mergePay/calculationCost */
export interface CalculationCostRequest {
  couponPays: CouponPay[]
  /** wallet money to use, yuan */
  reserveMoney: string
  schemeDiscountAmount: string
  schemeDiscountId: string | null
  pays: PayLine[]
}

/** POST /mall/api/v1/promotion/best */
export interface BestPromotionRequest {
  pays: PayLine[]
}

/** POST /mall/api/v1/mergePay */
export interface MergePayRequest extends CalculationCostRequest {
  addressId?: string
  finalDiscountedPrice: string
  /** points to pay */
  point: number
  distributionSaleConfigId?: string
  distributionUserId?: string
  /** the same key for every retry of one checkout: the server creates the order once */
  requestKey: string
}

/** POST /mall/api/v1/pay/wxpay */
export interface WxPayRequest {
  orderId: string
  /** JSAPI for both the mini-program and WeChat's browser */
  tradeType: 'JSAPI'
}
