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

/** One line of the order draft. */
export interface DraftLine {
  cartId?: string
  productId: string
  productName: string
  pic: string
  skuId?: string
  skuName?: string
  campusId?: string
  scheduleId?: string
  appointDate?: string
  /** campus name of a course taken at a campus */
  campusName?: string
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime?: string
  endDateTime?: string
  amount: number
  payType: 0 | 1
  /** unit price, yuan */
  money: string
  point: number
  /** 1 goods that need delivery */
  isGoods?: boolean
  distributionSaleConfigId?: string
}

/** Freight entries (spec §3): type 1 is freight. */
export interface FreightEntry {
  type: number
  money: string
}

/** A coupon of the draft: one the parent holds, and whether it applies to this order. */
export type DraftCoupon = {
  userCouponId: string
  couponId?: string
  couponName?: string
  name?: string
  expiryType: number
  expiryDays?: number
  starttime?: string
  endtime?: string
  /** yuan */
  facevalue: string
  overlay: boolean
  productsRules?: string
  isused?: number
  isExpired?: number
  usable?: boolean
  reason?: string
}

/** The money order draft (spec §3). */
export interface OrderDraft {
  cartList: DraftLine[]
  couponList: DraftCoupon[]
  /** discount of the best scheme, yuan */
  discountSchemeMoney: string
  schemeDiscountId: string | null
  /** wallet balance, yuan */
  walletMoney: string
  freight: FreightEntry[]
  /** money held for unpaid orders, yuan */
  lockMoney: string
  hasGoods: boolean
}

/** The points order draft. */
export interface PointOrderDraft {
  cartList: DraftLine[]
  /** total points to pay */
  point: number
  /** the parent's points balance */
  userPoint: number
  freight: FreightEntry[]
  hasGoods: boolean
}

/** The server's own spelling: cartConfirmirmOrderResponse. */
export interface ConfirmOrderResponse {
  moneyConfirmOrderResponse?: OrderDraft | null
  pointConfirmOrderResponse?: PointOrderDraft | null
  cartConfirmirmOrderResponse?: OrderDraft | null
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

/** All amounts in yuan. */
export interface CalculationCostResponse {
  totalMoney: string
  couponMoney: string
  schemeDiscountAmount: string
  reserveMoney: string
  freight: string
  /** what is left to pay after everything */
  finalDiscountedPrice: string
}

/** POST /mall/api/v1/promotion/best */
export interface BestPromotionRequest {
  pays: PayLine[]
}

export interface BestPromotionResponse {
  schemeDiscountId: string | null
  schemeDiscountAmount: string
  userCouponIds: string[]
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

export interface MoneyPayResponse {
  orderId: string
  orderCode: string
  /** yuan */
  payMoney: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string
}

export interface PointPayResponse {
  orderId: string
  orderCode: string
  point: number
}

export interface MergePayResponse {
  moneyPayResponse?: MoneyPayResponse | null
  pointPayResponse?: PointPayResponse | null
}

/** POST /mall/api/v1/pay/wxpay */
export interface WxPayRequest {
  orderId: string
  /** JSAPI for both the mini-program and WeChat's browser */
  tradeType: 'JSAPI'
}

export interface WxPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'MD5' | 'HMAC-SHA256' | 'RSA'
  paySign: string
}

/** GET /mall/api/v1/order/queryStatus/{id}: 1 paid, 2 pending, -1 cancelled. */
export interface OrderPayStatus {
  orderId: string
  status: number
}
