import type { CalculationCostRequest, PayLine } from '@types-api/api/checkout'
import { fenToYuanText, yuanToFen } from '@/utils/money'
import type { CalculationCost, DraftLine } from './checkout-calls'
import { walletCapFen } from './wallet-cap'

/** Money of the service (yuan, text or number) in fen; 0 when missing or unreadable. */
export const fen = (v: unknown): number => yuanToFen(v) ?? 0

/** The freight of a draft in fen: its type-1 entries (spec §3). */
export const freightFenOf = (list: readonly { type: number; money: unknown }[] | undefined): number =>
  (list ?? []).filter((f) => f.type === 1).reduce((sum, f) => sum + fen(f.money), 0)

/** The money of the lines in fen: unit price times amount of the lines paid with money (points apart). */
export const linesTotalFen = (lines: readonly Pick<DraftLine, 'payType' | 'money' | 'amount'>[]): number =>
  lines.reduce((s, l) => s + (l.payType === 0 ? fen(l.money) * l.amount : 0), 0)

/** A draft line as the cost and the order take it: only the ids it has. */
export const payLineOf = (l: DraftLine): PayLine => ({
  ...(l.cartId ? { cartId: l.cartId } : {}),
  productId: l.productId,
  ...(l.skuId ? { skuId: l.skuId } : {}),
  ...(l.campusId ? { campusId: l.campusId } : {}),
  ...(l.scheduleId ? { scheduleId: l.scheduleId } : {}),
  ...(l.appointDate ? { appointDate: l.appointDate } : {}),
  amount: l.amount,
  payType: l.payType,
})

/** The parent's choices for one checkout: coupons, the discount scheme and wallet money. */
export interface CheckoutChoice {
  couponIds: readonly string[]
  schemeDiscountId: string | null
  schemeDiscountFen: number
  walletFen: number
}

/** What the server is asked to cost (and, with more, to create): the choices and the lines. */
export function costRequestOf(choice: CheckoutChoice, lines: readonly DraftLine[]): CalculationCostRequest {
  return {
    couponPays: choice.couponIds.map((userCouponId) => ({ userCouponId })),
    reserveMoney: fenToYuanText(choice.walletFen),
    schemeDiscountAmount: fenToYuanText(choice.schemeDiscountFen),
    schemeDiscountId: choice.schemeDiscountId,
    pays: lines.map(payLineOf),
  }
}

export interface AmountSource {
  lines: readonly DraftLine[]
  /** the draft's freight entries */
  freight: readonly { type: number; money: unknown }[] | undefined
  /** the server's cost of the current choices, once it answered */
  cost: CalculationCost | null
  schemeDiscountFen: number
  walletFen: number
  /** the wallet balance */
  walletBalanceFen: number
}

/** The amounts of a checkout in fen. */
export interface CheckoutAmounts {
  freightFen: number
  totalFen: number
  couponFen: number
  schemeFen: number
  /** what is payable before wallet and freight */
  payableFen: number
  /** the most wallet money that may be used */
  walletCapFen: number
  /** what the parent pays in money */
  finalFen: number
}

/**
 * The amounts shown while confirming: the server's cost when it answered, else what the draft says
 * (lines, freight and the scheme's discount; no coupon before the server costed it).
 */
export function checkoutAmounts(a: AmountSource): CheckoutAmounts {
  const freightFen = a.cost ? fen(a.cost.freight) : freightFenOf(a.freight)
  const totalFen = a.cost ? fen(a.cost.totalMoney) : linesTotalFen(a.lines)
  const couponFen = a.cost ? fen(a.cost.couponMoney) : 0
  const schemeFen = a.cost ? fen(a.cost.schemeDiscountAmount) : a.schemeDiscountFen
  const payableFen = Math.max(0, totalFen - couponFen - schemeFen)
  return {
    freightFen,
    totalFen,
    couponFen,
    schemeFen,
    payableFen,
    walletCapFen: walletCapFen(payableFen, freightFen, a.walletBalanceFen),
    finalFen: a.cost ? fen(a.cost.finalDiscountedPrice) : Math.max(0, payableFen + freightFen - a.walletFen),
  }
}
