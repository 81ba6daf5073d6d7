import { ORDER_API_VERSION, type OrderQueryRequest } from '@types-api/api/order'
import { array, boolean, literal, looseObject, nullable, nullish, number, string, union, type InferOutput } from 'valibot'
import { declareService, type Answer, sends } from '@/services/http/declare'
import { amount, id } from './common-shapes'

const mall = declareService('mall')

/**
 * POST order/query, declared once: the order pages read its pages of orders, the account tab only
 * the count of orders waiting for payment. The order pages' other calls are in
 * pages/order/model/order-calls.ts.
 */

const orderLineShape = looseObject({
  productId: id,
  productName: string(),
  /** comma-separated image URLs, the first is the cover */
  pic: nullish(string()),
  amount: number(),
  /** 0 money, 1 points */
  payType: union([literal(0), literal(1)]),
  /** unit price, yuan */
  money: nullish(amount),
  point: nullish(number()),
  productType: nullish(number()),
  skuId: nullish(id),
  /** the chosen sku, e.g. '24课时' */
  skuName: nullish(string()),
  /** campus name of a course taken at a campus */
  campusName: nullish(string()),
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime: nullish(string()),
  endDateTime: nullish(string()),
})

export const orderSummaryShape = looseObject({
  orderId: id,
  orderCode: string(),
  /** 2 pending payment, 1 finished, -1 cancelled (spec §4) */
  status: number(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string(),
  lines: array(orderLineShape),
  /** money to pay, yuan */
  payMoney: amount,
  point: nullish(number()),
  hasGoods: nullish(boolean()),
  /** goods handed to the carrier; a paid goods order is 待发货 until then */
  shipped: nullish(boolean()),
  /** goods received (confirm receipt done) */
  received: nullish(boolean()),
})

/** POST order/query?version=6.1.0: a page of orders (dataList, totalCount; spec §3). */
export const orderQuery = mall.post('/order/query', nullable(looseObject({ dataList: nullish(array(orderSummaryShape)), totalCount: nullish(amount) })), { query: () => ({ version: ORDER_API_VERSION }), body: sends<OrderQueryRequest> })

/** One product line as the order pages read it: ids as text, points 0 when the service leaves them out. */
export function orderLineOf(line: InferOutput<typeof orderLineShape>) {
  const { skuId, ...l } = line
  return { ...l, productId: String(l.productId), ...(skuId === null || skuId === undefined ? {} : { skuId: String(skuId) }), point: l.point ?? 0 }
}
export type OrderLine = ReturnType<typeof orderLineOf>

/**
 * An order as the list reads it: the id as text, the lines read the same way, points 0 and the goods
 * flags false when left out; `shipped` stays unknown (undefined) unless the service says.
 */
export function orderSummaryOf(order: InferOutput<typeof orderSummaryShape>) {
  const { shipped, ...o } = order
  return {
    ...o,
    orderId: String(o.orderId),
    lines: o.lines.map(orderLineOf),
    point: o.point ?? 0,
    hasGoods: o.hasGoods ?? false,
    received: o.received ?? false,
    ...(shipped === null || shipped === undefined ? {} : { shipped }),
  }
}
export type OrderSummary = ReturnType<typeof orderSummaryOf>

/** A page of orders: a missing list is empty, a missing count 0. */
export function orderPageOf(d: Answer<typeof orderQuery>) {
  return { dataList: (d?.dataList ?? []).map(orderSummaryOf), totalCount: Number(d?.totalCount) || 0 }
}
export type OrderPage = ReturnType<typeof orderPageOf>

