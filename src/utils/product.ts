import { formatYuan, yuanToFen } from './money'
import { routes } from '@/config/routes'

/** Every image of a comma-separated pic list, trimmed, empties dropped. */
export function picList(pic: string | null | undefined): string[] {
  if (!pic) return []
  return pic
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
}

/** The cover: the first URL of the pic list, '' when there is none. */
export const coverOf = (pic: string | null | undefined): string => picList(pic)[0] ?? ''

/** The price fields of a product card or detail, as the services send them (text or numbers). */
export interface ProductPrice {
  /** 1 = bought with points */
  isPointProduct?: number | boolean | null
  /** price in points of a point product */
  point?: string | number | null
  /** yuan */
  purchasemoney?: string | number | null
  originalmoney?: string | number | null
}

export const isPointProduct = (p: Pick<ProductPrice, 'isPointProduct'>): boolean => Number(p.isPointProduct) === 1

/** What the list item shows as its price. */
export interface PriceDisplay {
  /** '¥199.00' or '1200积分' */
  current: string
  /** Struck-through original price, '' when none or not higher than the current one. */
  original: string
  kind: 'money' | 'points'
}

/**
 * Price text of a list item: point products show points instead of money; money products show
 * the purchase price with the yuan sign and the original price struck through when it is higher.
 */
export function priceDisplay(p: ProductPrice): PriceDisplay {
  if (isPointProduct(p)) {
    const points = Number(p.point)
    return { kind: 'points', current: `${Number.isFinite(points) ? Math.max(0, Math.round(points)) : 0}积分`, original: '' }
  }
  const current = formatYuan(p.purchasemoney)
  const original = formatYuan(p.originalmoney)
  // compared as the fen the parent sees: a struck price shows only when it is visibly higher
  const higher = original !== '' && (yuanToFen(p.originalmoney) ?? 0) > (yuanToFen(p.purchasemoney) ?? 0)
  return { kind: 'money', current, original: higher ? original : '' }
}

/** Tag labels, default empty (spec §3). */
export const tagsOf = (p: { tagNames?: readonly string[] | null }): string[] =>
  Array.isArray(p.tagNames) ? p.tagNames.filter((t) => typeof t === 'string' && t.trim() !== '') : []

/** The detail route of a product (routes.goodsDetail). */
export const productDetailUrl = (productId: string): string => routes.goodsDetail({ id: productId })
