/**
 * The goods and course detail page's calls (mall service, /mall/api/v1): what the app sends. Their
 * answers are read by the shapes of src/shared/product/product-detail-calls.ts (a plan day and a class
 * by the shared ones of common-shapes.ts).
 */

/**
 * GET product/schedulPlan/{productId}/{campusId}?date&onlySchedulPlanList
 * - onlySchedulPlanList=1: only weekPlanList (the plan days from `date`, default today, for the
 *   coming weeks); scheduleList is empty.
 * - otherwise: also the schedule items of `date`.
 */
export interface SchedulePlanQuery {
  date?: string
  onlySchedulPlanList?: 1
}

/** POST product/recommend: products recommended beside one product. */
export interface RecommendRequest {
  productId: string
  pageIndex: number
  pageSize: number
}

/**
 * Collect (favourite) toggle. The spec names no path for it; the storefront uses
 * POST product/collect {productId, isCollect: 1 collect | 0 uncollect}, answering the new state.
 * Needs login.
 */
export interface CollectRequest {
  productId: string
  isCollect: 0 | 1
}

/**
 * POST product/liveProduct/appointmentAndUnlock (spec §4): appointmentDataType 1 book, 0 cancel;
 * dataType 1 unlock. Needs login. Answers the session's new state.
 */
export interface LiveActionRequest {
  productId: string
  appointmentDataType?: 0 | 1
  dataType?: 1
}
