import { array, boolean, literal, looseObject, nullable, nullish, number, optional, string, union, type GenericSchema } from 'valibot'

/**
 * The shapes the screens rely on, checked where answers enter the app (see services/http/shape.ts).
 * Objects are loose: fields the screens do not read may come and go.
 */
const id = union([string(), number()])
const amount = union([string(), number()])

export const productListItemShape = looseObject({
  productId: id,
  name: string(),
  pic: nullish(string()),
  purchasemoney: nullish(amount),
  originalmoney: nullish(amount),
  tagNames: nullish(array(string())),
})

/** A page of items: the list may be missing (read as empty), but never something else. */
export const pageShape = (item: GenericSchema) => nullable(looseObject({ list: nullish(array(item)), total: nullish(amount) }))

export const listShape = (item: GenericSchema) => nullable(array(item))

export const cartItemShape = looseObject({
  cartId: id,
  productId: id,
  payType: union([literal(0), literal(1)]),
  amount: optional(number()),
  isEffective: union([literal(0), literal(1), boolean()]),
})
