/**
 * The shapes several areas import (ids, money, flags, pages and lists, the product card, the parent's
 * coupons, a timetable's class, member rights, a received coupon) are re-exported here from
 * common-shapes.ts and coupon-calls.ts; each service module keeps its own shapes beside its
 * declarations (the catalog's in catalog-api.ts, the product detail's in product-detail-api.ts).
 */
export { amount, couponEntryShape, couponItemShape, flag, giftCouponShape, id, listShape, pageShape, productListItemShape, scheduleItemShape } from './common-shapes'
export { memberRightShape, receiveCouponShape } from './coupon-calls'
export { productPageShape } from './product-item'
