/**
 * What the app sends to the order service (spec §7 Orders). The answers' types come from their
 * shapes in src/pages/order/model/order-calls.ts.
 */

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

/** POST /mall/api/v1/order/cancel/{id} */
export interface OrderCancelRequest {
  reason: string
}
