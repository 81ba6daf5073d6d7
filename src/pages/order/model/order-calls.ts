import { ORDER_API_VERSION, type OrderCancelRequest } from '@types-api/api/order'
import { array, boolean, looseObject, nullish, string } from 'valibot'
import { amount } from '@/services/api/common-shapes'
import { orderSummaryOf, orderSummaryShape } from '@/services/api/order-query-calls'
import { declareService, noData, type Answer } from '@/services/http/declare'
import { yuanToFen } from '@/utils/money'

const mall = declareService('mall')

/**
 * The order pages' calls to the mall service (spec §7 Orders; cancel, delivery and contract are the
 * service's own paths). POST order/query, which the account tab makes too, is declared in
 * services/api/order-query-calls.ts.
 */
export type { OrderLine, OrderPage, OrderSummary } from '@/services/api/order-query-calls'

/** Orders per page (spec §9). */
export const ORDER_PAGE_SIZE = 4

const orderDetailShape = looseObject({
  ...orderSummaryShape.entries,
  payTime: nullish(string()),
  cancelTime: nullish(string()),
  cancelReason: nullish(string()),
  /** yuan: freight, wallet, coupons, the shop's discount scheme, and the lines before discounts */
  freight: nullish(amount),
  walletMoney: nullish(amount),
  couponMoney: nullish(amount),
  promotionMoney: nullish(amount),
  totalMoney: nullish(amount),
  /** the delivery address of a goods order; fullAddress is province, city, county and street on one line */
  address: nullish(looseObject({ name: string(), phone: string(), fullAddress: string() })),
  /** an order that includes a contract (courses, services) */
  hasContract: nullish(boolean()),
})

const orderPath = (prefix: string) => (orderId: string) => `/order/${prefix}${encodeURIComponent(orderId)}`

/** GET order/{id}?version=6.1.0 */
export const orderDetail = mall.get(orderPath(''), orderDetailShape, { query: () => ({ version: ORDER_API_VERSION }) })

/** DELETE order/{id} */
export const orderRemove = mall.delete(orderPath(''), noData)

/** GET order/validity/{id}: whether a pending order can still be paid, until when, and the server's time then. */
export const orderValidity = mall.get(orderPath('validity/'), looseObject({ valid: boolean(), expireTime: nullish(string()), serverTime: nullish(string()) }))

/** PUT order/receive/{id}: confirm receipt. */
export const orderReceive = mall.put(orderPath('receive/'), noData)

type OrderCancel = OrderCancelRequest & { orderId: string }

/** POST order/cancel/{id} {reason}: the spec names no cancel path; the mall service answers this one. */
export const orderCancel = mall.post((q: OrderCancel) => orderPath('cancel/')(q.orderId), noData, { body: (q: OrderCancel): OrderCancelRequest => ({ reason: q.reason }) })

const orderDeliveryShape = looseObject({
  company: nullish(string()),
  trackingNumber: nullish(string()),
  steps: array(looseObject({ time: string(), text: string() })),
})

/** GET order/delivery/{id}: the parcel and its trace (time 'YYYY-MM-DD HH:mm:ss', text), newest first. */
export const orderDelivery = mall.get(orderPath('delivery/'), orderDeliveryShape)

/** GET order/contract/{id}: the contract's server HTML (sanitized before rendering) and its amount in yuan. */
export const orderContract = mall.get(orderPath('contract/'), looseObject({ title: nullish(string()), content: string(), money: nullish(amount) }))

/** An order as the detail page reads it: the summary's reading, and no contract unless the service says. */
export function orderDetailOf(order: Answer<typeof orderDetail>) {
  const { shipped: _shipped, ...detail } = order
  return { ...detail, ...orderSummaryOf(order), hasContract: order.hasContract ?? false }
}
export type OrderDetail = ReturnType<typeof orderDetailOf>

export type OrderValidity = Answer<typeof orderValidity>

/** The parcel: a missing company or tracking number reads as ''. */
export function orderDeliveryOf(d: Answer<typeof orderDelivery>) {
  return { ...d, company: d.company ?? '', trackingNumber: d.trackingNumber ?? '' }
}
export type OrderDelivery = ReturnType<typeof orderDeliveryOf>
/** The contract as its page shows it: the HTML, and the amount in fen (null when the service gives none). */
export function orderContractOf(c: Answer<typeof orderContract>) {
  return { html: c.content, amountFen: yuanToFen(c.money) }
}
export type OrderContract = ReturnType<typeof orderContractOf>
