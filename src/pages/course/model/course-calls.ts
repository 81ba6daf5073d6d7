import type { CourseType, EvaluationQuery, EvaluationRequest, StudentCourseListRequest, UserCourseListPageRequest } from '@types-api/api/course'
import { array, looseObject, nullable, nullish, number, string, type InferOutput } from 'valibot'
import { amount, flag, id, pageShape } from '@/services/api/common-shapes'
import { declareService, noData, sends } from '@/services/http/declare'

const app = declareService('app')
const mall = declareService('mall')

/** My courses: app service (/api/user) and mall (/ost/student, /basics) calls (spec §3, §7 Course). */

/** One video lesson of a video course: videoUrl absolute (mp4/m3u8), duration in seconds, locked 1 = not unlocked yet. */
const videoLessonShape = looseObject({ lessonId: id, name: string(), videoUrl: string(), duration: nullish(number()), locked: nullish(flag) })

/** A course the student has, as the course list, detail and completed pages read it. */
const studentCourseShape = looseObject({
  product_id: id,
  name: string(),
  /** comma-separated picture URLs; the first is shown */
  full_pic: nullish(string()),
  productType: nullish(number()),
  /** in-study 1, graduated 0 */
  courseType: nullish(number()),
  /** 0 not finished, 1 finished */
  courseStatus: nullish(flag),
  /** lessons used and bought */
  usedCount: nullish(amount),
  totalCount: nullish(amount),
  campusId: nullish(id),
  campusName: nullish(string()),
  /** 1 = the finished course was evaluated */
  isEvaluate: nullish(flag),
  /** 'YYYY-MM-DD HH:mm:ss' of the last lesson, for finished courses */
  finishTime: nullish(string()),
  /** video courses only */
  lessons: nullish(array(videoLessonShape)),
})

/** Offline/online classes and video courses. */
const courseListsShape = nullable(looseObject({ serviceClassList: array(studentCourseShape), videolessonList: array(studentCourseShape) }))

/** GET /api/user/getUserCourse?userId&courseType&courseStatus */
export const userCourses = app.get('/api/user/getUserCourse', courseListsShape, { query: (q: { userId: string; courseType: CourseType }) => ({ userId: q.userId, courseType: q.courseType, courseStatus: '' }) })

/** POST ost/student/course/list */
export const studentCourses = mall.post('/ost/student/course/list', courseListsShape, { body: sends<StudentCourseListRequest> })

/** POST basics/getUserCourseListPage: completed courses, paged. */
export const finishedCourses = mall.post('/basics/getUserCourseListPage', pageShape(studentCourseShape), { body: sends<UserCourseListPageRequest> })

/** POST ost/student/course/evaluation/query: the evaluation given, or null. */
export const courseEvaluation = mall.post('/ost/student/course/evaluation/query', nullable(looseObject({ attitude: number(), campusEnv: number(), courseEffect: number(), describe: nullish(string()) })), { body: sends<EvaluationQuery> })

/** POST ost/student/course/evaluation: once per course; a second one is refused. */
export const evaluateCourse = mall.post('/ost/student/course/evaluation', noData, { body: sends<EvaluationRequest> })

/**
 * A course as the pages read it: its id and its lessons' ids as text (they go into page addresses
 * and storage keys); a course without lessons stays without them (it is not a video course).
 */
export function studentCourseOf(c: InferOutput<typeof studentCourseShape>) {
  const { lessons, ...course } = c
  return { ...course, product_id: String(c.product_id), ...(lessons ? { lessons: lessons.map((l) => ({ ...l, lessonId: String(l.lessonId) })) } : {}) }
}
export type StudentCourse = ReturnType<typeof studentCourseOf>
export type VideoLesson = NonNullable<StudentCourse['lessons']>[number]
