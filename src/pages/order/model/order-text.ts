import type { OrderDetail, OrderLine, OrderSummary } from './order-calls'
import { formatYuan, yuanToFen } from '@/utils/money'

/** 待付款 / 待发货 / 待收货 / 已完成 / 已取消 for an order: paid goods wait to be shipped, then to be received. */
export function orderStatusText(o: Pick<OrderSummary, 'status' | 'hasGoods' | 'received' | 'shipped'>): string {
  if (o.status === 2) return '待付款'
  if (o.status === -1) return '已取消'
  if (!o.hasGoods || o.received) return '已完成'
  return o.shipped === false ? '待发货' : '待收货'
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

export const itemCount = (o: Pick<OrderSummary, 'lines'>): number => o.lines.reduce((n, l) => n + (l.amount || 1), 0)

/** Reasons offered on the cancel page. */
export const CANCEL_REASONS = ['不想买了', '信息填写错误，重新下单', '付款遇到问题', '商品选错了', '其他原因'] as const

/** One amount of the order detail: money in fen with its sign (points counted apart). */
export interface AmountLine {
  key: 'goods' | 'points' | 'freight' | 'coupon' | 'promotion' | 'wallet'
  title: string
  fen: number
  /** +1 adds to what is paid, -1 takes off */
  sign: 1 | -1
}

/**
 * Every line that made the amount, in the order a parent reads them: goods, points, freight, then
 * coupon, promotion and wallet taken off. Goods + freight − coupon − promotion − wallet is what was
 * paid; discounts of zero are left out, goods and freight always shown.
 */
export function amountLines(o: Pick<OrderDetail, 'totalMoney' | 'point' | 'freight' | 'couponMoney' | 'promotionMoney' | 'walletMoney'>): AmountLine[] {
  const fen = (v: unknown) => Math.max(0, yuanToFen(v) ?? 0)
  const lines: AmountLine[] = [{ key: 'goods', title: '商品金额', fen: fen(o.totalMoney), sign: 1 }]
  if (o.point > 0) lines.push({ key: 'points', title: '积分', fen: o.point, sign: 1 })
  lines.push({ key: 'freight', title: '运费', fen: fen(o.freight), sign: 1 })
  const off: [AmountLine['key'], string, unknown][] = [
    ['coupon', '优惠券', o.couponMoney],
    ['promotion', '优惠活动', o.promotionMoney],
    ['wallet', '钱包抵扣', o.walletMoney],
  ]
  for (const [key, title, value] of off) if (fen(value) > 0) lines.push({ key, title, fen: fen(value), sign: -1 })
  return lines
}

/** The money the amount lines add up to, in fen (points apart). */
export const amountSumFen = (lines: AmountLine[]): number =>
  lines.filter((l) => l.key !== 'points').reduce((sum, l) => sum + l.sign * l.fen, 0)
