import type { InferOutput } from 'valibot'
import type { CollectRequest, LiveActionRequest, RecommendRequest, SchedulePlanQuery } from '@types-api/api/product-detail'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { flagOf, listOf, pageOf, planDayOf, scheduleItemOf } from '@/services/api/common-shapes'
import { productListItemOf } from '@/services/api/product-item'
import { cityRecordsOf } from '@/shared/region/region-api'
import {
  authCampuses,
  collect,
  expireStatus,
  liveAction,
  liveSessions,
  product,
  recommend,
  schedulePlan,
  type expireStatusShape,
  type liveSessionShape,
  type liveStateShape,
  type productDetailShape,
  type schedulePlanShape,
  type skuShape,
} from './product-detail-calls'

/* The goods and course detail page's calls (declared in product-detail-calls.ts), their answers as the page reads them: made once, here. */

const productSkuOf = (s: InferOutput<typeof skuShape>) => ({ ...s, skuId: String(s.skuId) })
export type ProductSku = ReturnType<typeof productSkuOf>

/**
 * The product as the detail page reads it: ids as text (its own, its skus', the sku it opens on),
 * the collect flag 0 or 1, missing lists empty and missing HTML ''.
 */
export function productDetailOf(p: InferOutput<typeof productDetailShape>) {
  return {
    ...p,
    ...productListItemOf(p),
    isCollect: flagOf(p.isCollect),
    productSkuId: p.productSkuId === null || p.productSkuId === undefined ? undefined : String(p.productSkuId),
    skuList: listOf(p.skuList).map(productSkuOf),
    specList: listOf(p.specList),
    freightList: listOf(p.freightList),
    detail: p.detail ?? '',
  }
}
export type ProductDetail = ReturnType<typeof productDetailOf>

/** The expiry: not expired when the service answers nothing. */
export const expireStatusOf = (e: InferOutput<typeof expireStatusShape>) => ({ isExpire: flagOf(e?.isExpire), expireTime: e?.expireTime ?? null })
export type ExpireStatus = ReturnType<typeof expireStatusOf>

/** A campus's plan: missing lists empty, days full or not, classes read as the schedule views draw them. */
export const schedulePlanOf = (d: InferOutput<typeof schedulePlanShape>) => ({
  weekPlanList: listOf(d?.weekPlanList).map(planDayOf),
  scheduleList: listOf(d?.scheduleList).map(scheduleItemOf),
})
export type SchedulePlan = ReturnType<typeof schedulePlanOf>

/** A live session's state: its id as text, the flags 0 or 1. */
const liveStateOf = (s: InferOutput<typeof liveStateShape>) => ({ ...s, productId: String(s.productId), isAppointment: flagOf(s.isAppointment), isUnlock: flagOf(s.isUnlock) })
export type LiveState = ReturnType<typeof liveStateOf>
const liveSessionOf = (s: InferOutput<typeof liveSessionShape>) => ({ ...s, ...liveStateOf(s), needUnlock: flagOf(s.needUnlock) })
export type LiveProduct = ReturnType<typeof liveSessionOf>

export function createProductDetailApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    product: async (productId: string): Promise<ProductDetail> => productDetailOf(await call(product, productId)),
    expireStatus: async (productId: string): Promise<ExpireStatus> => expireStatusOf(await call(expireStatus, productId)),
    /** Cities and campuses where the product may be taken. */
    campuses: async (productId: string) => cityRecordsOf(await call(authCampuses, productId)),
    schedulePlan: async (productId: string, campusId: string, query: SchedulePlanQuery = {}): Promise<SchedulePlan> =>
      schedulePlanOf(await call(schedulePlan, { productId, campusId, query })),
    recommend: async (req: RecommendRequest) => pageOf(await call(recommend, req)).list.map(productListItemOf),
    collect: async (req: CollectRequest) => ({ isCollect: flagOf((await call(collect, req)).isCollect) }),
    liveProducts: async (moduleId: string): Promise<LiveProduct[]> => listOf(await call(liveSessions, moduleId)).map(liveSessionOf),
    liveAction: async (req: LiveActionRequest): Promise<LiveState> => liveStateOf(await call(liveAction, req)),
  }
}
export type ProductDetailApi = ReturnType<typeof createProductDetailApi>
