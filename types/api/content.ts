/**
 * Content pages of the mall service: micro-courses, the new-user gift's coupons and products,
 * service consultation, coupon receiving, and the management service's short links.
 */
import type { ProductListItem } from './product'

/** POST /mall/api/v1/product/cheese: short micro-courses, paged. */
export interface CheeseRequest {
  pageIndex: number
  pageSize: number
}

/** A coupon of the new-user gift, as the parent sees it. */
export interface GiftCoupon {
  couponId: string
  couponName: string
  /** yuan text */
  facevalue: string
  /** true: can be combined with other coupons */
  overlay: boolean
  /** 1: valid N days after receiving; otherwise from starttime to endtime */
  expiryType: number
  expiryDays?: number
  starttime?: string
  endtime?: string
  productsRules?: string
  /** how many more this parent can receive now (0 when none left or the limit is reached) */
  receiveCount: number
  /** 1 when this parent holds one */
  isReceived: 0 | 1
  /** 1 when the parent's coupon has expired */
  isExpired?: 0 | 1
  /** how many are left for everyone; 0 means all given out (已领完) */
  remainCount?: number
}

/** What GET basics/newUserGift lists inside the gift pack. */
export interface NewUserGiftContents {
  couponList: GiftCoupon[]
  productList: ProductListItem[]
}

/** POST /mall/api/v1/basics/customer/service: a service consultation request. */
export interface ConsultationRequest {
  name: string
  phone: string
  /** YYYY-MM-DD */
  childBirthday: string
  /** '3岁2个月' */
  childAge: string
  need: string
}
