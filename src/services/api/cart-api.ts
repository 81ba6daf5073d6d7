import type { ApiResponse } from '@types-api/api/common'
import type { CartAddRequest, CartItem, CartUpdateRequest } from '@types-api/api/cart'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { cartItemShape, listShape } from './shapes'
import { ignoresData } from '@/services/http/shape'

export function createCartApi(send: Send, config: AppConfig) {
  const url = `${config.hosts.mall}/cart`
  return {
    list: () => send<ApiResponse<CartItem[]>>({ url, rule: 'code0', shape: listShape(cartItemShape) }).then((r) => r.data ?? []),
    add: (body: CartAddRequest) => send<ApiResponse<unknown>>({ url, method: 'POST', data: body, rule: 'code0', shape: ignoresData }).then(() => undefined),
    /** Changes one row's amount. */
    update: (body: CartUpdateRequest) =>
      send<ApiResponse<unknown>>({ url: `${url}/batch`, method: 'POST', data: { carts: [body] }, rule: 'code0', shape: ignoresData }).then(() => undefined),
    remove: (cartIds: string[]) =>
      send<ApiResponse<unknown>>({ url, method: 'DELETE', data: { cartIds }, rule: 'code0', shape: ignoresData }).then(() => undefined),
  }
}
export type CartApi = ReturnType<typeof createCartApi>
