import { array, looseObject, nullish, number, string, union } from 'valibot'

const id = union([string(), number()])
const amount = union([string(), number()])

const draftLineShape = looseObject({ productId: id, productName: string(), amount: number(), payType: number(), money: nullish(amount) })

const draftShape = nullish(
  looseObject({
    cartList: array(draftLineShape),
    couponList: nullish(array(looseObject({ userCouponId: nullish(id) }))),
    freight: nullish(array(looseObject({ type: number(), money: amount }))),
  }),
)

/** product/order/confirmMergePayType: one of the three drafts, each as the confirmation page reads it. */
export const confirmShape = looseObject({
  moneyConfirmOrderResponse: draftShape,
  pointConfirmOrderResponse: nullish(looseObject({ cartList: array(draftLineShape) })),
  cartConfirmirmOrderResponse: draftShape,
})
