/**
 * Coupons' productsRules as the mall service sends them: a JSON text saying which products a coupon
 * applies to (every product, the listed products, or the listed product types) and the condition
 * the parent reads.
 */
import type { CouponProductsRules } from '../../types/api/coupon'
import { ProductType } from '../../types/api/product'

export const rulesForAll = (text: string): string => JSON.stringify({ scope: 0, text } satisfies CouponProductsRules)
export const rulesForProducts = (text: string, ...productIds: string[]): string => JSON.stringify({ scope: 1, productIds, text } satisfies CouponProductsRules)
export const rulesForTypes = (text: string, ...productTypes: ProductType[]): string => JSON.stringify({ scope: 2, productTypes, text } satisfies CouponProductsRules)

/** 课程类: offline, online and lesson courses. */
export const COURSE_TYPES: ProductType[] = [ProductType.offlineCourse, ProductType.onlineCourse, ProductType.lesson]

/** Whether a coupon with these rules applies to a product; unreadable rules apply to none. */
export function ruleCovers(raw: string | undefined, p: { productId: string; productType: number }): boolean {
  let rules: Partial<CouponProductsRules>
  try {
    rules = JSON.parse(raw ?? '') as Partial<CouponProductsRules>
  } catch {
    return false
  }
  if (rules.scope === 0) return true
  if (rules.scope === 1) return (rules.productIds ?? []).includes(p.productId)
  if (rules.scope === 2) return (rules.productTypes ?? []).includes(p.productType)
  return false
}
