/**
 * My courses: the timetable, course detail, completed courses, video lessons and the course
 * evaluation (spec §2 Courses, §3, §7 Course/schedule). App service `/api/user`, mall service
 * `/mall/api/v1`, scheduling service `/schedulingsystem/api/v1`. A class of the timetable is read by
 * its shape in src/shared/schedule/booking-calls.ts.
 */
/** Course tabs (spec §4): in-study 1, graduated 0. */
export type CourseType = 0 | 1

/** POST /mall/api/v1/ost/student/course/list */
export interface StudentCourseListRequest {
  studentId: string
  /** both tabs when left out */
  courseType?: CourseType
}

/** POST /mall/api/v1/basics/getUserCourseListPage: completed courses, paged. */
export interface UserCourseListPageRequest {
  userId: string
  studentId: string
  pageIndex: number
  pageSize: number
}

/**
 * POST /schedulingsystem/api/v1/ost/student/scheduling (pageIndex 1, pageSize 1000); the schedule
 * query: studentId, productId, isStart 0 (not started) or 1 (started or over), scheduleDate.
 */
export interface StudentSchedulingRequest {
  studentId: string
  productId?: string
  isStart?: 0 | 1
  scheduleDate?: string
  pageIndex: number
  pageSize: number
}

/** POST /schedulingsystem/api/v1/ost/student/schedulingDaterange: the classes between two days. */
export interface SchedulingDateRangeRequest {
  studentId: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
}

/** Course evaluation (spec §3): three star ratings 1–5 and a text. */
export interface CourseEvaluation {
  attitude: number
  campusEnv: number
  courseEffect: number
  describe: string
}

export interface EvaluationQuery {
  studentId: string
  productId: string
}

/** POST …/ost/student/course/evaluation: once per course; a second one is refused. */
export type EvaluationRequest = EvaluationQuery & CourseEvaluation
