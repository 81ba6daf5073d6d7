import type { StudentCourse } from './course-api'
import type { PageResult } from '@types-api/api/common'
import { createProductDetailApi, type ProductDetailApi } from '@/shared/product/product-detail-api'
import { createBookingApi, type BookingApi } from '@/shared/schedule/booking-api'
import { currentStudent, type StudentIdentity } from '@/shared/student/current-student'
import type { StoreDeps } from '@/stores/deps'
import { defineArea } from '@/stores/area-registry'
import { createCourseApi, type CourseApi } from './course-api'
import { CourseDetailStore } from './course-detail-store'
import { EvaluationStore } from './evaluation-store'
import { TimetableStore } from './timetable-store'
import { VideoStore } from './video-store'

export const FINISHED_PAGE_SIZE = 10

/** My courses: timetable, course detail, completed courses, video lessons, evaluation. */
export interface CourseModelParts {
  api: CourseApi
  booking: BookingApi
  product: ProductDetailApi
  storage: StoreDeps['storage']
  clock: StoreDeps['clock']
  student: () => Promise<StudentIdentity>
}

export function buildCourseModel({ api, booking, product, storage, clock, student }: CourseModelParts) {
  return {
    timetable: new TimetableStore(api, booking, product, student, clock),
    detail: new CourseDetailStore(api, product, booking, student),
    video: new VideoStore(api, product, storage, student),
    evaluation: new EvaluationStore(api, student),
    /** A page of completed courses (POST basics/getUserCourseListPage). */
    finishedPage: async (pageIndex: number): Promise<PageResult<StudentCourse>> => {
      const { studentId, userId } = await student()
      return api.finishedPage({ userId, studentId, pageIndex, pageSize: FINISHED_PAGE_SIZE })
    },
  }
}

export const courseArea = defineArea('course', ({ deps, shell }) =>
  buildCourseModel({
    api: createCourseApi(deps.send, deps.config),
    booking: createBookingApi(deps.send, deps.config),
    product: createProductDetailApi(deps.send, deps.config),
    storage: deps.storage,
    clock: deps.clock,
    student: () => currentStudent(shell),
  }),
)
export type CourseArea = ReturnType<typeof buildCourseModel>
