import type { LoadStatus } from '@/stores/load-status'
import { fen } from './checkout-amounts'
import type { Confirmation, OrderDraft, PointOrderDraft } from './checkout-calls'

export type DraftKind = 'money' | 'point'

/** The draft a confirmation opens: money (buy now or cart rows) before points, with the scheme it starts with. */
export type OpenedDraft =
  | { kind: 'money'; draft: OrderDraft; pointDraft: null; schemeDiscountId: string | null; schemeDiscountFen: number }
  | { kind: 'point'; draft: null; pointDraft: PointOrderDraft; schemeDiscountId: null; schemeDiscountFen: 0 }

/** The draft of a confirmation; null when it holds none. */
export function openedDraft(c: Confirmation): OpenedDraft | null {
  const money = c.moneyConfirmOrderResponse ?? c.cartConfirmirmOrderResponse ?? null
  if (money) return { kind: 'money', draft: money, pointDraft: null, schemeDiscountId: money.schemeDiscountId ?? null, schemeDiscountFen: fen(money.discountSchemeMoney) }
  const point = c.pointConfirmOrderResponse ?? null
  return point ? { kind: 'point', draft: null, pointDraft: point, schemeDiscountId: null, schemeDiscountFen: 0 } : null
}

/** What the submit depends on. */
export interface SubmitState {
  status: LoadStatus
  kind: DraftKind
  hasGoods: boolean
  pointsShort: boolean
  costing: boolean
  costed: boolean
}

/** Why the order cannot be submitted now, or '' when it can. */
export function blockReason(s: SubmitState, addressId: string | null): string {
  if (s.status !== 'ready') return '订单信息加载中'
  if (s.hasGoods && !addressId) return '请选择收货地址'
  if (s.pointsShort) return '积分不足，无法兑换'
  if (s.kind === 'money' && (s.costing || !s.costed)) return '正在计算金额，请稍候'
  return ''
}
