import { array, looseObject, nullable, nullish, string, type InferOutput } from 'valibot'
import type { DiscoverRequest, ModulePageQuery, ProductCategoryKind } from '@types-api/api/product'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall, sends } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { flag, giftCouponShape, id, listOf, listShape, productListItemShape, flagOf, flagOrNone, orNone, textOrNone, type Optional } from './common-shapes'
import { productListItemOf, productPageOf, productPageShape } from './product-item'

const mall = declareService('mall')

/** Mall basics and product lists for browsing: home modules, the mall tab (spec §7 Basics, Products). */

/** A picture with the internal route it opens (banners, advertising). */
const pictureLinkShape = looseObject({
  imageUrl: string(),
  /** an internal route; missing or '' for none */
  linkUrl: nullish(string()),
  title: nullish(string()),
})
const bannerShape = looseObject({ ...pictureLinkShape.entries, bannerId: nullish(id) })
const advertisingShape = looseObject({ ...pictureLinkShape.entries, advertisingId: nullish(id) })

/** GET basics/banner/{id}: id 1 home, 2 mall. Public. */
export const banners = mall.get((bannerId: string) => `/basics/banner/${encodeURIComponent(bannerId)}`, listShape(bannerShape), { skipLoginWait: true })

/** GET basics/advertising/Module_advertising. Public. */
export const advertising = mall.get('/basics/advertising/Module_advertising', listShape(advertisingShape), { skipLoginWait: true })

/** A coupon of the new-user gift pack, as the service sends it. */
const giftPackCouponShape = looseObject({
  ...giftCouponShape.entries,
  /** true: can be combined with other coupons */
  overlay: nullish(flag),
  /** which products it applies to: a JSON text of CouponProductsRules (or a plain description) */
  productsRules: nullish(string()),
  /** 1 when the parent's coupon has expired */
  isExpired: nullish(flag),
})
const newUserGiftShape = nullable(
  looseObject({
    /** the entry shows while 1 */
    enabled: flag,
    title: nullish(string()),
    subtitle: nullish(string()),
    imageUrl: nullish(string()),
    /** the pack's coupons and products (when logged in) */
    couponList: nullish(array(giftPackCouponShape)),
    productList: nullish(array(productListItemShape)),
  }),
)

/** GET basics/newUserGift: the new-user gift pack entry (public), its coupons and products when logged in. */
export const newUserGift = mall.get('/basics/newUserGift', newUserGiftShape, { skipLoginWait: true })

const productCategoryShape = looseObject({ categoryId: id, categoryName: string(), icon: nullish(string()) })
/** GET product/productCategory/{1|2}: 1 courses, 2 goods. Public. */
export const productCategories = mall.get((kind: ProductCategoryKind) => `/product/productCategory/${kind}`, listShape(productCategoryShape), { skipLoginWait: true })

/** GET basics/modulePage/{code}?organization_id&pageIndex&pageSize + filters: one page of a home module (Module_…). */
export const modulePage = mall.get((q: { code: string; query: ModulePageQuery }) => `/basics/modulePage/${encodeURIComponent(q.code)}`, productPageShape, { query: (q: { code: string; query: ModulePageQuery }) => ({ ...q.query }) })

/** POST product/discover */
export const discover = mall.post('/product/discover', productPageShape, { body: sends<DiscoverRequest> })

/* The answers as the pages read them: made once, here. */


/** A banner or advertisement: its id as text, a missing link read as '' (none). */
const bannerOf = (b: InferOutput<typeof bannerShape>) => ({ ...b, bannerId: textOrNone(b.bannerId), linkUrl: b.linkUrl ?? '' })
export type Banner = ReturnType<typeof bannerOf>
const advertisingOf = (a: InferOutput<typeof advertisingShape>) => ({ ...a, advertisingId: textOrNone(a.advertisingId), linkUrl: a.linkUrl ?? '' })
export type Advertising = ReturnType<typeof advertisingOf>

/**
 * A gift pack coupon as its card reads it: the id and face value as text, flags as 0 or 1 (overlay
 * true or false), fields the service leaves out undefined. Offers of POST /coupon take the same form.
 */
export function giftCouponOf(c: InferOutput<typeof giftPackCouponShape>) {
  return {
    couponId: String(c.couponId),
    couponName: c.couponName,
    facevalue: String(c.facevalue),
    overlay: flagOf(c.overlay) === 1,
    expiryType: c.expiryType ?? 0,
    expiryDays: orNone(c.expiryDays),
    starttime: orNone(c.starttime),
    endtime: orNone(c.endtime),
    productsRules: orNone(c.productsRules),
    /** how many more this parent can receive now */
    receiveCount: orNone(c.receiveCount),
    isReceived: flagOf(c.isReceived),
    isExpired: flagOrNone(c.isExpired),
    /** how many are left for everyone; 0 means all given out */
    remainCount: orNone(c.remainCount),
  }
}
/** A coupon offered to the parent, as its card reads it; fields the service may leave out are optional. */
export type GiftCoupon = Optional<ReturnType<typeof giftCouponOf>>

/** The gift pack: enabled 0 or 1, its coupons and products as lists (empty when left out). */
export function newUserGiftOf(g: InferOutput<typeof newUserGiftShape>) {
  if (!g) return null
  const { couponList, productList, ...pack } = g
  const coupons: GiftCoupon[] = listOf(couponList).map(giftCouponOf)
  return { ...pack, enabled: flagOf(g.enabled), couponList: coupons, productList: listOf(productList).map(productListItemOf) }
}
export type NewUserGift = NonNullable<ReturnType<typeof newUserGiftOf>>

/** Categories with their ids as text (the filters send them back as comma-separated text). */
const productCategoryOf = (c: InferOutput<typeof productCategoryShape>) => ({ ...c, categoryId: String(c.categoryId) })
export type ProductCategory = ReturnType<typeof productCategoryOf>

export function createCatalogApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    /** id 1 home, 2 mall */
    banners: async (bannerId: string | number): Promise<Banner[]> => listOf(await call(banners, String(bannerId))).map(bannerOf),
    advertising: async (): Promise<Advertising[]> => listOf(await call(advertising)).map(advertisingOf),
    newUserGift: async (): Promise<NewUserGift | null> => newUserGiftOf(await call(newUserGift)),
    /** 1 courses, 2 goods */
    productCategories: async (kind: ProductCategoryKind): Promise<ProductCategory[]> => listOf(await call(productCategories, kind)).map(productCategoryOf),
    /** One page of a home module (Module_…). */
    modulePage: async (code: string, query: ModulePageQuery) => productPageOf(await call(modulePage, { code, query })),
    discover: async (req: DiscoverRequest) => productPageOf(await call(discover, req)),
  }
}
export type CatalogApi = ReturnType<typeof createCatalogApi>
