import type { ApiResponse, PageResult } from '@types-api/api/common'
import type {
  CourseEvaluation,
  CourseType,
  EvaluationQuery,
  EvaluationRequest,
  StudentCourse,
  StudentCourseListRequest,
  StudentCourseLists,
  UserCourseListPageRequest,
} from '@types-api/api/course'
import type { AppConfig } from '@/config/parse-env'
import { ignoresData, type DataShape } from '@/services/http/shape'
import type { Send } from '@/services/http/types'
import { courseListsShape, evaluationShape, finishedPageShape } from './course-shapes'

const lists = (d: Partial<StudentCourseLists> | null | undefined): StudentCourseLists => ({
  serviceClassList: Array.isArray(d?.serviceClassList) ? d.serviceClassList : [],
  videolessonList: Array.isArray(d?.videolessonList) ? d.videolessonList : [],
})
const page = <T>(d: PageResult<T> | null | undefined): PageResult<T> => ({ list: Array.isArray(d?.list) ? d.list : [], total: Number(d?.total) || 0 })

/** My courses: app service (/api/user) and mall (/ost/student, /basics) calls. */
export function createCourseApi(send: Send, config: AppConfig) {
  const { app, mall } = config.hosts
  const get = <T>(url: string, data: object, shape: DataShape) => send<ApiResponse<T>>({ url, method: 'GET', data, rule: 'code0', shape })
  const post = <T>(url: string, data: object, shape: DataShape) => send<ApiResponse<T>>({ url, method: 'POST', data, rule: 'code0', shape })
  return {
    userCourses: (userId: string, courseType: CourseType) =>
      get<StudentCourseLists | null>(`${app}/api/user/getUserCourse`, { userId, courseType, courseStatus: '' }, courseListsShape).then((r) => lists(r.data)),
    studentCourses: (req: StudentCourseListRequest) => post<StudentCourseLists | null>(`${mall}/ost/student/course/list`, req, courseListsShape).then((r) => lists(r.data)),
    finishedPage: (req: UserCourseListPageRequest) => post<PageResult<StudentCourse> | null>(`${mall}/basics/getUserCourseListPage`, req, finishedPageShape).then((r) => page(r.data)),
    evaluation: (q: EvaluationQuery) => post<CourseEvaluation | null>(`${mall}/ost/student/course/evaluation/query`, q, evaluationShape).then((r) => r.data ?? null),
    evaluate: (req: EvaluationRequest) => post<unknown>(`${mall}/ost/student/course/evaluation`, req, ignoresData).then((): void => undefined),
  }
}
export type CourseApi = ReturnType<typeof createCourseApi>
