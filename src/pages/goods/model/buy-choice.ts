import type { CartAddRequest } from '@types-api/api/cart'
import type { ProductSku } from '@/shared/product/product-detail-api'
import { routes } from '@/config/routes'
import { FULL_CLASS_TEXT, FULL_DAY_TEXT, STARTED_CLASS_TEXT } from '@/shared/schedule/schedule-picker'
import type { PurchaseRules } from './purchase-rules'

/** What the parent has chosen on the detail page, and whether (and how) it can be bought: pure rules. */

/** Where the choice stands on the page. */
export interface ChoiceState {
  productId: string
  /** how the product is bought; null while it loads */
  rules: PurchaseRules | null
  expired: boolean
  /** the chosen sku */
  sku: Pick<ProductSku, 'skuId' | 'stock'> | undefined
  campusId: string | null
  /** the chosen plan day, and whether it is full */
  date: string | null
  dayFull: boolean
  /** the chosen class: its places left and whether it has started */
  schedule: { scheduleId: string; remainCount: number; started: boolean } | null
  amount: number
}

/** Why the product cannot be bought now, or '' when it can. */
export function blockReasonOf(s: ChoiceState): string {
  const rules = s.rules
  if (!rules) return '商品信息加载中'
  if (s.expired) return '商品已过期'
  if (s.sku && Number(s.sku.stock) <= 0) return '库存不足'
  if (rules.needsCampus && !s.campusId) return '请选择校区'
  if (rules.needsSchedule) {
    if (!s.date) return '请选择上课日期'
    if (s.dayFull) return FULL_DAY_TEXT
    if (!s.schedule) return '请选择上课时间'
    if (s.schedule.remainCount <= 0) return FULL_CLASS_TEXT
    if (s.schedule.started) return STARTED_CLASS_TEXT
  }
  return ''
}

/** What is bought: campus and class only where the product is taken there, one of a booked class or a video course. */
export interface BuyChoice {
  productId: string
  skuId?: string | null
  campusId?: string | null
  scheduleId?: string | null
  appointDate?: string | null
  amount: number
  payType: 0 | 1
}

export function buyChoiceOf(rules: PurchaseRules, s: Omit<ChoiceState, 'rules'>): BuyChoice {
  return {
    productId: s.productId,
    skuId: s.sku?.skuId ?? null,
    campusId: rules.needsCampus ? s.campusId : null,
    scheduleId: rules.needsSchedule ? (s.schedule?.scheduleId ?? null) : null,
    appointDate: rules.needsSchedule ? s.date : null,
    amount: rules.fixedAmount ? 1 : s.amount,
    payType: rules.payType,
  }
}

/** The cart row of a choice: only the parts chosen. */
export function cartRequestOf(c: BuyChoice): CartAddRequest {
  return {
    productId: c.productId,
    amount: c.amount,
    payType: c.payType,
    ...(c.skuId ? { skuId: c.skuId } : {}),
    ...(c.campusId ? { campusId: c.campusId } : {}),
    ...(c.scheduleId ? { scheduleId: c.scheduleId } : {}),
    ...(c.appointDate ? { appointDate: c.appointDate } : {}),
  }
}

/**
 * The checkout address for buy now, read back by the confirm page (confirmRequestFromQuery); point
 * products are exchanged through the points order page.
 */
export function orderConfirmUrl(c: BuyChoice): string {
  const query = {
    productId: c.productId,
    skuId: c.skuId ?? undefined,
    campusId: c.campusId ?? undefined,
    scheduleId: c.scheduleId ?? undefined,
    appointDate: c.appointDate ?? undefined,
    amount: c.amount,
  }
  return c.payType === 1 ? routes.orderConfirmPoint({ ...query, payType: 1 }) : routes.orderConfirm({ ...query, payType: 0 })
}
