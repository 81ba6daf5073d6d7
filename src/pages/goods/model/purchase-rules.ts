import { CAMPUS_PRODUCT_TYPES, ProductType } from '@types-api/api/product'
import type { ProductDetail } from '@/shared/product/product-detail-api'
import { isPointProduct } from '@/utils/product'
import { formatFen, yuanToFen } from '@/utils/money'

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
export const freightText = (fen: number): string => (fen > 0 ? `运费 ${formatFen(fen)}` : '包邮')

/** The value beside a 运费 label: '¥10.00', or '包邮' when free (the label is not repeated). */
export const freightValue = (fen: number): string => (fen > 0 ? formatFen(fen) : '包邮')
