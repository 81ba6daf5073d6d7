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

/** order/validity/{id}: when a pending order stops being payable. */
export const orderValidityShape = looseObject({ valid: boolean(), expireTime: nullish(string()), serverTime: nullish(string()) })

/** order/delivery/{id}: the parcel and its trace. */
export const orderDeliveryShape = looseObject({
  company: nullish(string()),
  trackingNumber: nullish(string()),
  steps: array(looseObject({ time: string(), text: string() })),
})

/** order/contract/{id}: the contract's HTML. */
export const orderContractShape = looseObject({ title: nullish(string()), content: string() })
