import { makeAutoObservable, runInAction } from 'mobx'
import { HttpError } from '@/services/http/errors'
import type { BookingApi } from '@/shared/schedule/booking-api'
import type { AppointmentResult, BookableSchedule } from '@/shared/schedule/booking-calls'
import { SchedulePicker } from '@/shared/schedule/schedule-picker'
import type { StudentIdentity } from '@/shared/student/current-student'
import type { Clock } from '@/stores/deps'
import { dayKey } from '@/utils/server-time'

/**
 * Booking a class of a bought course on the week calendar: days outside the plan and past days are
 * disabled, full days (满) are refused, a full class cannot be chosen; booking takes a place and
 * the day's classes are read again.
 */
export class BookingStore {
  productId = ''
  readonly picker: SchedulePicker<BookableSchedule>
  booking = false

  constructor(
    private readonly api: Pick<BookingApi, 'classPlan' | 'appoint'>,
    private readonly student: () => Promise<StudentIdentity>,
    private readonly clock: Clock,
  ) {
    this.picker = new SchedulePicker<BookableSchedule>({ today: () => dayKey(this.clock.now()), fullDays: 'refuse', hidePast: true, now: () => this.clock.now() })
    makeAutoObservable<BookingStore, 'api' | 'student' | 'clock'>(this, { api: false, student: false, clock: false, picker: false })
  }

  /** Why the chosen class cannot be booked now, or ''. */
  get blockReason(): string {
    const s = this.picker.schedule
    if (!this.picker.date) return '请选择上课日期'
    if (!s) return '请选择上课时间'
    if (Number(s.isAppointment) === 1) return '您已预约该课程'
    if (s.remainCount <= 0) return '该时段已约满，请选择其他时间'
    return ''
  }

  open(productId: string): Promise<void> {
    if (productId === this.productId && this.picker.planLoad.status === 'ready') return this.picker.loadSchedules()
    this.productId = productId
    this.picker.setSource({
      loadPlan: async () => {
        const { studentId } = await this.student()
        return (await this.api.classPlan({ studentId, productId })).weekPlanList
      },
      loadDay: async (date) => {
        const { studentId } = await this.student()
        return this.api.classPlan({ studentId, productId, isStart: 0, scheduleDate: date })
      },
    })
    return this.picker.loadPlan()
  }

  /**
   * Books the chosen class. Rejects with the reason (a full class is refused here and by the
   * server); the day's classes are read again either way, so places left are current.
   */
  async book(): Promise<AppointmentResult> {
    const why = this.blockReason
    if (why) throw new HttpError('biz', why)
    if (this.booking) throw new HttpError('biz', '正在预约，请稍候')
    const item = this.picker.schedule!
    this.booking = true
    try {
      const { studentId } = await this.student()
      const res = await this.api.appoint(item.scheduleId, { studentId, productId: this.productId, appointmentDataType: 1 })
      runInAction(() => this.picker.patchSchedule(item.scheduleId, { remainCount: res.remainCount, isAppointment: 1 }))
      return res
    } finally {
      runInAction(() => (this.booking = false))
      void this.picker.loadSchedules()
    }
  }
}
