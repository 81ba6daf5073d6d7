import type { PointExchangeRequest } from '@types-api/api/account'
import type { BestPromotionRequest, CalculationCostRequest, ConfirmOrderRequest, MergePayRequest } from '@types-api/api/checkout'
import { array, boolean, literal, looseObject, nullish, number, string, union, type InferOutput } from 'valibot'
import { amount, id, listOf } from '@/services/api/common-shapes'
import { couponListItemShape } from '@/services/api/coupon-calls'
import { declareService, type Answer, sends } from '@/services/http/declare'
import { isHeldCoupon } from '@/utils/coupon-text'
import { toCouponEntry, type CouponItem } from './coupon-api'

const mall = declareService('mall')

/**
 * Confirming, costing, creating and checking orders (mall service, spec §7 Pay): each call declared
 * once beside the shape of what the confirmation and payment read. Paying with WeChat is declared
 * in services/pay/wxpay-calls.ts, the coupon list in services/api/coupon-calls.ts.
 */

/** One line of an order draft. */
const draftLineShape = looseObject({
  cartId: nullish(id),
  productId: id,
  productName: string(),
  /** comma-separated image URLs, the first is the cover */
  pic: nullish(string()),
  skuId: nullish(id),
  skuName: nullish(string()),
  campusId: nullish(id),
  scheduleId: nullish(id),
  appointDate: nullish(string()),
  /** campus name of a course taken at a campus */
  campusName: nullish(string()),
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime: nullish(string()),
  endDateTime: nullish(string()),
  amount: number(),
  /** 0 money, 1 points */
  payType: union([literal(0), literal(1)]),
  /** unit price, yuan */
  money: nullish(amount),
  point: nullish(number()),
  distributionSaleConfigId: nullish(id),
})

/** Freight entries (spec §3): type 1 is freight, in yuan. */
const freightShape = nullish(array(looseObject({ type: number(), money: amount })))

/** The money order draft (spec §3 order draft); the coupons say whether they apply to this order. */
const orderDraftShape = looseObject({
  cartList: array(draftLineShape),
  couponList: nullish(array(couponListItemShape)),
  /** discount of the best scheme, yuan */
  discountSchemeMoney: nullish(amount),
  schemeDiscountId: nullish(id),
  /** wallet balance, yuan */
  walletMoney: nullish(amount),
  freight: freightShape,
  /** wallet money the parent's unpaid orders hold (not in walletMoney until they are cancelled), yuan */
  lockMoney: nullish(amount),
  hasGoods: nullish(boolean()),
})

/** The points order draft: the points to pay and the parent's balance. */
const pointDraftShape = looseObject({
  cartList: array(draftLineShape),
  point: nullish(number()),
  userPoint: nullish(number()),
  freight: freightShape,
  hasGoods: nullish(boolean()),
})

const confirmOrderShape = looseObject({
  moneyConfirmOrderResponse: nullish(orderDraftShape),
  pointConfirmOrderResponse: nullish(pointDraftShape),
  cartConfirmirmOrderResponse: nullish(orderDraftShape),
})

/** POST product/order/confirmMergePayType: a product or cart rows; one of three drafts (the service's own spelling cartConfirmirm…). */
export const confirmOrder = mall.post('/product/order/confirmMergePayType', confirmOrderShape, { body: sends<ConfirmOrderRequest> })

/** POST promotion/best: the coupons and the discount scheme chosen first. */
export const bestPromotion = mall.post('/promotion/best', looseObject({ schemeDiscountId: nullish(id), schemeDiscountAmount: nullish(amount), userCouponIds: array(id) }), { body: sends<BestPromotionRequest> })

const calculationCostShape = looseObject({
  totalMoney: amount,
  couponMoney: nullish(amount),
  schemeDiscountAmount: nullish(amount),
  reserveMoney: nullish(amount),
  freight: nullish(amount),
  /** what is left to pay after everything */
  finalDiscountedPrice: amount,
})

/** POST mergePay/calculationCost: the figures of the confirmation for the chosen coupons, scheme and wallet (yuan). */
export const calculationCost = mall.post('/mergePay/calculationCost', calculationCostShape, { body: sends<CalculationCostRequest> })

const mergePayShape = looseObject({
  moneyPayResponse: nullish(looseObject({ orderId: id, orderCode: string(), payMoney: amount })),
  pointPayResponse: nullish(looseObject({ orderId: id, orderCode: string(), point: number() })),
})

/** POST mergePay: creates the money order, the point order, or both (once per requestKey). */
export const mergePay = mall.post('/mergePay', mergePayShape, { body: sends<MergePayRequest> })

/** POST /point: exchanges points for one point product; answers the point order created. */
export const exchangePoint = mall.post('/point', looseObject({ orderId: id, orderCode: string(), point: number() }), { body: sends<PointExchangeRequest> })

/** GET order/queryStatus/{id}: 1 paid, 2 pending, -1 cancelled. */
export const payStatus = mall.get((orderId: string) => `/order/queryStatus/${encodeURIComponent(orderId)}`, looseObject({ status: number() }))

type Id = string | number | null | undefined
/** `{ [key]: id as text }`, or nothing when the service left it out. */
const idAsText = <K extends string>(key: K, value: Id) => (value === null || value === undefined ? {} : { [key]: String(value) }) as { [P in K]?: string }

/** A draft line: ids as text (left out when the service leaves them out), points 0 when missing. */
export function draftLineOf(line: InferOutput<typeof draftLineShape>) {
  const { cartId, skuId, campusId, scheduleId, distributionSaleConfigId, ...l } = line
  return {
    ...l,
    ...idAsText('cartId', cartId),
    productId: String(l.productId),
    ...idAsText('skuId', skuId),
    ...idAsText('campusId', campusId),
    ...idAsText('scheduleId', scheduleId),
    ...idAsText('distributionSaleConfigId', distributionSaleConfigId),
    point: l.point ?? 0,
  }
}
export type DraftLine = ReturnType<typeof draftLineOf>

/** A money draft: lines read as above, the parent's own coupons as the coupon list reads them, the scheme's id as text, missing lists empty. */
export function orderDraftOf(d: InferOutput<typeof orderDraftShape>) {
  const { couponList, ...draft } = d
  const coupons: CouponItem[] = listOf(couponList).map(toCouponEntry).filter(isHeldCoupon)
  return {
    ...draft,
    cartList: d.cartList.map(draftLineOf),
    couponList: coupons,
    schemeDiscountId: d.schemeDiscountId === null || d.schemeDiscountId === undefined ? null : String(d.schemeDiscountId),
    freight: listOf(d.freight),
    hasGoods: d.hasGoods ?? false,
  }
}
export type OrderDraft = ReturnType<typeof orderDraftOf>

/** A points draft: points and balance 0 when missing. */
export function pointDraftOf(d: InferOutput<typeof pointDraftShape>) {
  return { ...d, cartList: d.cartList.map(draftLineOf), point: d.point ?? 0, userPoint: d.userPoint ?? 0, freight: listOf(d.freight), hasGoods: d.hasGoods ?? false }
}
export type PointOrderDraft = ReturnType<typeof pointDraftOf>

/** The confirmation with each draft it holds read as above (a draft the service leaves out stays out). */
export function confirmationOf(c: Answer<typeof confirmOrder>) {
  const money = c.moneyConfirmOrderResponse
  const point = c.pointConfirmOrderResponse
  const cart = c.cartConfirmirmOrderResponse
  return {
    ...(money ? { moneyConfirmOrderResponse: orderDraftOf(money) } : {}),
    ...(point ? { pointConfirmOrderResponse: pointDraftOf(point) } : {}),
    ...(cart ? { cartConfirmirmOrderResponse: orderDraftOf(cart) } : {}),
  }
}
export type Confirmation = ReturnType<typeof confirmationOf>

/** The best promotion: ids as text, no scheme when the service names none. */
export function bestPromotionOf(b: Answer<typeof bestPromotion>) {
  return { ...b, schemeDiscountId: b.schemeDiscountId === null || b.schemeDiscountId === undefined ? null : String(b.schemeDiscountId), userCouponIds: b.userCouponIds.map(String) }
}
export type BestPromotion = ReturnType<typeof bestPromotionOf>

export type CalculationCost = Answer<typeof calculationCost>

/** The orders created: their ids as text (an order the service leaves out stays out). */
export function mergePayOf(r: Answer<typeof mergePay>) {
  const money = r.moneyPayResponse
  const point = r.pointPayResponse
  return {
    ...(money ? { moneyPayResponse: { ...money, orderId: String(money.orderId) } } : {}),
    ...(point ? { pointPayResponse: { ...point, orderId: String(point.orderId) } } : {}),
  }
}
export type MergePayResult = ReturnType<typeof mergePayOf>

/** The point order created by an exchange: its id as text. */
export const exchangeOf = (r: Answer<typeof exchangePoint>) => ({ ...r, orderId: String(r.orderId) })
export type PointExchange = ReturnType<typeof exchangeOf>
