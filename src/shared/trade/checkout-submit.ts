import type { PointExchangeRequest } from '@types-api/api/account'
import type { CalculationCostRequest, ConfirmProduct, MergePayRequest } from '@types-api/api/checkout'
import { fenToYuanText } from '@/utils/money'
import { fen } from './checkout-amounts'
import type { CheckoutApi } from './checkout-api'
import type { DraftLine, MergePayResult, PointExchange } from './checkout-calls'
import type { DraftKind } from './checkout-draft'

/** The order created by submitting; kept so a retry pays it instead of making another. */
export interface CreatedOrder {
  orderId: string
  orderCode: string
  /** money to pay in fen; 0 for points-only orders */
  payFen: number
  points: number
  kind: DraftKind
}

let keyCounter = 0

/** A new key for one checkout: every submit of it sends the same key, so the server creates one order. */
export function newRequestKey(nowMs: number): string {
  keyCounter += 1
  return `ck-${nowMs.toString(36)}-${keyCounter}-${Math.random().toString(36).slice(2, 8)}`
}

/** What one submit sends. */
export interface Submission {
  kind: DraftKind
  /** the product bought now, when it is not cart rows */
  product: ConfirmProduct | undefined
  lines: readonly DraftLine[]
  addressId: string | null
  /** the cost request of the current choices */
  cost: CalculationCostRequest
  /** what the parent pays in money, fen */
  finalFen: number
  points: number
  requestKey: string
  /** the distribution ids to send with the order (read when a money or cart order is created) */
  distribution: () => Pick<MergePayRequest, 'distributionSaleConfigId' | 'distributionUserId'>
}

/** A point product bought now is exchanged with POST /point: the product, its sku and amount as the draft line says. */
export function exchangeRequestOf(s: Pick<Submission, 'lines' | 'addressId'>, product: ConfirmProduct): PointExchangeRequest {
  const line = s.lines[0]
  const skuId = line?.skuId ?? product.skuId
  return {
    productId: product.productId,
    ...(skuId ? { skuId } : {}),
    amount: line?.amount ?? product.amount,
    ...(s.addressId ? { addressId: s.addressId } : {}),
  }
}

/** The mergePay payload: the cost request with the address, what is paid, the points, the distribution ids and the key. */
export function mergePayRequestOf(s: Submission): MergePayRequest {
  return {
    ...s.cost,
    ...(s.addressId ? { addressId: s.addressId } : {}),
    finalDiscountedPrice: fenToYuanText(s.kind === 'money' ? s.finalFen : 0),
    point: s.kind === 'point' ? s.points : 0,
    ...s.distribution(),
    requestKey: s.requestKey,
  }
}

/** The order mergePay created: the money order when there is one, else the point order; null when neither. */
export function createdOrderOf(res: MergePayResult): CreatedOrder | null {
  const money = res.moneyPayResponse
  if (money) return { orderId: money.orderId, orderCode: money.orderCode, payFen: fen(money.payMoney), points: 0, kind: 'money' }
  const point = res.pointPayResponse
  return point ? { orderId: point.orderId, orderCode: point.orderCode, payFen: 0, points: point.point, kind: 'point' } : null
}

export const exchangedOrderOf = (res: PointExchange): CreatedOrder => ({ orderId: res.orderId, orderCode: res.orderCode, payFen: 0, points: res.point, kind: 'point' })

/** Creates the order of one submit: a point product bought now by exchange, anything else with mergePay. Rejects when nothing was created. */
export async function submitOrder(api: Pick<CheckoutApi, 'exchangePoint' | 'mergePay'>, s: Submission): Promise<CreatedOrder> {
  if (s.kind === 'point' && s.product) return exchangedOrderOf(await api.exchangePoint(exchangeRequestOf(s, s.product)))
  const created = createdOrderOf(await api.mergePay(mergePayRequestOf(s)))
  if (!created) throw new Error('下单失败，请稍后再试')
  return created
}
