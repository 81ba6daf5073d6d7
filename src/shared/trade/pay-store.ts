import { makeAutoObservable, runInAction } from 'mobx'
import { StatusPoller, type PollTimers } from '@/services/pay/status-poller'
import { PAY_TEXT, type PayBridgeResult, type PayableOrder } from '@/services/pay/pay-result'
import { errorText, isUnanswered } from '@/services/http/errors'
import type { CheckoutApi } from './checkout-api'

export type PayPhase = 'idle' | 'paying' | 'checking' | 'paid' | 'cancelled' | 'failed' | 'away'

export type PayBridge = (order: PayableOrder) => Promise<PayBridgeResult>

const realTimers: PollTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

/** Thrown by pay() when the parent cancels (spec §8: rejection 取消支付). */
export class PayCancelled extends Error {
  readonly name = 'PayCancelled'
  constructor() {
    super(PAY_TEXT.cancelRejection)
  }
}

/**
 * Paying one order: the bridge, then the server's status. `phase` is 'paid' only after
 * order/queryStatus said 1.
 */
export class PayStore {
  phase: PayPhase = 'idle'
  message = ''
  order: PayableOrder | null = null
  /**
   * The last payment failed because a request of it got no answer (no network, a timeout): whether
   * it went through is not known here, and the order is kept, to be paid again from its detail.
   */
  interrupted = false
  private poller: StatusPoller | null = null

  constructor(
    private readonly api: Pick<CheckoutApi, 'queryStatus'>,
    private readonly timers: PollTimers = realTimers,
  ) {
    makeAutoObservable<PayStore, 'api' | 'timers' | 'poller'>(this, { api: false, timers: false, poller: false })
  }

  get busy(): boolean {
    return this.phase === 'paying' || this.phase === 'checking'
  }

  /**
   * Pays through the bridge and settles. Resolves with the final phase; rejects with PayCancelled
   * when the parent cancels. A second call while one is running resolves with the running phase.
   */
  async pay(order: PayableOrder, bridge: PayBridge): Promise<PayPhase> {
    if (this.busy) return this.phase
    this.order = order
    this.phase = 'paying'
    this.message = PAY_TEXT.paying
    this.interrupted = false
    let result: PayBridgeResult
    try {
      result = await bridge(order)
    } catch (e) {
      result = { kind: 'fail', message: errorText(e, PAY_TEXT.failed) }
      this.interrupted = isUnanswered(e)
    }
    return this.settle(order, result)
  }

  /** Settles a bridge result, also one that came back in a return address. */
  async settle(order: PayableOrder, result: PayBridgeResult): Promise<PayPhase> {
    this.order = order
    if (result.kind === 'redirected') {
      this.phase = 'away'
      return this.phase
    }
    if (result.kind === 'cancel') {
      this.phase = 'cancelled'
      this.message = PAY_TEXT.cancelled
      throw new PayCancelled()
    }
    if (result.kind === 'fail') {
      this.phase = 'failed'
      this.message = PAY_TEXT.failed
      return this.phase
    }
    return this.check(order)
  }

  /** Polls the server until it says paid, something else, or time is up. */
  async check(order: PayableOrder): Promise<PayPhase> {
    this.poller?.stop()
    this.order = order
    this.interrupted = false
    this.phase = 'checking'
    this.message = PAY_TEXT.paying
    let lastFailure: unknown = null
    const query = () =>
      this.api.queryStatus(order.orderId).catch((e: unknown) => {
        lastFailure = e
        throw e
      })
    const poller = new StatusPoller(query, this.timers)
    this.poller = poller
    const outcome = await poller.start()
    if (this.poller !== poller) return this.phase
    runInAction(() => {
      this.poller = null
      if (outcome.kind === 'paid') {
        this.phase = 'paid'
        this.message = ''
      } else {
        this.phase = 'failed'
        this.message = PAY_TEXT.timeout
        // the status queries went unanswered: the order may be paid or not, its detail will say
        this.interrupted = outcome.kind === 'failed' && outcome.reason === 'error' && isUnanswered(lastFailure)
      }
    })
    return this.phase
  }

  /** The page was left: stop asking until it comes back. */
  pause(): void {
    this.poller?.pause()
  }

  resume(): void {
    this.poller?.resume()
  }

  /** The page was closed. */
  stop(): void {
    this.poller?.stop()
    this.poller = null
    if (this.busy) this.phase = 'idle'
  }

  reset(): void {
    this.stop()
    this.phase = 'idle'
    this.message = ''
    this.order = null
  }
}
