import { array, looseObject, nullable, nullish, string } from 'valibot'
import type { DiscoverRequest, ModulePageQuery, ProductCategoryKind } from '@types-api/api/product'
import { declareService, sends } from '@/services/http/declare'
import { flag, giftCouponShape, id, listShape, productListItemShape } from './common-shapes'
import { productPageShape } from './product-item'

const mall = declareService('mall')

/** Mall basics and product lists for browsing: home modules, the mall tab (spec §7 Basics, Products). */

/** A picture with the internal route it opens (banners, advertising). */
const pictureLinkShape = looseObject({
  imageUrl: string(),
  /** an internal route; missing or '' for none */
  linkUrl: nullish(string()),
  title: nullish(string()),
})
export const bannerShape = looseObject({ ...pictureLinkShape.entries, bannerId: nullish(id) })
export const advertisingShape = looseObject({ ...pictureLinkShape.entries, advertisingId: nullish(id) })

/** GET basics/banner/{id}: id 1 home, 2 mall. Public. */
export const banners = mall.get((bannerId: string) => `/basics/banner/${encodeURIComponent(bannerId)}`, listShape(bannerShape), { skipLoginWait: true })

/** GET basics/advertising/Module_advertising. Public. */
export const advertising = mall.get('/basics/advertising/Module_advertising', listShape(advertisingShape), { skipLoginWait: true })

/** A coupon of the new-user gift pack, as the service sends it. */
export const giftPackCouponShape = looseObject({
  ...giftCouponShape.entries,
  /** true: can be combined with other coupons */
  overlay: nullish(flag),
  /** which products it applies to: a JSON text of CouponProductsRules (or a plain description) */
  productsRules: nullish(string()),
  /** 1 when the parent's coupon has expired */
  isExpired: nullish(flag),
})
export const newUserGiftShape = nullable(
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

export const productCategoryShape = looseObject({ categoryId: id, categoryName: string(), icon: nullish(string()) })
/** GET product/productCategory/{1|2}: 1 courses, 2 goods. Public. */
export const productCategories = mall.get((kind: ProductCategoryKind) => `/product/productCategory/${kind}`, listShape(productCategoryShape), { skipLoginWait: true })

/**
 * GET basics/modulePage/{code}?organization_id&pageIndex&pageSize + filters: one page of a home module
 * (Module_…). Public, as the other basics: what it lists depends on the stored organization and the
 * filters, not on the session, so the home's lists go out beside the log-in, not after it.
 */
export const modulePage = mall.get((q: { code: string; query: ModulePageQuery }) => `/basics/modulePage/${encodeURIComponent(q.code)}`, productPageShape, { query: (q: { code: string; query: ModulePageQuery }) => ({ ...q.query }), skipLoginWait: true })

/** POST product/discover */
export const discover = mall.post('/product/discover', productPageShape, { body: sends<DiscoverRequest> })
