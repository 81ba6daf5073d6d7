import { makeAutoObservable, runInAction } from 'mobx'
import type { ScheduleItem, WeekPlanDay } from '@/services/api/common-shapes'
import { Resource } from '@/stores/resource'
import { hasClassStarted } from '@/utils/class-time'

/** Where a picker reads its plan and the classes of a day (a campus of a product, a bought course). */
export interface ScheduleSource<S extends ScheduleItem> {
  loadPlan(): Promise<WeekPlanDay[]>
  /** The classes of a day; a non-empty plan in the answer replaces the plan (places change). */
  loadDay(date: string): Promise<{ weekPlanList: WeekPlanDay[]; scheduleList: S[] }>
}

export interface PickerOptions {
  /** Today, 'YYYY-MM-DD'. */
  today: () => string
  /** Full days may be opened (to see their classes) or are refused with a message. */
  fullDays: 'open' | 'refuse'
  /** Plan days before today are shown disabled. */
  hidePast: boolean
  /** Now, ms: a class that has started cannot be chosen. */
  now: () => number
}

export const FULL_DAY_TEXT = '该日期已约满，请选择其他日期'
export const FULL_CLASS_TEXT = '该时段已约满，请选择其他时间'
export const STARTED_CLASS_TEXT = '该课程已开始，请选择其他时间'

/** Plan days the calendar shows as choosable: without days before today when asked. */
export function visiblePlan(plan: readonly WeekPlanDay[], today: string, hidePast: boolean): WeekPlanDay[] {
  return hidePast ? plan.filter((d) => d.courseDate >= today) : [...plan]
}

/**
 * Choosing a class on the week calendar (spec §2 week calendar, §5 a disabled day cannot be
 * chosen): the plan, the chosen day, its classes and the chosen class. Every choice survives a
 * failed request; answers of an older request are dropped. Used by product detail (campus plan)
 * and by booking a bought course.
 */
export class SchedulePicker<S extends ScheduleItem = ScheduleItem> {
  /** The plan of the source (every plan day with whether it is full). */
  readonly planLoad: Resource<WeekPlanDay[]>
  date: string | null = null
  /** The classes of the chosen day (its answer may also carry a newer plan). */
  readonly dayLoad: Resource<{ weekPlanList: WeekPlanDay[]; scheduleList: S[] }>
  scheduleId: string | null = null

  private source: ScheduleSource<S> | null = null

  constructor(private readonly options: PickerOptions) {
    this.planLoad = new Resource(() => (this.source ? this.source.loadPlan() : Promise.resolve([])))
    this.dayLoad = new Resource(() => (this.source && this.date ? this.source.loadDay(this.date) : Promise.resolve({ weekPlanList: [], scheduleList: [] })))
    makeAutoObservable<SchedulePicker<S>, 'options' | 'source'>(this, { options: false, source: false, planLoad: false, dayLoad: false })
  }

  get plan(): WeekPlanDay[] {
    return this.planLoad.value ?? []
  }

  get schedules(): S[] {
    return this.dayLoad.value?.scheduleList ?? []
  }

  get today(): string {
    return this.options.today()
  }

  /** The plan as the calendar shows it (past days dropped when asked). */
  get shownPlan(): WeekPlanDay[] {
    return visiblePlan(this.plan, this.today, this.options.hidePast)
  }

  get chosenDay(): WeekPlanDay | undefined {
    return this.plan.find((d) => d.courseDate === this.date)
  }

  get schedule(): S | undefined {
    return this.schedules.find((s) => s.scheduleId === this.scheduleId)
  }

  /** Why a day cannot be chosen, or '' when it can. */
  dayRefusal(date: string): string {
    const day = this.shownPlan.find((d) => d.courseDate === date)
    if (!day) return '该日期不可选'
    if (day.isFull && this.options.fullDays === 'refuse') return FULL_DAY_TEXT
    return ''
  }

  /** Points the picker at another plan (another campus or course): every choice is dropped. */
  setSource(source: ScheduleSource<S> | null): void {
    this.source = source
    this.planLoad.clear()
    this.date = null
    this.dayLoad.clear()
    this.scheduleId = null
  }

  loadPlan(): Promise<void> {
    return this.source ? this.planLoad.load() : Promise.resolve()
  }

  /**
   * Chooses a plan day and loads its classes. Resolves with '' when chosen, or the reason the day
   * was refused (outside the plan, past, or full where full days are refused).
   */
  async chooseDate(date: string): Promise<string> {
    const refusal = this.dayRefusal(date)
    if (refusal) return refusal
    if (date !== this.date) {
      this.date = date
      this.scheduleId = null
      this.dayLoad.clear()
    }
    await this.loadSchedules()
    return ''
  }

  /** The chosen day's classes (again); a non-empty plan in the answer replaces the plan, a chosen class gone is dropped. */
  async loadSchedules(): Promise<void> {
    if (!this.source || !this.date) return
    await this.dayLoad.load()
    runInAction(() => {
      const day = this.dayLoad.value
      if (this.dayLoad.status !== 'ready' || !day) return
      if (day.weekPlanList.length) this.planLoad.set(day.weekPlanList)
      if (this.scheduleId && !day.scheduleList.some((s) => s.scheduleId === this.scheduleId)) this.scheduleId = null
    })
  }

  /** Chooses a class; a full one is refused. Resolves '' when chosen, else the reason. */
  chooseSchedule(scheduleId: string): string {
    const item = this.schedules.find((s) => s.scheduleId === scheduleId)
    if (!item) return '课程不存在'
    if (item.remainCount <= 0) return FULL_CLASS_TEXT
    if (this.isStarted(item)) return STARTED_CLASS_TEXT
    this.scheduleId = scheduleId
    return ''
  }

  /** A class of today that has already started (or whose start cannot be read) cannot be booked. */
  isStarted(item: Pick<S, 'startDateTime'>): boolean {
    return hasClassStarted(item, this.options.now())
  }

  /** Puts the server's answer for a class in place (places left after a booking). */
  patchSchedule(scheduleId: string, patch: Partial<S>): void {
    const item = this.schedules.find((s) => s.scheduleId === scheduleId)
    if (item) Object.assign(item, patch)
  }
}
