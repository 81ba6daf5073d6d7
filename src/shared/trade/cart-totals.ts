import type { CartItem } from './cart-api'
import { yuanToFen } from '@/utils/money'

export interface CartLine extends CartItem {
  checked: boolean
}

export const isEffectiveItem = (item: CartItem): boolean => item.isEffective === 1 || item.isEffective === true

/** Amount defaults to 1 (spec §5). */
export const lineAmount = (item: CartItem): number =>
  typeof item.amount === 'number' && Number.isInteger(item.amount) && item.amount > 0 ? item.amount : 1

export interface CartTotals {
  /** integer fen */
  moneyFen: number
  points: number
  count: number
}

/** Totals of checked, effective lines: money × amount for money items, point × amount for point items. */
export function cartTotals(lines: CartLine[]): CartTotals {
  let moneyFen = 0
  let points = 0
  let count = 0
  for (const line of lines) {
    if (!line.checked || !isEffectiveItem(line)) continue
    const amount = lineAmount(line)
    count += amount
    if (line.payType === 1) points += (Number(line.point) || 0) * amount
    else moneyFen += (yuanToFen(line.money) ?? 0) * amount
  }
  return { moneyFen, points, count }
}
