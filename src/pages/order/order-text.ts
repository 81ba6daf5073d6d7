import type { OrderLine, OrderSummary } from '@types-api/api/order'
import { formatYuan, yuanToFen } from '@/utils/money'

/** 待付款 / 待收货 / 已完成 / 已取消 for an order. */
export function orderStatusText(o: Pick<OrderSummary, 'status' | 'hasGoods' | 'received'>): string {
  if (o.status === 2) return '待付款'
  if (o.status === -1) return '已取消'
  return o.hasGoods && !o.received ? '待收货' : '已完成'
}

/** '¥89.90', '3000积分' or '¥89.90 + 3000积分'; '¥0.00' when both are zero. */
export function priceText(money: string | number | null | undefined, point: number | null | undefined): string {
  const fen = yuanToFen(money) ?? 0
  const parts: string[] = []
  if (fen > 0) parts.push(formatYuan(money))
  if (point && point > 0) parts.push(`${point}积分`)
  return parts.length ? parts.join(' + ') : '¥0.00'
}

/** One line's unit price. */
export const linePriceText = (l: OrderLine): string => (l.payType === 1 ? `${l.point}积分` : formatYuan(l.money) || '¥0.00')

/** The cover of a comma-separated picture list. */
export const coverOf = (pic: string | undefined): string => (pic ?? '').split(',')[0]?.trim() ?? ''

export const itemCount = (o: Pick<OrderSummary, 'lines'>): number => o.lines.reduce((n, l) => n + (l.amount || 1), 0)

/** Reasons offered on the cancel page. */
export const CANCEL_REASONS = ['不想买了', '信息填写错误，重新下单', '付款遇到问题', '商品选错了', '其他原因'] as const
