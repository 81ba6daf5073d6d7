import dayjs from 'dayjs'
import { makeAutoObservable } from 'mobx'
import { HttpError } from '@/services/http/errors'
import type { BookingApi } from '@/shared/schedule/booking-api'
import type { Appointment } from '@/shared/schedule/booking-calls'
import { ClassCancellation } from '@/shared/schedule/class-cancellation'
import type { StudentIdentity } from '@/shared/student/current-student'
import type { Clock } from '@/stores/deps'
import { Resource } from '@/stores/resource'
import { canCancel, splitAppointments } from './schedule-rules'

export type RecordTab = 'upcoming' | 'past'

/** My appointments: upcoming and past, cancel where the server allows it. */
export class AppointmentsStore {
  tab: RecordTab = 'upcoming'
  readonly list: Resource<Appointment[]>
  /** cancelling one of them; the list is read again after */
  readonly cancellation: ClassCancellation

  constructor(
    private readonly api: Pick<BookingApi, 'myAppointments' | 'appoint'>,
    private readonly student: () => Promise<StudentIdentity>,
    private readonly clock: Clock,
  ) {
    this.list = new Resource(async () => this.api.myAppointments((await this.student()).studentId))
    this.cancellation = new ClassCancellation(this.api, this.student, () => this.list.load())
    makeAutoObservable<AppointmentsStore, 'api' | 'student' | 'clock'>(this, { api: false, student: false, clock: false, list: false, cancellation: false })
  }

  get now(): string {
    return dayjs(this.clock.now()).format('YYYY-MM-DD HH:mm:ss')
  }

  get split() {
    return splitAppointments(this.list.value ?? [], this.now)
  }

  get shown(): Appointment[] {
    return this.split[this.tab]
  }

  canCancel(a: Appointment): boolean {
    return canCancel(a, this.now)
  }

  setTab(tab: RecordTab): void {
    this.tab = tab
  }

  /** Cancels an appointment the server allows to cancel; the list is read again. */
  async cancel(a: Appointment): Promise<void> {
    if (!this.canCancel(a)) throw new HttpError('biz', '开课前24小时内不能取消预约')
    await this.cancellation.cancel(a, a.appointmentId)
  }
}
