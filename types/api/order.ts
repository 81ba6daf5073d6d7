/** The order service's API version (spec §9). */
export const ORDER_API_VERSION = '6.1.0'

/** Order status (spec §4): 2 pending payment, 1 finished, -1 cancelled. */
export type OrderStatus = 2 | 1 | -1

/** POST /mall/api/v1/order/query?version=6.1.0 (spec §7: pageIndex, pageSize 4, query, status). */
export interface OrderQueryRequest {
  pageIndex: number
  pageSize: number
  /** free text (order code or product name); '' for none */
  query: string
  /** absent for the 全部 tab */
  status?: OrderStatus
}

/** One product line of an order. */
export interface OrderLine {
  productId: string
  productName: string
  /** comma-separated image URLs, first is the cover */
  pic: string
  amount: number
  /** 0 money, 1 points */
  payType: 0 | 1
  /** unit price, yuan text */
  money: string
  point: number
  productType?: number
  skuId?: string
  /** the chosen sku, e.g. '24课时' */
  skuName?: string
  /** campus name of a course taken at a campus */
  campusName?: string
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime?: string
  endDateTime?: string
}

/** An order as the list returns it (spec §3: order list = dataList, totalCount). */
export interface OrderSummary {
  orderId: string
  orderCode: string
  status: OrderStatus
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
  lines: OrderLine[]
  /** money to pay, yuan text */
  payMoney: string
  point: number
  hasGoods: boolean
  /** goods received (confirm receipt done) */
  received: boolean
  /** goods handed to the carrier; a paid goods order is 待发货 until then */
  shipped?: boolean
}

export interface OrderPage {
  dataList: OrderSummary[]
  totalCount: number
}

export interface OrderAddress {
  name: string
  phone: string
  /** province city county and street, one line */
  fullAddress: string
}

/** GET /mall/api/v1/order/{id}?version=6.1.0 */
export interface OrderDetail extends OrderSummary {
  payTime?: string
  cancelTime?: string
  cancelReason?: string
  freight: string
  walletMoney: string
  couponMoney: string
  /** the shop's discount scheme (promotion), yuan text */
  promotionMoney?: string
  /** sum of lines before discounts, yuan text */
  totalMoney: string
  address?: OrderAddress
  /** an order that includes a contract (courses, services) */
  hasContract: boolean
}

/** GET /mall/api/v1/order/validity/{id}: whether a pending order can still be paid. */
export interface OrderValidity {
  valid: boolean
  /** 'YYYY-MM-DD HH:mm:ss', when the order stops being payable */
  expireTime: string
  /** server time the answer was made at, same format */
  serverTime: string
}

/** POST /mall/api/v1/order/cancel/{id} */
export interface OrderCancelRequest {
  reason: string
}

export interface DeliveryTraceStep {
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string
  text: string
}

/** GET /mall/api/v1/order/delivery/{id} */
export interface OrderDelivery {
  /** 快递公司 */
  company: string
  /** 运单号 */
  trackingNumber: string
  steps: DeliveryTraceStep[]
}

/** GET /mall/api/v1/order/contract/{id} */
export interface OrderContract {
  title: string
  /** server HTML; sanitize before rendering */
  content: string
}
