import type { OrderCancelRequest, OrderQueryRequest } from '@types-api/api/order'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { orderPageOf, orderQuery } from '@/services/api/order-query-calls'
import * as orders from './order-calls'

export { ORDER_PAGE_SIZE } from './order-calls'

/** The order pages' calls (declared in order-calls.ts and, the order query, in services/api/order-query-calls.ts), each answer read once here. */
export function createOrderApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    query: async (body: OrderQueryRequest) => orderPageOf(await call(orderQuery, body)),
    /** By order id (GET order/{id}); a page that knows only the code finds the id with `query`. */
    detail: async (orderId: string) => orders.orderDetailOf(await call(orders.orderDetail, orderId)),
    remove: async (orderId: string): Promise<void> => {
      await call(orders.orderRemove, orderId)
    },
    validity: (orderId: string) => call(orders.orderValidity, orderId),
    receive: async (orderId: string): Promise<void> => {
      await call(orders.orderReceive, orderId)
    },
    cancel: async (orderId: string, body: OrderCancelRequest): Promise<void> => {
      await call(orders.orderCancel, { orderId, ...body })
    },
    delivery: async (orderId: string) => orders.orderDeliveryOf(await call(orders.orderDelivery, orderId)),
    contract: async (orderId: string) => orders.orderContractOf(await call(orders.orderContract, orderId)),
  }
}
export type OrderApi = ReturnType<typeof createOrderApi>
