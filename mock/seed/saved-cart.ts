/**
 * A cart a parent has filled over time, for a mock whose lists grow: products of the catalogue as
 * POST /cart would have added them (name with the sku when there are several, the sku's price or
 * points, an amount within stock), each product, sku and campus once. Courses taken at a campus
 * name one of the demo city's open campuses, where every such product is offered.
 */
import { CAMPUS_PRODUCT_TYPES } from '../../types/api/product'
import type { Campus, CartItem } from '../records'
import type { CatalogueProduct } from './products'
import type { Random } from './random'

interface Choice {
  product: CatalogueProduct
  sku: CatalogueProduct['skuList'][number] | undefined
  campus?: Campus
}

/** What could be in a cart: products without a campus, and courses at each open campus. */
function choices(catalogue: CatalogueProduct[], campuses: Campus[]): { plain: Choice[]; atCampus: Choice[] } {
  const plain: Choice[] = []
  const atCampus: Choice[] = []
  for (const product of catalogue) {
    const skus = product.skuList.length ? product.skuList.filter((k) => k.stock > 0) : [undefined]
    for (const sku of skus) {
      if (!CAMPUS_PRODUCT_TYPES.has(product.productType)) plain.push({ product, sku })
      else for (const campus of campuses) atCampus.push({ product, sku, campus })
    }
  }
  return { plain, atCampus }
}

/** `count` cart rows with ids `CART-S00001`…, in the order they were added (newest first); about half of them courses at a campus. */
export function savedCartItems(random: Random, count: number, catalogue: CatalogueProduct[], openCampuses: Campus[]): CartItem[] {
  const { plain, atCampus } = choices(catalogue, openCampuses)
  const items: CartItem[] = []
  while (items.length < count && (plain.length || atCampus.length)) {
    const pool = !atCampus.length || (plain.length && random.chance(0.5)) ? plain : atCampus
    const { product, sku, campus } = pool.splice(random.int(0, pool.length - 1), 1)[0]
    const byPoints = product.isPointProduct === 1
    items.push({
      cartId: `CART-S${String(items.length + 1).padStart(5, '0')}`,
      productId: product.productId,
      productName: sku && product.skuList.length > 1 ? `${product.name}（${sku.skuName}）` : product.name,
      pic: product.pic.split(',')[0],
      ...(campus ? { campusId: campus.campusId, campusName: campus.name } : {}),
      skuId: sku?.skuId,
      amount: random.int(1, Math.min(3, sku?.stock ?? 3)),
      payType: byPoints ? 1 : 0,
      money: sku?.purchasemoney ?? product.purchasemoney,
      point: sku?.point ?? product.point ?? 0,
      isEffective: 1,
    })
  }
  return items
}
