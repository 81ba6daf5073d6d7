import dayjs from 'dayjs'
import { makeAutoObservable } from 'mobx'
import type { StudentSchedule } from '@types-api/api/course'
import type { BookingApi } from '@/shared/schedule/booking-api'
import type { StudentIdentity } from '@/shared/student/current-student'
import type { Clock } from '@/stores/deps'
import { Resource } from '@/stores/resource'
import { classesByDay, monthRange } from './schedule-rules'

/** The month view: the student's classes of the shown month (schedulingDaterange) and the chosen day. */
export class MonthStore {
  month = ''
  day = ''
  readonly classes: Resource<StudentSchedule[]>

  constructor(
    private readonly api: Pick<BookingApi, 'schedulingRange'>,
    private readonly student: () => Promise<StudentIdentity>,
    private readonly clock: Clock,
  ) {
    this.classes = new Resource(() => this.fetch())
    makeAutoObservable<MonthStore, 'api' | 'student' | 'clock'>(this, { api: false, student: false, clock: false, classes: false })
  }

  private async fetch(): Promise<StudentSchedule[]> {
    const { studentId } = await this.student()
    return this.api.schedulingRange({ studentId, ...monthRange(this.month) })
  }

  get byDay(): Map<string, StudentSchedule[]> {
    return classesByDay(this.classes.value ?? [])
  }

  get dayClasses(): StudentSchedule[] {
    return this.byDay.get(this.day) ?? []
  }

  open(): Promise<void> {
    const today = dayjs(this.clock.now())
    if (!this.month) {
      this.month = today.format('YYYY-MM')
      this.day = today.format('YYYY-MM-DD')
    }
    return this.classes.load()
  }

  showMonth(year: number, month: number): Promise<void> {
    const m = `${year}-${String(month).padStart(2, '0')}`
    if (m === this.month) return Promise.resolve()
    this.month = m
    return this.classes.setSource(() => this.fetch())
  }

  chooseDay(day: string): void {
    this.day = day
  }
}
