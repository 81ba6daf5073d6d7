import { array, looseObject, nullable, nullish, number, string, type InferOutput } from 'valibot'
import type { CollectRequest, LiveActionRequest, RecommendRequest, SchedulePlanQuery } from '@types-api/api/product-detail'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall, sends } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { amount, flag, flagOf, id, listOf, listShape, pageOf, planDayOf, planDayShape, productListItemShape, scheduleItemOf, scheduleItemShape } from '@/services/api/common-shapes'
import { productListItemOf, productPageShape } from '@/services/api/product-item'
import { cityRecordShape, cityRecordsOf } from '@/shared/region/region-api'

const mall = declareService('mall')

/** The goods and course detail page: the product, where and when it is taken, live sessions (spec §7 Products). */

const specEntryShape = looseObject({ key: string(), value: string() })
const skuShape = looseObject({
  skuId: id,
  skuName: nullish(string()),
  /** yuan: this sku's sale price (the product's purchasemoney is its first sku's) */
  purchasemoney: nullish(amount),
  /** yuan: this sku's struck-through original price, shown only when higher */
  originalmoney: nullish(amount),
  point: nullish(amount),
  stock: nullish(number()),
  /** spec entries that differ by sku; they replace the product's entries of the same key */
  specList: nullish(array(specEntryShape)),
})
const productDetailShape = looseObject({
  ...productListItemShape.entries,
  /** 1 = in the parent's favourites */
  isCollect: nullish(flag),
  productSkuId: nullish(id),
  skuList: nullish(array(skuShape)),
  /** spec entries: lesson count, course spec … */
  specList: nullish(array(specEntryShape)),
  /** type 1 is freight */
  freightList: nullish(array(looseObject({ type: number(), money: amount }))),
  /** server HTML; sanitized before rendering */
  detail: nullish(string()),
})

/** GET product/{id} */
export const product = mall.get((productId: string) => `/product/${encodeURIComponent(productId)}`, productDetailShape)

const expireStatusShape = nullable(looseObject({ isExpire: flag, expireTime: nullish(string()) }))
/** GET product/expireStatus/{id}: 1 = expired (off sale), buying is disabled. */
export const expireStatus = mall.get((productId: string) => `/product/expireStatus/${encodeURIComponent(productId)}`, expireStatusShape)

/** GET basics/region/authCampu/{productId}: the cities and campuses where the product may be taken. */
export const authCampuses = mall.get((productId: string) => `/basics/region/authCampu/${encodeURIComponent(productId)}`, listShape(cityRecordShape))

const schedulePlanShape = nullable(looseObject({ weekPlanList: nullish(array(planDayShape)), scheduleList: nullish(array(scheduleItemShape)) }))
interface SchedulePlanInput {
  productId: string
  campusId: string
  query: SchedulePlanQuery
}
/**
 * GET product/schedulPlan/{productId}/{campusId}?date&onlySchedulPlanList: with onlySchedulPlanList=1
 * only the plan days from `date` (default today); otherwise also the classes of `date`.
 */
export const schedulePlan = mall.get((q: SchedulePlanInput) => `/product/schedulPlan/${encodeURIComponent(q.productId)}/${encodeURIComponent(q.campusId)}`, schedulePlanShape, { query: (q: SchedulePlanInput) => ({ ...q.query }) })

/** POST product/recommend: products recommended beside one product. */
export const recommend = mall.post('/product/recommend', productPageShape, { body: sends<RecommendRequest> })

/**
 * POST product/collect {productId, isCollect: 1 collect | 0 uncollect}: the new state. The spec names
 * no path for the favourite toggle. Needs login.
 */
export const collect = mall.post('/product/collect', looseObject({ isCollect: flag }), { body: sends<CollectRequest> })

const liveStateShape = looseObject({
  productId: id,
  /** 1 = booked by this parent */
  isAppointment: flag,
  /** 1 = unlocked (a replay or paid session open to this parent) */
  isUnlock: flag,
})
const liveSessionShape = looseObject({
  ...liveStateShape.entries,
  name: string(),
  pic: nullish(string()),
  /** 'YYYY-MM-DD HH:mm:ss' */
  liveStartTime: string(),
  liveEndTime: nullish(string()),
  /** 0 not started, 1 live now, 2 ended (replay) */
  liveStatus: number(),
  /** 1 = needs unlocking before it can be watched */
  needUnlock: nullish(flag),
})
/** GET product/liveProductList/{moduleId}: the live sessions; for an online live course the module id is its own productId. */
export const liveSessions = mall.get((moduleId: string) => `/product/liveProductList/${encodeURIComponent(moduleId)}`, listShape(liveSessionShape))

/** POST product/liveProduct/appointmentAndUnlock (spec §4): appointmentDataType 1 book, 0 cancel; dataType 1 unlock. Needs login. */
export const liveAction = mall.post('/product/liveProduct/appointmentAndUnlock', liveStateShape, { body: sends<LiveActionRequest> })

/* The answers as the detail page reads them: made once, here. */


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
