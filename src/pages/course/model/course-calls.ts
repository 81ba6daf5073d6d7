import { array, looseObject, nullable, nullish, number, string } from 'valibot'
import { amount, flag, id, pageShape } from '@/services/api/shapes'

/** One video lesson of a video course. */
const videoLessonShape = looseObject({ lessonId: id, name: string(), videoUrl: string(), duration: nullish(number()), locked: nullish(flag) })

/** A course the student has, as the course list, detail and completed pages read it. */
const studentCourseShape = looseObject({
  product_id: id,
  name: string(),
  full_pic: nullish(string()),
  productType: nullish(number()),
  courseType: nullish(number()),
  courseStatus: nullish(flag),
  usedCount: nullish(amount),
  totalCount: nullish(amount),
  campusId: nullish(id),
  campusName: nullish(string()),
  isEvaluate: nullish(flag),
  finishTime: nullish(string()),
  lessons: nullish(array(videoLessonShape)),
})

/** getUserCourse and ost/student/course/list: offline/online classes and video courses. */
export const courseListsShape = nullable(looseObject({ serviceClassList: array(studentCourseShape), videolessonList: array(studentCourseShape) }))

/** basics/getUserCourseListPage: completed courses, paged. */
export const finishedPageShape = pageShape(studentCourseShape)

/** ost/student/course/evaluation/query: the evaluation given, or null. */
export const evaluationShape = nullable(looseObject({ attitude: number(), campusEnv: number(), courseEffect: number(), describe: nullish(string()) }))
