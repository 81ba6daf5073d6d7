import { boolean, literal, looseObject, nullish, number, optional, string, union } from 'valibot'
import type { CartAddRequest, CartUpdateRequest } from '@types-api/api/cart'
import { declareService, noData, sends } from '@/services/http/declare'
import { amount, id, listShape } from '@/services/api/common-shapes'

const mall = declareService('mall')

/** One row of the cart as the service sends it. */
export const cartItemShape = looseObject({
  cartId: id,
  productId: id,
  productName: nullish(string()),
  pic: nullish(string()),
  amount: optional(number()),
  /** 0 money, 1 points */
  payType: union([literal(0), literal(1)]),
  /** unit price in yuan */
  money: nullish(amount),
  /** unit price in points */
  point: nullish(amount),
  /** 1 effective, 0 invalid (sold out, expired, off the shelf) */
  isEffective: union([literal(0), literal(1), boolean()]),
  /** campus name of a course taken at a campus */
  campusName: optional(string()),
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime: optional(string()),
  endDateTime: optional(string()),
  /** the booked day, 'YYYY-MM-DD' */
  appointDate: optional(string()),
})

/** GET /cart */
export const cartList = mall.get('/cart', listShape(cartItemShape))
/** POST /cart */
export const cartAdd = mall.post('/cart', noData, { body: sends<CartAddRequest> })
/** POST /cart/batch {carts}: changes rows' amounts. */
export const cartBatch = mall.post('/cart/batch', noData, { body: (carts: CartUpdateRequest[]) => ({ carts }) })
/** DELETE /cart {cartIds} */
export const cartRemove = mall.delete('/cart', noData, { body: (cartIds: string[]) => ({ cartIds }) })
