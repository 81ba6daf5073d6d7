import type { ProductDetail, ProductSku } from '@/shared/product/product-detail-api'

/** The parent's sku and quantity on the detail page, as pure rules (the store keeps the choice). */

/** The most one line of an order may hold. */
export const MAX_AMOUNT = 99

const inStock = (s: ProductSku): boolean => Number(s.stock) > 0

/** The sku a detail page opens on: the product's own sku (the price lists show) when in stock, else the first in stock. */
export function defaultSkuId(p: Pick<ProductDetail, 'productSkuId' | 'skuList'>): string | null {
  const list = p.skuList ?? []
  const own = list.find((s) => s.skuId === p.productSkuId)
  if (own && inStock(own)) return own.skuId
  return list.find(inStock)?.skuId ?? own?.skuId ?? list[0]?.skuId ?? null
}

/** Whether the product has this sku (only its own skus can be chosen). */
export const hasSku = (p: Pick<ProductDetail, 'skuList'> | null | undefined, skuId: string): boolean => (p?.skuList ?? []).some((s) => s.skuId === skuId)

/** The sku chosen after the product (re)loads: the one chosen before while the product still has it, else the default. */
export const skuIdAfterLoad = (p: Pick<ProductDetail, 'productSkuId' | 'skuList'>, chosen: string | null): string | null =>
  chosen && hasSku(p, chosen) ? chosen : defaultSkuId(p)

/** The sku shown: the chosen one, else the first. */
export function chosenSku(p: Pick<ProductDetail, 'skuList'> | null | undefined, skuId: string | null): ProductSku | undefined {
  const list = p?.skuList ?? []
  return list.find((s) => s.skuId === skuId) ?? list[0]
}

/** The quantity asked for, made whole and kept between 1 and the sku's stock (when known) or MAX_AMOUNT. */
export function amountWithin(amount: number, sku: Pick<ProductSku, 'stock'> | undefined): number {
  const stock = Number(sku?.stock)
  const max = Number.isFinite(stock) && stock > 0 ? Math.min(stock, MAX_AMOUNT) : MAX_AMOUNT
  return Math.min(Math.max(1, Math.floor(Number(amount) || 1)), max)
}

/**
 * The spec rows for the chosen sku: the product's entries, each replaced by the sku's entry of the
 * same key, then the sku's own extra entries. A 规格 row is left out when the sku chips already
 * show the choice under their 规格 heading.
 */
export function specRows(p: Pick<ProductDetail, 'specList' | 'skuList'>, sku: Pick<ProductSku, 'specList'> | undefined): { key: string; value: string }[] {
  const own = sku?.specList ?? []
  const rows = (p.specList ?? []).map((s) => own.find((o) => o.key === s.key) ?? s)
  for (const o of own) if (!rows.some((r) => r.key === o.key)) rows.push(o)
  const chipsShown = (p.skuList?.length ?? 0) > 1
  return rows.filter((r) => !(chipsShown && r.key === '规格'))
}

/** The chosen spec under the product's name ('已选：大号'), where there is a choice of skus; '' otherwise. */
export function chosenSpecText(p: Pick<ProductDetail, 'skuList'>, sku: Pick<ProductSku, 'skuName'> | undefined): string {
  return (p.skuList?.length ?? 0) > 1 && sku?.skuName ? `已选：${sku.skuName}` : ''
}
