/** Timers the poller runs on; tests pass a fake. */
export interface PollTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export type PollOutcome = { kind: 'paid' } | { kind: 'failed'; reason: 'status' | 'limit' | 'error'; status?: number } | { kind: 'stopped' }

export interface PollOptions {
  intervalMs?: number
  /** how many queries at most (spec §9: about 60) */
  maxTries?: number
  /** consecutive failed queries that end the polling */
  maxErrors?: number
}

export const PAID = 1
export const PENDING = 2

/**
 * Asks the server for an order's status every second until it says paid (1), says anything other
 * than pending (2), or the limit is reached. The client never decides "paid" by itself.
 * pause() stops asking while the page is away; resume() asks again at once.
 */
export class StatusPoller {
  private tries = 0
  private errors = 0
  private timer: unknown = null
  private paused = false
  private inFlight = false
  private done = false
  private resolve!: (o: PollOutcome) => void
  readonly outcome: Promise<PollOutcome>

  constructor(
    private readonly query: () => Promise<number>,
    private readonly timers: PollTimers,
    private readonly options: PollOptions = {},
  ) {
    this.outcome = new Promise((r) => (this.resolve = r))
  }

  get count(): number {
    return this.tries
  }

  get finished(): boolean {
    return this.done
  }

  /** Starts with an immediate query. */
  start(): Promise<PollOutcome> {
    void this.tick()
    return this.outcome
  }

  pause(): void {
    this.paused = true
    if (this.timer !== null) this.timers.clearTimeout(this.timer)
    this.timer = null
  }

  resume(): void {
    if (!this.paused || this.done) return
    this.paused = false
    if (!this.inFlight) void this.tick()
  }

  /** Stops for good (page closed); whoever waits for the outcome hears 'stopped'. */
  stop(): void {
    this.pause()
    this.finish({ kind: 'stopped' })
  }

  private finish(o: PollOutcome): void {
    if (this.done) return
    this.done = true
    this.resolve(o)
  }

  private schedule(): void {
    if (this.done || this.paused) return
    if (this.tries >= (this.options.maxTries ?? 60)) return this.finish({ kind: 'failed', reason: 'limit' })
    this.timer = this.timers.setTimeout(() => {
      this.timer = null
      void this.tick()
    }, this.options.intervalMs ?? 1000)
  }

  private async tick(): Promise<void> {
    if (this.done || this.paused || this.inFlight) return
    this.inFlight = true
    this.tries += 1
    let status: number | null = null
    try {
      status = await this.query()
      this.errors = 0
    } catch {
      this.errors += 1
    } finally {
      this.inFlight = false
    }
    if (this.done) return
    if (status === PAID) return this.finish({ kind: 'paid' })
    if (status === null && this.errors >= (this.options.maxErrors ?? 3)) return this.finish({ kind: 'failed', reason: 'error' })
    if (status !== null && status !== PENDING) return this.finish({ kind: 'failed', reason: 'status', status })
    if (this.tries >= (this.options.maxTries ?? 60)) return this.finish({ kind: 'failed', reason: 'limit' })
    this.schedule()
  }
}
