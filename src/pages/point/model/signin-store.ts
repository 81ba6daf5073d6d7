import { makeAutoObservable, runInAction } from 'mobx'
import type { SigninResult, SigninState } from './point-calls'
import { Resource } from '@/stores/resource'

export interface SigninApi {
  state(): Promise<SigninState>
  checkIn(): Promise<SigninResult>
}

/** Daily check-in: this month's days, the streak, today's state; once a day, locked while in flight. */
export class SigninStore {
  readonly state: Resource<SigninState>
  checkingIn = false
  /** points the last check-in gave, shown after success */
  earned = 0

  constructor(
    private readonly api: SigninApi,
    /** today's calendar day as YYYY-MM-DD, from the app's clock */
    private readonly today: () => string,
  ) {
    this.state = new Resource(() => api.state())
    makeAutoObservable<SigninStore, 'api' | 'today'>(this, { api: false, today: false, state: false })
  }

  get checkedInToday(): boolean {
    return Number(this.state.value?.today) === 1
  }

  /** The button is locked while a check-in is in flight, after success, and before the state is known. */
  get locked(): boolean {
    return this.checkingIn || this.checkedInToday || !this.state.value
  }

  /** Resolves with the points earned; rejects with its own refusal or the service's failure (see checkInFailureText). */
  async checkIn(): Promise<number> {
    if (this.checkingIn) throw new Error('正在签到，请稍候')
    if (this.checkedInToday) throw new Error('今天已经签到过了')
    this.checkingIn = true
    try {
      const r = await this.api.checkIn()
      runInAction(() => {
        const s = this.state.value
        const day = this.today()
        if (s) this.state.set({ ...s, today: 1, streak: r.streak, point: r.balance, days: s.days.includes(day) ? s.days : [...s.days, day] })
        this.earned = r.point
      })
      return r.point
    } finally {
      runInAction(() => (this.checkingIn = false))
    }
  }
}

