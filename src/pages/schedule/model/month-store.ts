import dayjs from 'dayjs'
import { makeAutoObservable } from 'mobx'
import type { BookingApi } from '@/shared/schedule/booking-api'
import type { StudentSchedule } from '@/shared/schedule/booking-calls'
import type { StudentIdentity } from '@/shared/student/current-student'
import type { Clock } from '@/stores/deps'
import { Resource } from '@/stores/resource'
import { classesByDay, dayForMonth, monthDayMarks, monthRange, type MonthDayMarks } from './schedule-rules'

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

  get today(): string {
    return dayjs(this.clock.now()).format('YYYY-MM-DD')
  }

  /** How the calendar marks a day: chosen, today, with classes. */
  marks(day: string): MonthDayMarks {
    return monthDayMarks(day, { chosen: this.day, today: this.today, booked: (d) => this.byDay.has(d) })
  }

  /** Opens on the month and day chosen before, or on today. */
  open(): Promise<void> {
    if (!this.month) this.month = this.today.slice(0, 7)
    this.day = dayForMonth(this.month, this.day, this.today)
    return this.classes.load()
  }

  /** Shows another month; the chosen day moves into it (today when it is there, else the 1st). */
  showMonth(year: number, month: number): Promise<void> {
    const m = `${year}-${String(month).padStart(2, '0')}`
    if (m === this.month) return Promise.resolve()
    this.month = m
    this.day = dayForMonth(m, this.day, this.today)
    return this.classes.setSource(() => this.fetch())
  }

  chooseDay(day: string): void {
    this.day = day
  }
}
