import { CAMPUS_PRODUCT_TYPES, ProductType } from '@types-api/api/product'
import type { ProductDetail, ProductSku } from '@/services/api/product-detail-api'
import { isPointProduct } from '@/utils/product'
import { formatFen, formatYuan, yuanToFen } from '@/utils/money'
import { routes } from '@/config/routes'

/** How a product is bought, by its type (spec §3; see ProductType's docs). */
export interface PurchaseRules {
  /** taken at a campus: the parent chooses one */
  needsCampus: boolean
  /** booked on a class of the campus plan: day and class are chosen on the week calendar */
  needsSchedule: boolean
  /** quantity is always 1 (video courses, booked classes) */
  fixedAmount: boolean
  /** may go into the cart (a video course is bought once, straight away) */
  canCart: boolean
  /** shipped: freight applies */
  shipped: boolean
  /** an online live course with sessions to book and unlock */
  live: boolean
  /** 0 money, 1 points */
  payType: 0 | 1
}

const ON_SCHEDULE = new Set<number>([ProductType.offlineCourse, ProductType.lesson])

export function purchaseRules(p: Pick<ProductDetail, 'productType' | 'isPointProduct'>): PurchaseRules {
  const type = Number(p.productType)
  const needsSchedule = ON_SCHEDULE.has(type)
  const video = type === ProductType.videoCourse
  return {
    needsCampus: CAMPUS_PRODUCT_TYPES.has(type),
    needsSchedule,
    fixedAmount: video || needsSchedule,
    canCart: !video,
    shipped: type === ProductType.goods,
    live: type === ProductType.onlineCourse,
    payType: isPointProduct(p) ? 1 : 0,
  }
}

/** Freight in fen from the freight entries (type 1 is freight). */
export const freightFen = (list: ProductDetail['freightList'] | undefined): number =>
  (list ?? []).filter((f) => Number(f.type) === 1).reduce((sum, f) => sum + (yuanToFen(f.money) ?? 0), 0)

/** '包邮' when free, '运费 ¥10.00' otherwise. */
export const freightText = (fen: number): string => (fen > 0 ? `运费 ${formatFen(fen)}` : '包邮')

/** The value beside a 运费 label: '¥10.00', or '包邮' when free (the label is not repeated). */
export const freightValue = (fen: number): string => (fen > 0 ? formatFen(fen) : '包邮')

/**
 * The struck-through original price of the chosen sku: its own original price (the product's for
 * its first sku), shown only when higher than the sku's sale price; '' otherwise and for points.
 */
export function originalPriceText(p: Pick<ProductDetail, 'isPointProduct' | 'originalmoney' | 'productSkuId' | 'skuList'>, sku: ProductSku | undefined): string {
  if (isPointProduct(p)) return ''
  const first = !sku || sku.skuId === p.productSkuId || sku.skuId === p.skuList?.[0]?.skuId
  const original = sku?.originalmoney ?? (first ? p.originalmoney : undefined)
  const originalFen = yuanToFen(original)
  const saleFen = yuanToFen(sku?.purchasemoney ?? (p as Partial<ProductDetail>).purchasemoney)
  return originalFen !== null && saleFen !== null && originalFen > saleFen ? formatYuan(original) : ''
}

/**
 * The spec rows for the chosen sku: the product's entries, each replaced by the sku's entry of the
 * same key, then the sku's own extra entries. A 规格 row is left out when the sku chips already
 * show the choice under their 规格 heading.
 */
export function specRows(p: Pick<ProductDetail, 'specList' | 'skuList'>, sku: ProductSku | undefined): { key: string; value: string }[] {
  const own = sku?.specList ?? []
  const rows = (p.specList ?? []).map((s) => own.find((o) => o.key === s.key) ?? s)
  for (const o of own) if (!rows.some((r) => r.key === o.key)) rows.push(o)
  const chipsShown = (p.skuList?.length ?? 0) > 1
  return rows.filter((r) => !(chipsShown && r.key === '规格'))
}

/** The sku a detail page opens on: the product's own sku (the price lists show) when in stock, else the first in stock. */
export function defaultSkuId(p: Pick<ProductDetail, 'productSkuId' | 'skuList'>): string | null {
  const list = p.skuList ?? []
  const inStock = (s: ProductSku) => Number(s.stock) > 0
  const own = list.find((s) => s.skuId === p.productSkuId)
  if (own && inStock(own)) return own.skuId
  return list.find(inStock)?.skuId ?? own?.skuId ?? list[0]?.skuId ?? null
}

/** The price shown for the chosen sku: points for point products, money otherwise. */
export function priceText(p: Pick<ProductDetail, 'isPointProduct' | 'point' | 'purchasemoney'>, sku: ProductSku | undefined): string {
  if (isPointProduct(p)) return `${Math.max(0, Math.round(Number(sku?.point ?? p.point) || 0))}积分`
  return formatYuan(sku?.purchasemoney ?? p.purchasemoney)
}

export interface BuyChoice {
  productId: string
  skuId?: string | null
  campusId?: string | null
  scheduleId?: string | null
  appointDate?: string | null
  amount: number
  payType: 0 | 1
}

/**
 * The checkout address for buy now, read back by the confirm page (confirmRequestFromQuery); point
 * products are exchanged through the points order page.
 */
export function orderConfirmUrl(c: BuyChoice): string {
  const query = {
    productId: c.productId,
    skuId: c.skuId ?? undefined,
    campusId: c.campusId ?? undefined,
    scheduleId: c.scheduleId ?? undefined,
    appointDate: c.appointDate ?? undefined,
    amount: c.amount,
  }
  return c.payType === 1 ? routes.orderConfirmPoint({ ...query, payType: 1 }) : routes.orderConfirm({ ...query, payType: 0 })
}
