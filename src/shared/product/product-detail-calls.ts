import { array, looseObject, nullable, nullish, number, string } from 'valibot'
import type { CollectRequest, LiveActionRequest, RecommendRequest, SchedulePlanQuery } from '@types-api/api/product-detail'
import { declareService, sends } from '@/services/http/declare'
import { amount, flag, id, listShape, planDayShape, productListItemShape, scheduleItemShape } from '@/services/api/common-shapes'
import { productPageShape } from '@/services/api/product-item'
import { cityRecordShape } from '@/shared/region/region-calls'

const mall = declareService('mall')

/** The goods and course detail page: the product, where and when it is taken, live sessions (spec §7 Products). */

const specEntryShape = looseObject({ key: string(), value: string() })
export const skuShape = looseObject({
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
export const productDetailShape = looseObject({
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

export const expireStatusShape = nullable(looseObject({ isExpire: flag, expireTime: nullish(string()) }))
/** GET product/expireStatus/{id}: 1 = expired (off sale), buying is disabled. */
export const expireStatus = mall.get((productId: string) => `/product/expireStatus/${encodeURIComponent(productId)}`, expireStatusShape)

/** GET basics/region/authCampu/{productId}: the cities and campuses where the product may be taken. */
export const authCampuses = mall.get((productId: string) => `/basics/region/authCampu/${encodeURIComponent(productId)}`, listShape(cityRecordShape))

export const schedulePlanShape = nullable(looseObject({ weekPlanList: nullish(array(planDayShape)), scheduleList: nullish(array(scheduleItemShape)) }))
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

export const liveStateShape = looseObject({
  productId: id,
  /** 1 = booked by this parent */
  isAppointment: flag,
  /** 1 = unlocked (a replay or paid session open to this parent) */
  isUnlock: flag,
})
export const liveSessionShape = looseObject({
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
