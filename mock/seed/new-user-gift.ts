/**
 * The new-user gift pack: a few coupon templates with stock and a per-parent limit, and products
 * picked from the shared catalogue. What each parent has received is kept per mock state.
 */
import type { FastifyRequest } from 'fastify'
import { ProductType } from '../../types/api/product'
import type { MockContext } from '../context'
import { mockNow } from '../routes/cashier-page'
import { productCatalogue, requestOrigin, toListItem, type ProductListItem } from './products'
import { COURSE_TYPES, rulesForAll, rulesForProducts, rulesForTypes } from './coupon-rules'

/** A coupon offered to a parent (the gift pack's, and the offers of POST /coupon), as the mock sends it. */
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
  /** how many are left for everyone; 0 means all given out */
  remainCount?: number
}

/** What GET basics/newUserGift lists inside the gift pack. */
export interface NewUserGiftContents {
  couponList: GiftCoupon[]
  productList: ProductListItem[]
}

/** A gift coupon as the service stores it: what the parent sees, less their own state, plus the rules. */
export type GiftCouponTemplate = Omit<GiftCoupon, 'receiveCount' | 'isReceived' | 'isExpired' | 'productsRules'> & {
  productsRules: string
  thresholdFen: number
  /** per parent */
  limit: number
}

export const GIFT_COUPONS: GiftCouponTemplate[] = [
  { couponId: 'GC01', couponName: '新人无门槛券', facevalue: '30.00', overlay: false, expiryType: 1, expiryDays: 15, productsRules: rulesForAll('无门槛，全场通用，不可与其他优惠券同时使用'), thresholdFen: 0, limit: 1 },
  { couponId: 'GC02', couponName: '课程满300减50', facevalue: '50.00', overlay: true, expiryType: 1, expiryDays: 30, productsRules: rulesForTypes('满300元可用，限课程类商品', ...COURSE_TYPES), thresholdFen: 30000, limit: 2 },
  { couponId: 'GC03', couponName: '测评体验券', facevalue: '99.00', overlay: false, expiryType: 2, starttime: '2026-11-01 00:00:00', endtime: '2027-01-31 23:59:59', productsRules: rulesForTypes('限测评类商品，无门槛', ProductType.assessment), thresholdFen: 0, limit: 1 },
  { couponId: 'GC04', couponName: '好物满99减15', facevalue: '15.00', overlay: true, expiryType: 2, starttime: '2026-10-01 00:00:00', endtime: '2026-10-31 23:59:59', productsRules: rulesForTypes('满99元可用，限实物商品', ProductType.goods), thresholdFen: 9900, limit: 1 },
  { couponId: 'GC05', couponName: '感统训练体验券', facevalue: '80.00', overlay: false, expiryType: 1, expiryDays: 7, productsRules: rulesForProducts('限感统训练课程', 'P1002', 'P1024'), thresholdFen: 0, limit: 1 },
]

export interface GiftState {
  /** couponId → how many are left for everyone */
  stock: Map<string, number>
  /** userId → couponId → how many received */
  received: Map<string, Map<string, number>>
  counter: number
}

/** Stock and the demo parent's history: GC04 received last month (now expired), GC05 all given out. */
export function giftState(ctx: MockContext): GiftState {
  return ctx.area('new-user-gift', () => ({
    stock: new Map([
      ['GC01', 500],
      ['GC02', 200],
      ['GC03', 100],
      ['GC04', 50],
      ['GC05', 0],
    ]),
    received: new Map([['U10001', new Map([['GC04', 1]])]]),
    counter: 0,
  }))
}

const isExpired = (t: GiftCouponTemplate): boolean => t.expiryType !== 1 && !!t.endtime && t.endtime < mockNow()

/** One coupon as a parent (or a visitor, userId null) sees it. */
export function giftCouponView(ctx: MockContext, t: GiftCouponTemplate, userId: string | null): GiftCoupon {
  const state = giftState(ctx)
  const got = userId ? (state.received.get(userId)?.get(t.couponId) ?? 0) : 0
  const left = state.stock.get(t.couponId) ?? 0
  const { thresholdFen: _t, limit, ...shown } = t
  return {
    ...shown,
    receiveCount: isExpired(t) ? 0 : Math.max(0, Math.min(left, limit - got)),
    isReceived: got > 0 ? 1 : 0,
    isExpired: got > 0 && isExpired(t) ? 1 : 0,
    remainCount: Math.max(0, left),
  }
}

const GIFT_PRODUCT_TYPES = [ProductType.assessment, ProductType.videoCourse, ProductType.consultation, ProductType.ticket]

/** The pack's coupons and products, for the newUserGift answer. */
export function newUserGiftContents(ctx: MockContext, req: FastifyRequest): NewUserGiftContents {
  const userId = ctx.sessionOf(req)?.userId ?? null
  const catalogue = productCatalogue(ctx).filter((p) => p.isPointProduct !== 1)
  const products = GIFT_PRODUCT_TYPES.map((type) => catalogue.find((p) => p.productType === type)).filter((p) => !!p)
  return {
    couponList: GIFT_COUPONS.map((t) => giftCouponView(ctx, t, userId)),
    productList: products.map((p) => toListItem(p, requestOrigin(req))),
  }
}
