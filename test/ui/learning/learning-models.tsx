import { Current } from '@tarojs/runtime'
import type { StudentSchedule } from '@/shared/schedule/booking-calls'
import type { StudentCourse } from '@/pages/course/model/course-api'
import type { ComponentType } from 'react'
import type { AssessmentApi } from '@/pages/assessment/model/assessment-api'
import { assessmentArea, buildAssessmentModel, type AssessmentArea } from '@/pages/assessment/model/assessment-area'
import { type CourseApi } from '@/pages/course/model/course-api'
import { buildCourseModel, courseArea, type CourseArea } from '@/pages/course/model/course-area'
import { buildScheduleModel, scheduleArea, type ScheduleArea } from '@/pages/schedule/model/schedule-area'
import { memoryStore } from '@/platform/key-value'
import type { ProductDetailApi } from '@/shared/product/product-detail-api'
import type { BookingApi } from '@/shared/schedule/booking-api'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/store-context'
import { fakeDeps, fakeService, type FakeDeps } from '../../unit/helpers/fake-deps'
import { mountInPage } from '../helpers/render'


/** The student every learning page is about in these tests. */
export const STUDENT = { studentId: 'S1', userId: 'U1' }
export const student = () => Promise.resolve(STUDENT)
/** Saturday 2026-11-21 10:00 local. */
export const NOW = new Date(2026, 10, 21, 10, 0, 0).getTime()
export const clock = { now: () => NOW }

export interface CourseFakes {
  course?: Partial<CourseApi>
  booking?: Partial<BookingApi>
  product?: Partial<ProductDetailApi>
  storage?: ReturnType<typeof memoryStore>
}

/** The course area's model on fake apis (every call not given rejects). */
export function courseModel(f: CourseFakes = {}): CourseArea {
  const api = fakeService<CourseApi>('course', f.course)
  const booking = fakeService<BookingApi>('booking', f.booking)
  const product = fakeService<ProductDetailApi>('productDetail', f.product)
  return buildCourseModel({ api, booking, product, storage: f.storage ?? memoryStore(), clock, student })
}

/** The schedule area's model on a fake booking api. */
export function scheduleModel(booking: Partial<BookingApi> = {}): ScheduleArea {
  return buildScheduleModel(fakeService<BookingApi>('booking', booking), student, clock)
}

/** The assessment area's model on a fake api, built as the area builds it. */
export function assessmentModel(parts: Partial<AssessmentApi> = {}): AssessmentArea {
  return buildAssessmentModel(fakeService<AssessmentApi>('assessment', parts), student)
}

/** Sets the page's address as useRouter() reads it. */
export function openAt(path: string, params: Record<string, string> = {}): void {
  ;(Current as unknown as { router: unknown }).router = { params, path, onReady: '', onHide: '', onShow: '' }
}

/** Mounts a learning page with its area model in place. */
export async function renderPage(Page: ComponentType, provide: (root: RootStore) => void, deps: FakeDeps = fakeDeps({ now: NOW })) {
  const root = new RootStore(deps)
  provide(root)
  const Wrapped = () => (
    <StoreProvider store={root}>
      <Page />
    </StoreProvider>
  )
  const t = await mountInPage(Wrapped)
  return { t, root }
}

export const provideCourse = (model: CourseArea) => (root: RootStore) => root.areas.provide(courseArea, model)
export const provideAssessment = (model: AssessmentArea) => (root: RootStore) => root.areas.provide(assessmentArea, model)
export const provideSchedule = (model: ScheduleArea) => (root: RootStore) => root.areas.provide(scheduleArea, model)

export const byTestId = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[]
export const buttonNamed = (name: string) => ([...document.querySelectorAll('.nut-button')] as HTMLElement[]).find((b) => b.textContent?.includes(name))
export const text = (): string => document.body.textContent ?? ''

export { pullDown, reachBottom } from '../helpers/page-hooks'

/** A class of the student's timetable. */
export const studentClass = (id: string, start: string, end: string, extra: Partial<StudentSchedule> = {}): StudentSchedule => ({
  scheduleId: id,
  startDateTime: start,
  endDateTime: end,
  classRoom: { classRoomName: '感统训练室' },
  scheduleTeacherDetailList: [{ person: { name: '陈老师' } }, { person: { name: '李老师' } }],
  remainCount: 3,
  productId: 'P1',
  productName: '感统训练营',
  ...extra,
})

/** A course of the student. */
export const studentCourse = (id: string, name: string, extra: Partial<StudentCourse> = {}): StudentCourse => ({
  product_id: id,
  name,
  full_pic: `https://oss.test/${id}.png`,
  productType: 1,
  courseType: 1,
  courseStatus: 0,
  usedCount: 2,
  totalCount: 12,
  ...extra,
})
/** The page is shown (the runtime calls this after mounting a page and on coming back to it). */
export { showAgain as didShow } from '../helpers/page-hooks'
