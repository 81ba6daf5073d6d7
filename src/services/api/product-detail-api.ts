import type { ApiResponse, PageResult } from '@types-api/api/common'
import type { ProductDetail, ProductListItem } from '@types-api/api/product'
import type {
  CollectRequest,
  CollectResponse,
  ExpireStatus,
  LiveActionRequest,
  LiveActionResponse,
  LiveProduct,
  RecommendRequest,
  SchedulePlan,
  SchedulePlanQuery,
} from '@types-api/api/product-detail'
import { cityRecordsOf } from './region-api'
import type { AppConfig } from '@/config/parse-env'
import { HttpError } from '@/services/http/errors'
import type { Send } from '@/services/http/types'
import type { DataShape } from '@/services/http/shape'
import {
  citiesShape,
  collectShape,
  expireStatusShape,
  liveActionShape,
  liveProductsShape,
  productDetailShape,
  productPageShape,
  schedulePlanShape,
} from './shapes'

const listOf = <T>(r: ApiResponse<T[] | null>): T[] => (Array.isArray(r.data) ? r.data : [])

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new HttpError('bad-data', `${what}: empty data`)
  return value
}

/** The goods and course detail page: the product, where and when it is taken, live sessions. */
export function createProductDetailApi(send: Send, config: AppConfig) {
  const base = config.hosts.mall
  const get = <T>(path: string, shape: DataShape, data?: object) => send<ApiResponse<T>>({ url: `${base}${path}`, method: 'GET', data, rule: 'code0', shape })
  const post = <T>(path: string, data: object, shape: DataShape) => send<ApiResponse<T>>({ url: `${base}${path}`, method: 'POST', data, rule: 'code0', shape })
  const id = encodeURIComponent

  return {
    product: (productId: string) => get<ProductDetail>(`/product/${id(productId)}`, productDetailShape).then((r) => need(r.data, 'product')),
    expireStatus: (productId: string) =>
      get<ExpireStatus>(`/product/expireStatus/${id(productId)}`, expireStatusShape).then((r) => r.data ?? { isExpire: 0 as const, expireTime: null }),
    /** Cities and campuses where the product may be taken. */
    campuses: (productId: string) => get<Parameters<typeof cityRecordsOf>[0]>(`/basics/region/authCampu/${id(productId)}`, citiesShape).then((r) => cityRecordsOf(r.data)),
    schedulePlan: (productId: string, campusId: string, query: SchedulePlanQuery = {}) =>
      get<SchedulePlan>(`/product/schedulPlan/${id(productId)}/${id(campusId)}`, schedulePlanShape, query).then((r) => ({
        weekPlanList: Array.isArray(r.data?.weekPlanList) ? r.data.weekPlanList : [],
        scheduleList: Array.isArray(r.data?.scheduleList) ? r.data.scheduleList : [],
      })),
    recommend: (req: RecommendRequest) =>
      post<PageResult<ProductListItem> | null>('/product/recommend', req, productPageShape).then((r) => (Array.isArray(r.data?.list) ? r.data.list : [])),
    collect: (req: CollectRequest) => post<CollectResponse>('/product/collect', req, collectShape).then((r) => need(r.data, 'collect')),
    liveProducts: (moduleId: string) => get<LiveProduct[]>(`/product/liveProductList/${id(moduleId)}`, liveProductsShape).then(listOf),
    liveAction: (req: LiveActionRequest) =>
      post<LiveActionResponse>('/product/liveProduct/appointmentAndUnlock', req, liveActionShape).then((r) => need(r.data, 'appointmentAndUnlock')),
  }
}
export type ProductDetailApi = ReturnType<typeof createProductDetailApi>
