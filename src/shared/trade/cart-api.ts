import type { InferOutput } from 'valibot'
import type { CartAddRequest, CartUpdateRequest } from '@types-api/api/cart'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { listOf } from '@/services/api/common-shapes'
import { cartAdd, cartBatch, cartList, cartRemove, type cartItemShape } from './cart-calls'

/** One row of the cart; its id as the cart's actions send it back. */
export type CartItem = InferOutput<typeof cartItemShape> & { cartId: string }

/** The cart's rows and actions (declared in cart-calls.ts). */
export function createCartApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    list: async (): Promise<CartItem[]> => listOf(await call(cartList)).map((item) => ({ ...item, cartId: String(item.cartId) })),
    add: async (body: CartAddRequest): Promise<void> => {
      await call(cartAdd, body)
    },
    /** Changes one row's amount. */
    update: async (body: CartUpdateRequest): Promise<void> => {
      await call(cartBatch, [body])
    },
    remove: async (cartIds: string[]): Promise<void> => {
      await call(cartRemove, cartIds)
    },
  }
}
export type CartApi = ReturnType<typeof createCartApi>
