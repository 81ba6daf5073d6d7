import { array, boolean, looseObject, nullable, nullish, number, string, union } from 'valibot'

const id = union([string(), number()])
const amount = union([string(), number()])

const orderLineShape = looseObject({ productId: id, productName: string(), amount: number(), money: nullish(amount), point: nullish(number()) })

const orderSummaryShape = looseObject({
  orderId: id,
  orderCode: string(),
  status: number(),
  createTime: string(),
  lines: array(orderLineShape),
  payMoney: amount,
})

/** order/query: the list and its total as the order list reads them. */
export const orderPageShape = nullable(looseObject({ dataList: nullish(array(orderSummaryShape)), totalCount: nullish(number()) }))

/** order/{id}: what the detail page draws. */
export const orderDetailShape = looseObject({
  ...orderSummaryShape.entries,
  freight: nullish(amount),
  walletMoney: nullish(amount),
  couponMoney: nullish(amount),
  hasContract: nullish(boolean()),
})
