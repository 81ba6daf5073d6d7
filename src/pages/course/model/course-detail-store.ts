import { makeAutoObservable } from 'mobx'
import type { StudentSchedule } from '@/shared/schedule/booking-calls'
import type { StudentCourse } from './course-api'
import type { ProductDetail, ProductDetailApi } from '@/shared/product/product-detail-api'
import { HttpError } from '@/services/http/errors'
import type { BookingApi } from '@/shared/schedule/booking-api'
import { ClassCancellation } from '@/shared/schedule/class-cancellation'
import type { StudentIdentity } from '@/shared/student/current-student'
import { Resource } from '@/stores/resource'
import type { CourseApi } from './course-api'

/** Spec §9: the student schedule is read in one page of 1000. */
export const STUDENT_SCHEDULE_PAGE = 1000

export interface CourseSchedules {
  upcoming: StudentSchedule[]
  past: StudentSchedule[]
}

/** One bought course: the product, the student's course (progress, campus), its coming and past classes. */
export class CourseDetailStore {
  productId = ''
  readonly product: Resource<ProductDetail>
  readonly course: Resource<StudentCourse>
  readonly schedules: Resource<CourseSchedules>
  /** cancelling a booked class of this course; its classes are read again after */
  readonly cancellation: ClassCancellation

  constructor(
    private readonly api: CourseApi,
    private readonly productApi: Pick<ProductDetailApi, 'product'>,
    private readonly booking: Pick<BookingApi, 'appoint' | 'scheduling'>,
    private readonly student: () => Promise<StudentIdentity>,
  ) {
    this.product = new Resource(() => this.productApi.product(this.productId))
    this.course = new Resource(async () => {
      const { studentId } = await this.student()
      const lists = await this.api.studentCourses({ studentId })
      const found = [...lists.serviceClassList, ...lists.videolessonList].find((c) => c.product_id === this.productId)
      if (!found) throw new HttpError('biz', '未找到该课程，可能尚未购买')
      return found
    })
    this.schedules = new Resource(async () => {
      const { studentId } = await this.student()
      const query = (isStart: 0 | 1) => this.booking.scheduling({ studentId, productId: this.productId, isStart, pageIndex: 1, pageSize: STUDENT_SCHEDULE_PAGE })
      const [upcoming, past] = await Promise.all([query(0), query(1)])
      return {
        upcoming: [...upcoming.list].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime)),
        past: [...past.list].sort((a, b) => b.startDateTime.localeCompare(a.startDateTime)),
      }
    })
    this.cancellation = new ClassCancellation(this.booking, this.student, () => this.schedules.load())
    makeAutoObservable<CourseDetailStore, 'api' | 'productApi' | 'booking' | 'student'>(this, {
      cancellation: false,
      api: false,
      productApi: false,
      booking: false,
      student: false,
      product: false,
      course: false,
      schedules: false,
    })
  }

  /** A finished course may be evaluated. */
  get canEvaluate(): boolean {
    return Number(this.course.value?.courseStatus) === 1
  }

  /** Offline courses at a campus are booked on the class plan. */
  get canBook(): boolean {
    const c = this.course.value
    return Boolean(c?.campusId) && Number(c?.courseType) === 1
  }

  open(productId: string): Promise<unknown> {
    if (productId !== this.productId) {
      this.productId = productId
      return Promise.all([this.product.setSource(() => this.productApi.product(productId)), this.course.load(), this.schedules.load()])
    }
    return Promise.all([this.product.ensure(), this.course.load(), this.schedules.load()])
  }

}
