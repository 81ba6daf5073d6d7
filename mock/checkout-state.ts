import type { CartItem } from './records'
import type { MockContext } from './context'
import { COURSE_TYPES, rulesForAll, rulesForProducts, rulesForTypes } from './seed/coupon-rules'
import { ProductType } from '../types/api/product'
import { extraRows } from './data-growth'
import { cityRecords, isClosedCampus } from './seed/cities'
import { productCatalogue } from './seed/products'
import { createRandom } from './seed/random'
import { OFF_SHELF_COURSE } from './seed/retired-products'
import { DEMO_USER } from './seed/account'
import { demoCartItems, savedCartItems } from './seed/saved-cart'

/** One line of an order draft, as confirmMergePayType sends it. */
export interface DraftLine {
  cartId?: string
  productId: string
  productName: string
  pic: string
  skuId?: string
  skuName?: string
  campusId?: string
  scheduleId?: string
  appointDate?: string
  /** campus name of a course taken at a campus */
  campusName?: string
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime?: string
  endDateTime?: string
  amount: number
  payType: 0 | 1
  /** unit price, yuan */
  money: string
  point: number
  /** goods that need delivery */
  isGoods?: boolean
  distributionSaleConfigId?: string
}

/** What POST /mergePay answers: the money order, the point order, or both. */
export interface MergePayResponse {
  moneyPayResponse?: { orderId: string; orderCode: string; payMoney: string; time: string } | null
  pointPayResponse?: { orderId: string; orderCode: string; point: number } | null
}

/** A coupon a parent holds, as the service sends it in POST /coupon. */
export interface CouponItem {
  userCouponId: string
  couponId?: string
  couponName?: string
  name?: string
  /** 1: valid N days after receiving; otherwise a fixed period */
  expiryType: number
  expiryDays?: number
  starttime?: string
  endtime?: string
  /** yuan */
  facevalue: string
  overlay: boolean
  /** a JSON text of CouponProductsRules */
  productsRules?: string
  isused?: number
  isExpired?: number
  /** whether it applies to this order (confirm order only) */
  usable?: boolean
  reason?: string
}

/** One item of POST /coupon type 0: a held coupon, or an offer to receive (couponId, receiveCount, no userCouponId). */
export type CouponEntry = Omit<CouponItem, 'userCouponId'> & {
  userCouponId?: string
  receiveCount?: number
  remainCount?: number
  isReceived?: 0 | 1
  memberRights?: 0 | 1
}

/** A coupon the mock knows, with the rule the storefront only sees as text. */
export interface MockCoupon extends CouponItem {
  /** least spend in fen before it applies */
  thresholdFen: number
  /** 0 unused, 1 used, 2 expired */
  state: 0 | 1 | 2
  /** the order holding it until payment */
  lockedBy?: string
}

/** One parent's wallet, points, coupons and cart. */
export interface MockPurse {
  walletFen: number
  points: number
  coupons: MockCoupon[]
  cart: CartItem[]
  /** requestKey → the answer mergePay gave, so a retry gets the same order */
  created: Map<string, MergePayResponse>
  /** orderId → what paying it will use up */
  pending: Map<string, { couponIds: string[]; walletFen: number; cartIds: string[] }>
}

const seedCoupons = (): MockCoupon[] => [
  { userCouponId: 'UC1001', couponName: '满100减20', expiryType: 1, expiryDays: 30, facevalue: '20.00', overlay: true, productsRules: rulesForAll('满100元可用，全场通用'), thresholdFen: 10000, state: 0 },
  { userCouponId: 'UC1002', couponName: '满50减10', expiryType: 2, starttime: '2026-11-01 00:00:00', endtime: '2026-12-31 23:59:59', facevalue: '10.00', overlay: true, productsRules: rulesForProducts('满50元可用，限指定视频课', 'P1034', 'P1035', 'P1036'), thresholdFen: 5000, state: 0 },
  { userCouponId: 'UC1003', couponName: '新人无门槛券', expiryType: 1, expiryDays: 15, facevalue: '30.00', overlay: false, productsRules: rulesForAll('无门槛，不可与其他优惠券同时使用'), thresholdFen: 0, state: 0 },
  { userCouponId: 'UC1004', couponName: '满1000减150', expiryType: 2, starttime: '2026-11-01 00:00:00', endtime: '2027-01-31 23:59:59', facevalue: '150.00', overlay: false, productsRules: rulesForTypes('满1000元可用，限课程类商品', ...COURSE_TYPES), thresholdFen: 100000, state: 0 },
  { userCouponId: 'UC0901', couponName: '国庆满200减40', expiryType: 2, starttime: '2026-10-01 00:00:00', endtime: '2026-10-07 23:59:59', facevalue: '40.00', overlay: true, productsRules: rulesForAll('满200元可用'), thresholdFen: 20000, state: 2, isExpired: 1 },
  { userCouponId: 'UC0801', couponName: '评估体验券', expiryType: 1, expiryDays: 30, facevalue: '50.00', overlay: false, productsRules: rulesForTypes('限测评类商品', ProductType.assessment), thresholdFen: 0, state: 1, isused: 1 },
  { userCouponId: 'UC0902', couponName: '暑期体验课券', expiryType: 1, expiryDays: 7, facevalue: '25.00', overlay: false, productsRules: rulesForTypes('限体验课，领取后7天内使用', ProductType.lesson), thresholdFen: 0, state: 2, isExpired: 1 },
  { userCouponId: 'UC0802', couponName: '好物满200减25', expiryType: 2, starttime: '2026-09-01 00:00:00', endtime: '2026-09-30 23:59:59', facevalue: '25.00', overlay: true, productsRules: rulesForTypes('满200元可用，限实物商品', ProductType.goods), thresholdFen: 20000, state: 1, isused: 1 },
]

/** The points every parent starts with. */
const SEED_POINTS = 6000

/** Every parent's purse, created on first use; forgotten on reset. */
export function purseOf(ctx: MockContext, userId: string): MockPurse {
  const purses = ctx.area<Map<string, MockPurse>>('purses', () => new Map())
  let purse = purses.get(userId)
  if (!purse) {
    purse = {
      walletFen: 20000,
      points: SEED_POINTS,
      coupons: seedCoupons(),
      cart: grown(ctx, userId, [
        ...demoCart(ctx, userId),
        {
          cartId: 'CART-OLD-1',
          productId: OFF_SHELF_COURSE.productId,
          productName: `${OFF_SHELF_COURSE.name}（已下架）`,
          // the course's picture is still in storage after it left the shelf
          pic: `/mock/oss/p-${OFF_SHELF_COURSE.productId}-1.png`,
          amount: 1,
          payType: 0,
          money: '399.00',
          isEffective: 0,
        },
      ]),
      created: new Map(),
      pending: new Map(),
    }
    purses.set(userId, purse)
  }
  return purse
}

/** The demo city's open campuses, where every course of the catalogue is offered. */
function demoCityCampuses(ctx: MockContext) {
  const demoCity = cityRecords(ctx).find((c) => c.name === '深圳市')
  return (demoCity?.campusList ?? []).filter((c) => !isClosedCampus(c))
}

/** The effective lines the demo parent finds in the cart; other parents start with the lapsed line only. */
function demoCart(ctx: MockContext, userId: string): CartItem[] {
  return userId === DEMO_USER ? demoCartItems(productCatalogue(ctx), demoCityCampuses(ctx), SEED_POINTS) : []
}

/** The seeded cart, and after it the rows it holds besides when the mock's lists grow (none at growth 1), so that it has growth × its rows. */
function grown(ctx: MockContext, userId: string, seeded: CartItem[]): CartItem[] {
  const count = extraRows(seeded.length, ctx.state.growth)
  if (!count) return seeded
  const salt = [...userId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 29)
  return [...seeded, ...savedCartItems(createRandom(ctx.state.seed ^ salt), count, productCatalogue(ctx), demoCityCampuses(ctx), seeded)]
}

/** Counter for cart ids, per mock state. */
export function nextCartId(ctx: MockContext): string {
  const counter = ctx.area('cart-counter', () => ({ n: 0 }))
  counter.n += 1
  return `CART${String(counter.n).padStart(6, '0')}`
}
