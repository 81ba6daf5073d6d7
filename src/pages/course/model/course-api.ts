import type { CourseType, EvaluationQuery, EvaluationRequest, StudentCourseListRequest, UserCourseListPageRequest } from '@types-api/api/course'
import type { AppConfig } from '@/config/app-config'
import { createCall, type Answer } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { courseEvaluation, evaluateCourse, finishedCourses, studentCourseOf, studentCourses, userCourses } from './course-calls'

export type { StudentCourse, VideoLesson } from './course-calls'

const lists = (d: Answer<typeof userCourses>) => ({
  serviceClassList: (d?.serviceClassList ?? []).map(studentCourseOf),
  videolessonList: (d?.videolessonList ?? []).map(studentCourseOf),
})
export type StudentCourseLists = ReturnType<typeof lists>

/** My courses: app service (/api/user) and mall (/ost/student, /basics) calls. */
export function createCourseApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    userCourses: (userId: string, courseType: CourseType) => call(userCourses, { userId, courseType }).then(lists),
    studentCourses: (req: StudentCourseListRequest) => call(studentCourses, req).then(lists),
    finishedPage: (req: UserCourseListPageRequest) =>
      call(finishedCourses, req).then((d) => ({ list: (d?.list ?? []).map(studentCourseOf), total: Number(d?.total) || 0 })),
    /** the evaluation given, its text '' when it has none; null when none was given */
    evaluation: (q: EvaluationQuery) => call(courseEvaluation, q).then((d) => (d ? { ...d, describe: d.describe ?? '' } : null)),
    evaluate: (req: EvaluationRequest) => call(evaluateCourse, req).then((): void => undefined),
  }
}
export type CourseApi = ReturnType<typeof createCourseApi>
