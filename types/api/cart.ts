/** The cart's rows (GET /mall/api/v1/cart) are CartItem, derived from its shape in src/shared/trade/cart-calls.ts. */

/** POST /mall/api/v1/cart */
export interface CartAddRequest {
  productId: string
  skuId?: string
  campusId?: string
  amount: number
  payType: 0 | 1
  scheduleId?: string
  appointDate?: string
  distributionSaleConfigId?: string
}

/** one row of POST /mall/api/v1/cart/batch */
export interface CartUpdateRequest {
  cartId: string
  amount: number
}
