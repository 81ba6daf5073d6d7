import { array, looseObject, nullish, number, string } from 'valibot'
import { amount, id } from '@/services/api/shapes'

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

/** promotion/best: the coupons and discount chosen first. */
export const bestPromotionShape = looseObject({ schemeDiscountId: nullish(id), schemeDiscountAmount: nullish(amount), userCouponIds: array(id) })

/** mergePay/calculationCost: the figures the confirmation page shows. */
export const calculationCostShape = looseObject({
  totalMoney: amount,
  couponMoney: nullish(amount),
  schemeDiscountAmount: nullish(amount),
  reserveMoney: nullish(amount),
  freight: nullish(amount),
  finalDiscountedPrice: amount,
})

/** mergePay: the money order, the point order, or both. */
export const mergePayShape = looseObject({
  moneyPayResponse: nullish(looseObject({ orderId: id, orderCode: string(), payMoney: amount })),
  pointPayResponse: nullish(looseObject({ orderId: id, orderCode: string(), point: number() })),
})

/** POST /point: the point order created. */
export const exchangePointShape = looseObject({ orderId: id, orderCode: string(), point: number() })

/** pay/wxpay: what WeChat's payment needs. */
export const wxPayShape = looseObject({ timeStamp: amount, nonceStr: string(), package: string(), signType: string(), paySign: string() })

/** order/queryStatus */
export const payStatusShape = looseObject({ status: number() })
