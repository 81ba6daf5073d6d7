import type { ApiResponse } from '@types-api/api/common'
import type {
  OrderCancelRequest,
  OrderContract,
  OrderDelivery,
  OrderDetail,
  OrderPage,
  OrderQueryRequest,
  OrderValidity,
} from '@types-api/api/order'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { ORDER_API_VERSION } from '@types-api/api/order'
import { ignoresData } from '@/services/http/shape'
import { orderContractShape, orderDeliveryShape, orderDetailShape, orderPageShape, orderValidityShape } from './order-shapes'

/** Order API version the mall service expects (spec §9). */
/** Orders per page (spec §9). */
export const ORDER_PAGE_SIZE = 4

export function createOrderApi(send: Send, config: AppConfig) {
  const base = `${config.hosts.mall}/order`
  const id = (orderId: string) => encodeURIComponent(orderId)
  return {
    query: (body: OrderQueryRequest) =>
      send<ApiResponse<OrderPage>>({ url: `${base}/query?version=${ORDER_API_VERSION}`, method: 'POST', data: body, rule: 'code0', shape: orderPageShape }).then(
        (r) => ({ dataList: r.data?.dataList ?? [], totalCount: r.data?.totalCount ?? 0 }),
      ),
    /** By order id (GET order/{id}); a page that knows only the code finds the id with `query`. */
    detail: (orderId: string) =>
      send<ApiResponse<OrderDetail>>({ url: `${base}/${id(orderId)}?version=${ORDER_API_VERSION}`, rule: 'code0', shape: orderDetailShape }).then((r) => r.data),
    remove: (orderId: string) =>
      send<ApiResponse<unknown>>({ url: `${base}/${id(orderId)}`, method: 'DELETE', rule: 'code0', shape: ignoresData }).then(() => undefined),
    validity: (orderId: string) => send<ApiResponse<OrderValidity>>({ url: `${base}/validity/${id(orderId)}`, rule: 'code0', shape: orderValidityShape }).then((r) => r.data),
    receive: (orderId: string) =>
      send<ApiResponse<unknown>>({ url: `${base}/receive/${id(orderId)}`, method: 'PUT', rule: 'code0', shape: ignoresData }).then(() => undefined),
    /** The spec names no cancel path; the mall service answers POST order/cancel/{id} {reason}. */
    cancel: (orderId: string, body: OrderCancelRequest) =>
      send<ApiResponse<unknown>>({ url: `${base}/cancel/${id(orderId)}`, method: 'POST', data: body, rule: 'code0', shape: ignoresData }).then(() => undefined),
    delivery: (orderId: string) => send<ApiResponse<OrderDelivery>>({ url: `${base}/delivery/${id(orderId)}`, rule: 'code0', shape: orderDeliveryShape }).then((r) => r.data),
    contract: (orderId: string) => send<ApiResponse<OrderContract>>({ url: `${base}/contract/${id(orderId)}`, rule: 'code0', shape: orderContractShape }).then((r) => r.data),
  }
}
export type OrderApi = ReturnType<typeof createOrderApi>
