import type { ProductDetail, ProductSku } from '@/shared/product/product-detail-api'
import { formatYuan, yuanToFen } from '@/utils/money'
import { isPointProduct } from '@/utils/product'

/** The price line of the detail page for the chosen sku: the price and the struck-through original price. */

/** The price shown for the chosen sku: points for point products, money otherwise. */
export function priceText(p: Pick<ProductDetail, 'isPointProduct' | 'point' | 'purchasemoney'>, sku: ProductSku | undefined): string {
  if (isPointProduct(p)) return `${Math.max(0, Math.round(Number(sku?.point ?? p.point) || 0))}积分`
  return formatYuan(sku?.purchasemoney ?? p.purchasemoney)
}

/**
 * The struck-through original price of the chosen sku: its own original price (the product's for
 * its first sku), shown only when higher than the sku's sale price; '' otherwise and for points.
 */
export function originalPriceText(
  p: Pick<ProductDetail, 'isPointProduct' | 'originalmoney' | 'productSkuId' | 'skuList'> & Partial<Pick<ProductDetail, 'purchasemoney'>>,
  sku: ProductSku | undefined,
): string {
  if (isPointProduct(p)) return ''
  const first = !sku || sku.skuId === p.productSkuId || sku.skuId === p.skuList?.[0]?.skuId
  const original = sku?.originalmoney ?? (first ? p.originalmoney : undefined)
  const originalFen = yuanToFen(original)
  const saleFen = yuanToFen(sku?.purchasemoney ?? p.purchasemoney)
  return originalFen !== null && saleFen !== null && originalFen > saleFen ? formatYuan(original) : ''
}
