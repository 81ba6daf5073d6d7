import type { OrderCancelRequest, OrderQueryRequest } from '@types-api/api/order'
import type { AppConfig } from '@/config/parse-env'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { orderPageOf, orderQuery } from '@/services/api/order-calls'
import {
  orderCancel,
  orderContract,
  orderDelivery,
  orderDeliveryOf,
  orderDetail,
  orderDetailOf,
  orderReceive,
  orderRemove,
  orderValidity,
} from './order-calls'

export { ORDER_PAGE_SIZE } from './order-calls'

/** The order pages' calls (declared in order-calls.ts and, the order query, in services/api/order-calls.ts), each answer read once here. */
export function createOrderApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    query: async (body: OrderQueryRequest) => orderPageOf(await call(orderQuery, body)),
    /** By order id (GET order/{id}); a page that knows only the code finds the id with `query`. */
    detail: async (orderId: string) => orderDetailOf(await call(orderDetail, orderId)),
    remove: async (orderId: string): Promise<void> => {
      await call(orderRemove, orderId)
    },
    validity: (orderId: string) => call(orderValidity, orderId),
    receive: async (orderId: string): Promise<void> => {
      await call(orderReceive, orderId)
    },
    cancel: async (orderId: string, body: OrderCancelRequest): Promise<void> => {
      await call(orderCancel, { orderId, ...body })
    },
    delivery: async (orderId: string) => orderDeliveryOf(await call(orderDelivery, orderId)),
    contract: (orderId: string) => call(orderContract, orderId),
  }
}
export type OrderApi = ReturnType<typeof createOrderApi>
