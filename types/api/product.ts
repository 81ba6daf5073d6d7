/**
 * Products of the mall service (/mall/api/v1/product/*, basics/modulePage/*): the product types and
 * what the app sends. What the lists and the detail answer is read by their shapes
 * (src/services/api/product-item.ts, services/api/catalog-calls.ts, shared/product/product-detail-calls.ts).
 *
 * productType (spec §3 says 2 and 5 have special handling):
 * - 1 线下课程  offline course, booked at a campus on a schedule
 * - 2 实物商品  goods: shipped to an address with freight; no campus, no schedule (special)
 * - 3 线上课程  online live course, booked and unlocked per session
 * - 4 测评      assessment, ends in a report
 * - 5 视频课程  video course: bought once and watched in the course player; quantity is always 1,
 *              no campus, no schedule, no address (special)
 * - 6 咨询      consultation with a specialist
 * - 7 卡券      coupon or card ticket
 * - 8 康复服务  recovery service
 * - 9 家长培训  parent training
 * - 10 课时     lesson (single class hours)
 * - 11 知识     knowledge content
 */
export const ProductType = {
  offlineCourse: 1,
  goods: 2,
  onlineCourse: 3,
  assessment: 4,
  videoCourse: 5,
  consultation: 6,
  ticket: 7,
  recovery: 8,
  parentTraining: 9,
  lesson: 10,
  knowledge: 11,
} as const
export type ProductType = (typeof ProductType)[keyof typeof ProductType]

/** Product types taken at a campus (the others ship, stream or play online). */
export const CAMPUS_PRODUCT_TYPES: ReadonlySet<number> = new Set<number>([
  ProductType.offlineCourse,
  ProductType.assessment,
  ProductType.recovery,
  ProductType.parentTraining,
  ProductType.lesson,
])

/** Chinese names of the product types, for labels. */
export const PRODUCT_TYPE_NAMES: Record<ProductType, string> = {
  1: '线下课程',
  2: '实物商品',
  3: '线上课程',
  4: '测评',
  5: '视频课程',
  6: '咨询',
  7: '卡券',
  8: '康复服务',
  9: '家长培训',
  10: '课时',
  11: '知识',
}

/** Teaching method (spec §2): 0 offline, 1 online. */
export type TeachingMethod = 0 | 1

/** GET product/productCategory/{1|2}: 1 courses, 2 goods. */
export type ProductCategoryKind = 1 | 2

/**
 * Filters every product list accepts (home modules, discover). Lists of ids travel as
 * comma-separated strings so the same payload works as a GET query and a POST body.
 */
export interface ProductFilterPayload {
  regionIds?: string
  indicationIds?: string
  courseLevels?: string
  courseCategoryIds?: string
  productCategoryIds?: string
  teachingMethod?: TeachingMethod
  /** City name chosen on the home tab. */
  city?: string
}

/** GET basics/modulePage/{code}?organization_id&pageIndex&pageSize + filters */
export interface ModulePageQuery extends ProductFilterPayload {
  pageIndex: number
  pageSize: number
  organization_id?: string
}

/** POST product/discover */
export interface DiscoverRequest extends ProductFilterPayload {
  pageIndex: number
  pageSize: number
  /** 1 courses, 2 goods */
  categoryType?: ProductCategoryKind
  categoryId?: string
}

/** POST point/discover: spec §3 point goods params. */
export interface PointDiscoverRequest {
  pageIndex: number
  pageSize: number
  /** 0 default, 1 points ascending, 2 points descending */
  sort?: number
  city?: string
}

/** POST search */
export interface SearchRequest {
  keyword: string
  pageIndex: number
  pageSize: number
  /** only the products this coupon applies to (its userCouponId or couponId) */
  couponId?: string
}

/** POST moreSearch: more results of one group. */
export interface MoreSearchRequest extends SearchRequest {
  /** the group's productType, as the search answered it */
  productType: number
}
