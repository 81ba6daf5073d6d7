import { Current, getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'
import type { StudentCourse, StudentSchedule } from '@types-api/api/course'
import type { ComponentType } from 'react'
import type { WeekReport, WeekReportDetail, FormRecordItem } from '@types-api/api/assessment'
import type { AssessmentApi } from '@/pages/assessment/model/assessment-api'
import { assessmentArea, type AssessmentArea, type AssessmentReport } from '@/pages/assessment/model/assessment-area'
import { FormStore } from '@/pages/assessment/model/form-store'
import { Resource } from '@/stores/resource'
import { type CourseApi } from '@/pages/course/model/course-api'
import { courseArea, FINISHED_PAGE_SIZE, type CourseArea } from '@/pages/course/model/course-area'
import { CourseDetailStore } from '@/pages/course/model/course-detail-store'
import { EvaluationStore } from '@/pages/course/model/evaluation-store'
import { TimetableStore } from '@/pages/course/model/timetable-store'
import { VideoStore } from '@/pages/course/model/video-store'
import { AppointmentsStore } from '@/pages/schedule/model/appointments-store'
import { BookingStore } from '@/pages/schedule/model/booking-store'
import { MonthStore } from '@/pages/schedule/model/month-store'
import { scheduleArea, type ScheduleArea } from '@/pages/schedule/model/schedule-area'
import { memoryStore } from '@/platform/key-value'
import type { Api } from '@/services/api'
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
  product?: Partial<Api['productDetail']>
  storage?: ReturnType<typeof memoryStore>
}

/** The course area's model on fake apis (every call not given rejects). */
export function courseModel(f: CourseFakes = {}): CourseArea {
  const api = fakeService<CourseApi>('course', f.course)
  const booking = fakeService<BookingApi>('booking', f.booking)
  const product = fakeService<Api['productDetail']>('productDetail', f.product)
  return {
    timetable: new TimetableStore(api, booking, product, student, clock),
    detail: new CourseDetailStore(api, product, booking, student),
    video: new VideoStore(api, product, f.storage ?? memoryStore(), student),
    evaluation: new EvaluationStore(api, student),
    finishedPage: (pageIndex: number) => api.finishedPage({ ...STUDENT, pageIndex, pageSize: FINISHED_PAGE_SIZE }),
  }
}

/** The schedule area's model on a fake booking api. */
export function scheduleModel(booking: Partial<BookingApi> = {}): ScheduleArea {
  const api = fakeService<BookingApi>('booking', booking)
  return {
    booking: new BookingStore(api, student, clock),
    appointments: new AppointmentsStore(api, student, clock),
    month: new MonthStore(api, student, clock),
  }
}

/** The assessment area's model on a fake api, built as the area builds it. */
export function assessmentModel(parts: Partial<AssessmentApi> = {}): AssessmentArea {
  const api = fakeService<AssessmentApi>('assessment', parts)
  return {
    list: new Resource<FormRecordItem[]>(async () => api.records((await student()).studentId)),
    weeks: new Resource<WeekReport[]>(async () => api.weekReports((await student()).studentId)),
    form: new FormStore(api, student),
    report: new Resource<AssessmentReport>(() => Promise.reject(new Error('未选择报告'))),
    loadReport: (recordId: string) => async (): Promise<AssessmentReport> => {
      const [record, view, abilities] = await Promise.all([api.record(recordId), api.developView(recordId), api.abilities(recordId)])
      return { record, view, abilities }
    },
    week: new Resource<WeekReportDetail>(() => Promise.reject(new Error('未选择周报'))),
    loadWeek: (reportId: string) => async (): Promise<WeekReportDetail> => api.weekReport((await student()).studentId, reportId),
  }
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

/** Runs a page hook (usePullDownRefresh, useReachBottom …) as the runtime does. */
function runPageHook(name: 'onPullDownRefresh' | 'onReachBottom' | 'componentDidShow'): void {
  const inst = getPageInstance(HOOKS_APP_ID) as Record<string, (() => void) | (() => void)[] | undefined> | undefined
  const hooks = inst?.[name]
  for (const fn of Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) fn()
}
/** The parent pulls the page down. */
export const pullDown = () => runPageHook('onPullDownRefresh')
/** The parent scrolls to the bottom of the page. */
export const reachBottom = () => runPageHook('onReachBottom')

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
export const didShow = () => runPageHook('componentDidShow')
