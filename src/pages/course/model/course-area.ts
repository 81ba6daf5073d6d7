import type { StudentCourse } from '@types-api/api/course'
import type { PageResult } from '@types-api/api/common'
import { createBookingApi } from '@/shared/schedule/booking-api'
import { currentStudent } from '@/shared/student/current-student'
import { defineArea } from '@/stores/area-registry'
import { createCourseApi } from './course-api'
import { CourseDetailStore } from './course-detail-store'
import { EvaluationStore } from './evaluation-store'
import { TimetableStore } from './timetable-store'
import { VideoStore } from './video-store'

export const FINISHED_PAGE_SIZE = 10

/** My courses: timetable, course detail, completed courses, video lessons, evaluation. */
export const courseArea = defineArea('course', ({ deps, shell }) => {
  const api = createCourseApi(deps.send, deps.config)
  const booking = createBookingApi(deps.send, deps.config)
  const student = () => currentStudent(shell)
  return {
    timetable: new TimetableStore(api, booking, deps.api.productDetail, student, deps.clock),
    detail: new CourseDetailStore(api, deps.api.productDetail, booking, student),
    video: new VideoStore(api, deps.api.productDetail, deps.storage, student),
    evaluation: new EvaluationStore(api, student),
    /** A page of completed courses (POST basics/getUserCourseListPage). */
    finishedPage: async (pageIndex: number): Promise<PageResult<StudentCourse>> => {
      const { studentId, userId } = await student()
      return api.finishedPage({ userId, studentId, pageIndex, pageSize: FINISHED_PAGE_SIZE })
    },
  }
})
export type CourseArea = ReturnType<typeof courseArea.create>
