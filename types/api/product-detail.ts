/**
 * The goods and course detail page's calls (mall service, /mall/api/v1). The product itself is
 * ProductDetail in ./product (GET product/{id}).
 */
import type { ProductListItem } from './product'

/** One day of a campus's plan (spec §3 week plan day). */
export interface WeekPlanDay {
  /** 'YYYY-MM-DD' */
  courseDate: string
  isFull: boolean
}

export interface ScheduleTeacher {
  person: { name: string }
}

/** One class of a plan day (spec §3 schedule item). */
export interface ScheduleItem {
  scheduleId: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  startDateTime: string
  endDateTime: string
  classRoom: { classRoomName: string }
  scheduleTeacherDetailList: ScheduleTeacher[]
  /** places left; 0 = full */
  remainCount: number
}

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

export interface SchedulePlan {
  weekPlanList: WeekPlanDay[]
  scheduleList: ScheduleItem[]
}

/** GET product/expireStatus/{id}: 1 = the product is expired (off sale); buying is disabled. */
export interface ExpireStatus {
  isExpire: 0 | 1
  /** 'YYYY-MM-DD HH:mm:ss', or null when it never expires */
  expireTime: string | null
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
export interface CollectResponse {
  isCollect: 0 | 1
}

/**
 * One live session of GET product/liveProductList/{moduleId}. For an online live course
 * (productType 3) the module id is the course's own productId.
 */
export interface LiveProduct extends Pick<ProductListItem, 'productId' | 'name' | 'pic'> {
  /** 'YYYY-MM-DD HH:mm:ss' */
  liveStartTime: string
  liveEndTime: string
  /** 0 not started, 1 live now, 2 ended (replay) */
  liveStatus: 0 | 1 | 2
  /** 1 = booked by this user */
  isAppointment: 0 | 1
  /** 1 = unlocked (replay or paid session open to this user) */
  isUnlock: 0 | 1
  /** 1 = needs unlocking before it can be watched */
  needUnlock: 0 | 1
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
export type LiveActionResponse = Pick<LiveProduct, 'productId' | 'isAppointment' | 'isUnlock'>
