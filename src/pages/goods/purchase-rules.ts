import { CAMPUS_PRODUCT_TYPES, ProductType, type ProductDetail, type ProductSku } from '@types-api/api/product'
import { isPointProduct } from '@/utils/product'
import { formatYuan, yuanToFen } from '@/utils/money'
import { withQuery } from '@/utils/url'

/** How a product is bought, by its type (spec §3; see ProductType's docs). */
export interface PurchaseRules {
  /** taken at a campus: the parent chooses one */
  needsCampus: boolean
  /** booked on a class of the campus plan: day and class are chosen on the week calendar */
  needsSchedule: boolean
  /** quantity is always 1 (video courses, booked classes) */
  fixedAmount: boolean
  /** may go into the cart (a video course is bought once, straight away) */
  canCart: boolean
  /** shipped: freight applies */
  shipped: boolean
  /** an online live course with sessions to book and unlock */
  live: boolean
  /** 0 money, 1 points */
  payType: 0 | 1
}

const ON_SCHEDULE = new Set<number>([ProductType.offlineCourse, ProductType.lesson])

export function purchaseRules(p: Pick<ProductDetail, 'productType' | 'isPointProduct'>): PurchaseRules {
  const type = Number(p.productType)
  const needsSchedule = ON_SCHEDULE.has(type)
  const video = type === ProductType.videoCourse
  return {
    needsCampus: CAMPUS_PRODUCT_TYPES.has(type),
    needsSchedule,
    fixedAmount: video || needsSchedule,
    canCart: !video,
    shipped: type === ProductType.goods,
    live: type === ProductType.onlineCourse,
    payType: isPointProduct(p) ? 1 : 0,
  }
}

/** Freight in fen from the freight entries (type 1 is freight). */
export const freightFen = (list: ProductDetail['freightList'] | undefined): number =>
  (list ?? []).filter((f) => Number(f.type) === 1).reduce((sum, f) => sum + (yuanToFen(f.money) ?? 0), 0)

/** '包邮' when free, '运费 ¥10.00' otherwise. */
export const freightText = (fen: number): string => (fen > 0 ? `运费 ${formatYuan(fen / 100)}` : '包邮')

/** The price shown for the chosen sku: points for point products, money otherwise. */
export function priceText(p: Pick<ProductDetail, 'isPointProduct' | 'point' | 'purchasemoney'>, sku: ProductSku | undefined): string {
  if (isPointProduct(p)) return `${Math.max(0, Math.round(Number(sku?.point ?? p.point) || 0))}积分`
  return formatYuan(sku?.purchasemoney ?? p.purchasemoney)
}

export const ORDER_CONFIRM_ROUTE = '/pages/order/order-confirm'
/** Point products are exchanged through the points order page. */
export const ORDER_CONFIRM_POINT_ROUTE = '/pages/order/order-confirm-point'

export interface BuyChoice {
  productId: string
  skuId?: string | null
  campusId?: string | null
  scheduleId?: string | null
  appointDate?: string | null
  amount: number
  payType: 0 | 1
}

/** The checkout address for buy now, read back by the confirm page (confirmRequestFromQuery). */
export const orderConfirmUrl = (c: BuyChoice): string =>
  withQuery(c.payType === 1 ? ORDER_CONFIRM_POINT_ROUTE : ORDER_CONFIRM_ROUTE, {
    productId: c.productId,
    skuId: c.skuId,
    campusId: c.campusId,
    scheduleId: c.scheduleId,
    appointDate: c.appointDate,
    amount: c.amount,
    payType: c.payType,
  })
