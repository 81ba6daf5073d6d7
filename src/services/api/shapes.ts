import { array, looseObject, nullable, nullish, number, string } from 'valibot'
import { amount, flag, giftCouponShape, id, listShape, pageShape, productListItemShape, scheduleItemShape } from './common-shapes'
import { cityRecordShape } from './region-api'

/**
 * The shapes several areas import (ids, money, flags, pages and lists, the product card, the parent's
 * coupons, a timetable's class, member rights, a received coupon) are re-exported here from
 * common-shapes.ts and coupon-calls.ts; each service module keeps its own shapes beside its
 * declarations. What remains below are the shapes of the catalog and product detail calls.
 */
export { amount, couponEntryShape, couponItemShape, flag, giftCouponShape, id, listShape, pageShape, productListItemShape, scheduleItemShape } from './common-shapes'
export { memberRightShape, receiveCouponShape } from './coupon-calls'

/* catalog */
const pictureLinkShape = looseObject({ imageUrl: string(), linkUrl: nullish(string()), title: nullish(string()) })
export const bannersShape = listShape(pictureLinkShape)
export const newUserGiftShape = nullable(
  looseObject({
    enabled: flag,
    title: nullish(string()),
    subtitle: nullish(string()),
    imageUrl: nullish(string()),
    couponList: nullish(array(giftCouponShape)),
    productList: nullish(array(productListItemShape)),
  }),
)
export const regionsShape = listShape(looseObject({ regionId: id, regionName: string() }))
const indicationShape = looseObject({ indicationId: id, indicationName: string() })
export const indicationsShape = listShape(looseObject({ ...indicationShape.entries, children: nullish(array(indicationShape)) }))
export const dictShape = listShape(looseObject({ label: string(), value: amount }))
export const productCategoriesShape = listShape(looseObject({ categoryId: id, categoryName: string(), icon: nullish(string()) }))
export const productPageShape = pageShape(productListItemShape)
export const searchGroupsShape = listShape(
  looseObject({ productType: number(), typeName: string(), total: nullish(amount), list: nullish(array(productListItemShape)) }),
)

/* product detail */
export const citiesShape = listShape(cityRecordShape)
const skuShape = looseObject({
  skuId: id,
  skuName: nullish(string()),
  purchasemoney: nullish(amount),
  originalmoney: nullish(amount),
  point: nullish(amount),
  stock: nullish(number()),
  specList: nullish(array(looseObject({ key: string(), value: string() }))),
})
export const productDetailShape = looseObject({
  ...productListItemShape.entries,
  isCollect: nullish(flag),
  productSkuId: nullish(id),
  skuList: nullish(array(skuShape)),
  specList: nullish(array(looseObject({ key: string(), value: string() }))),
  freightList: nullish(array(looseObject({ type: number(), money: amount }))),
  detail: nullish(string()),
})
export const expireStatusShape = nullable(looseObject({ isExpire: flag, expireTime: nullish(string()) }))
export const schedulePlanShape = nullable(
  looseObject({
    weekPlanList: nullish(array(looseObject({ courseDate: string(), isFull: nullish(flag) }))),
    scheduleList: nullish(array(scheduleItemShape)),
  }),
)
export const collectShape = looseObject({ isCollect: flag })
const liveStateShape = { productId: id, isAppointment: flag, isUnlock: flag }
export const liveProductsShape = listShape(
  looseObject({
    ...liveStateShape,
    name: string(),
    pic: nullish(string()),
    liveStartTime: string(),
    liveEndTime: nullish(string()),
    liveStatus: number(),
    needUnlock: nullish(flag),
  }),
)
export const liveActionShape = looseObject(liveStateShape)
