import type { InferOutput } from 'valibot'
import type { DiscoverRequest, ModulePageQuery, ProductCategoryKind } from '@types-api/api/product'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import {
  advertising,
  banners,
  discover,
  modulePage,
  newUserGift,
  productCategories,
  type advertisingShape,
  type bannerShape,
  type giftPackCouponShape,
  type newUserGiftShape,
  type productCategoryShape,
} from './catalog-calls'
import { listOf, flagOf, flagOrNone, orNone, textOrNone, type Optional } from './common-shapes'
import { productListItemOf, productPageOf } from './product-item'

/* Mall basics and product lists for browsing (declared in catalog-calls.ts), as the pages read them: made once, here. */

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
