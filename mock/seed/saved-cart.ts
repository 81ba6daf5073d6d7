/**
 * Carts of the catalogue's products: the demo parent's, and the one a parent has filled over time, for a mock whose lists grow: products of the catalogue as
 * POST /cart would have added them (name with the sku when there are several, the sku's price or
 * points, an amount within stock), each product, sku and campus once. Courses taken at a campus
 * name one of the demo city's open campuses, where every such product is offered.
 */
import { CAMPUS_PRODUCT_TYPES, ProductType } from '../../types/api/product'
import type { Campus, CartItem } from '../records'
import type { CatalogueProduct } from './products'
import type { Random } from './random'

interface Choice {
  product: CatalogueProduct
  sku: CatalogueProduct['skuList'][number] | undefined
  campus?: Campus
}

const keyOf = (productId: string, skuId: string | undefined, campusId: string | undefined) => `${productId}|${skuId ?? ''}|${campusId ?? ''}`

/** What could be in a cart besides the rows already there: products without a campus, and courses at each open campus. */
function choices(catalogue: CatalogueProduct[], campuses: Campus[], already: CartItem[]): { plain: Choice[]; atCampus: Choice[] } {
  const taken = new Set(already.map((c) => keyOf(c.productId, c.skuId, c.campusId)))
  const plain: Choice[] = []
  const atCampus: Choice[] = []
  for (const product of catalogue) {
    const skus = product.skuList.length ? product.skuList.filter((k) => k.stock > 0) : [undefined]
    for (const sku of skus) {
      if (!CAMPUS_PRODUCT_TYPES.has(product.productType)) plain.push({ product, sku })
      else for (const campus of campuses) atCampus.push({ product, sku, campus })
    }
  }
  const free = (c: Choice) => !taken.has(keyOf(c.product.productId, c.sku?.skuId, c.campus?.campusId))
  return { plain: plain.filter(free), atCampus: atCampus.filter(free) }
}

/** A cart row as POST /cart would have added it: the name with the sku when there are several, the sku's price or points. */
function cartRowOf(cartId: string, { product, sku, campus }: Choice, amount: number): CartItem {
  return {
    cartId,
    productId: product.productId,
    productName: sku && product.skuList.length > 1 ? `${product.name}（${sku.skuName}）` : product.name,
    pic: product.pic.split(',')[0],
    ...(campus ? { campusId: campus.campusId, campusName: campus.name } : {}),
    skuId: sku?.skuId,
    amount,
    payType: product.isPointProduct === 1 ? 1 : 0,
    money: sku?.purchasemoney ?? product.purchasemoney,
    point: sku?.point ?? product.point ?? 0,
    isEffective: 1,
  }
}

/**
 * `count` cart rows with ids `CART-S00001`…, in the order they were added (newest first); about half
 * of them courses at a campus; none the same product, sku and campus as a row `already` there.
 */
export function savedCartItems(random: Random, count: number, catalogue: CatalogueProduct[], openCampuses: Campus[], already: CartItem[] = []): CartItem[] {
  const { plain, atCampus } = choices(catalogue, openCampuses, already)
  const items: CartItem[] = []
  while (items.length < count && (plain.length || atCampus.length)) {
    const pool = !atCampus.length || (plain.length && random.chance(0.5)) ? plain : atCampus
    const choice = pool.splice(random.int(0, pool.length - 1), 1)[0]
    items.push(cartRowOf(`CART-S${String(items.length + 1).padStart(5, '0')}`, choice, random.int(1, Math.min(3, choice.sku?.stock ?? 3))))
  }
  return items
}

const fenOf = (yuan: string) => Math.round(Number(yuan) * 100)
const inStock = (p: CatalogueProduct) => p.skuList.filter((k) => k.stock > 0)

/**
 * What the demo parent left in the cart (spec §3 cart item), newest first: a goods item with a spec
 * (two of them), an offline course at the demo city's first open campus, and goods paid by points
 * that the parent's points cover. Picked from the catalogue, so the prices are the products' own and
 * each struck-through price on their pages is higher. Products the catalogue lacks are left out.
 */
export function demoCartItems(catalogue: CatalogueProduct[], openCampuses: Campus[], points: number): CartItem[] {
  const byMoney = catalogue.filter((p) => p.isPointProduct !== 1)
  // the cheapest spec of the first goods item sold in several specs
  const goods = byMoney.find((p) => p.productType === ProductType.goods && inStock(p).length > 1)
  // the offline course whose smallest pack is the cheapest
  const course = byMoney
    .filter((p) => p.productType === ProductType.offlineCourse && inStock(p).length)
    .sort((a, b) => fenOf(inStock(a)[0].purchasemoney) - fenOf(inStock(b)[0].purchasemoney))[0]
  const byPoints = catalogue.find((p) => p.productType === ProductType.goods && p.isPointProduct === 1 && (p.point ?? 0) <= points && inStock(p).length)
  const campus = openCampuses[0]
  const rows: [Choice | undefined, number][] = [
    [goods && { product: goods, sku: inStock(goods)[0] }, 2],
    [course && campus ? { product: course, sku: inStock(course)[0], campus } : undefined, 1],
    [byPoints && { product: byPoints, sku: inStock(byPoints)[0] }, 1],
  ]
  return rows.flatMap(([choice, amount], i) => (choice ? [cartRowOf(`CART-DEMO-${i + 1}`, choice, amount)] : []))
}
