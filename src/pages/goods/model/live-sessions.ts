import { makeAutoObservable, runInAction } from 'mobx'
import type { LiveActionRequest } from '@types-api/api/product-detail'
import type { LiveProduct, ProductDetailApi } from '@/shared/product/product-detail-api'
import type { LoadStatus } from '@/stores/load-status'

export type LiveAction = 'book' | 'cancel' | 'unlock'

const LIVE_REQUEST: Record<LiveAction, Omit<LiveActionRequest, 'productId'>> = {
  book: { appointmentDataType: 1 },
  cancel: { appointmentDataType: 0 },
  unlock: { dataType: 1 },
}

/** The request of an action on a session (spec §4): appointmentDataType 1 book, 0 cancel; dataType 1 unlock. */
export const liveRequest = (sessionId: string, action: LiveAction): LiveActionRequest => ({ productId: sessionId, ...LIVE_REQUEST[action] })

/** The live sessions of an online course: booking, cancelling and unlocking one at a time. */
export class LiveSessions {
  sessions: LiveProduct[] = []
  status: LoadStatus = 'idle'
  /** the session whose action is under way */
  busy: string | null = null

  constructor(private readonly api: Pick<ProductDetailApi, 'liveProducts' | 'liveAction'>) {
    makeAutoObservable<LiveSessions, 'api'>(this, { api: false })
  }

  async load(productId: string): Promise<void> {
    this.status = 'loading'
    try {
      const sessions = await this.api.liveProducts(productId)
      runInAction(() => {
        this.sessions = sessions
        this.status = 'ready'
      })
    } catch {
      runInAction(() => (this.status = 'error'))
    }
  }

  /** Books, cancels or unlocks a session; the server's answer is kept. */
  async act(sessionId: string, action: LiveAction): Promise<void> {
    if (this.busy) return
    this.busy = sessionId
    try {
      const res = await this.api.liveAction(liveRequest(sessionId, action))
      runInAction(() => {
        const s = this.sessions.find((x) => x.productId === sessionId)
        if (s) {
          s.isAppointment = res.isAppointment
          s.isUnlock = res.isUnlock
        }
      })
    } finally {
      runInAction(() => (this.busy = null))
    }
  }
}
