import dayjs from 'dayjs'
import { makeAutoObservable, runInAction } from 'mobx'
import type { CourseType } from '@types-api/api/course'
import type { StudentSchedule } from '@/shared/schedule/booking-calls'
import type { StudentCourseLists } from './course-api'
import { ProductType } from '@types-api/api/product'
import type { LiveProduct, ProductDetailApi } from '@/shared/product/product-detail-api'
import type { BookingApi } from '@/shared/schedule/booking-api'
import type { StudentIdentity } from '@/shared/student/current-student'
import type { Clock } from '@/stores/deps'
import { Resource } from '@/stores/resource'
import { STUDENT_SCHEDULE_PAGE } from './course-detail-store'
import type { CourseApi } from './course-api'
import { comingClasses } from './course-rules'

export interface BookedLive extends LiveProduct {
  courseName: string
}

/**
 * My timetable: the two course tabs (in study 1, graduated 0), the coming classes of the student
 * and the live lessons booked on the student's online courses.
 */
export class TimetableStore {
  tab: CourseType = 1
  readonly lists: Record<CourseType, Resource<StudentCourseLists>>
  readonly schedules: Resource<StudentSchedule[]>
  readonly live: Resource<BookedLive[]>
  liveBusy: string | null = null

  constructor(
    private readonly api: CourseApi,
    private readonly booking: Pick<BookingApi, 'scheduling'>,
    private readonly liveApi: Pick<ProductDetailApi, 'liveProducts' | 'liveAction'>,
    private readonly student: () => Promise<StudentIdentity>,
    private readonly clock: Clock,
  ) {
    const tabList = (courseType: CourseType) =>
      new Resource(async () => {
        const { userId } = await this.student()
        return this.api.userCourses(userId, courseType)
      })
    this.lists = { 1: tabList(1), 0: tabList(0) }
    this.schedules = new Resource(async () => {
      const { studentId } = await this.student()
      return (await this.booking.scheduling({ studentId, pageIndex: 1, pageSize: STUDENT_SCHEDULE_PAGE })).list
    })
    this.live = new Resource(() => this.loadLive())
    makeAutoObservable<TimetableStore, 'api' | 'booking' | 'liveApi' | 'student' | 'clock'>(this, { api: false, booking: false, liveApi: false, student: false, clock: false, lists: false, schedules: false, live: false })
  }

  get current(): Resource<StudentCourseLists> {
    return this.lists[this.tab]
  }

  get coming(): StudentSchedule[] {
    return comingClasses(this.schedules.value ?? [], this.nowText)
  }

  private get nowText(): string {
    return dayjs(this.clock.now()).format('YYYY-MM-DD HH:mm:ss')
  }

  /** Opens the page on a tab: the tab's list, the coming classes and the booked live lessons. */
  open(tab: CourseType): Promise<unknown> {
    this.chooseTab(tab)
    return this.refresh()
  }

  /** The tab the page shows, without loading (the page's address chooses it). */
  chooseTab(tab: CourseType): void {
    this.tab = tab
  }

  /** The parent switches tabs: a tab already loaded is shown as held. */
  setTab(tab: CourseType): Promise<void> {
    this.tab = tab
    return this.current.ensure()
  }

  /** Reads the shown tab's list, the booked live lessons and the coming classes (again); what is shown stays meanwhile. */
  refresh(): Promise<unknown> {
    return Promise.all([this.current.load().then(() => this.live.load()), this.schedules.load()])
  }

  private async loadLive(): Promise<BookedLive[]> {
    const held = this.lists[1].value
    const lists = held ?? (await this.api.userCourses((await this.student()).userId, 1))
    const online = lists.serviceClassList.filter((c) => Number(c.productType) === ProductType.onlineCourse)
    const sessions = await Promise.all(
      online.map((c) => this.liveApi.liveProducts(c.product_id).then((list) => list.filter((s) => Number(s.isAppointment) === 1).map((s) => ({ ...s, courseName: c.name })))),
    )
    return sessions.flat()
  }

  /** Cancels a booked live lesson (appointmentDataType 0); it leaves the list when the server agrees. */
  async cancelLive(sessionId: string): Promise<void> {
    if (this.liveBusy) return
    this.liveBusy = sessionId
    try {
      const res = await this.liveApi.liveAction({ productId: sessionId, appointmentDataType: 0 })
      runInAction(() => {
        if (Number(res.isAppointment) === 0) this.live.set((this.live.value ?? []).filter((s) => s.productId !== sessionId))
      })
    } finally {
      runInAction(() => (this.liveBusy = null))
    }
  }
}
