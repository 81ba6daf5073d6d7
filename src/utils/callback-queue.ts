/**
 * Callbacks waiting for one result (the native shell's login). Each queued callback runs exactly
 * once: on the first flush after it was queued, or at once if the result is already known.
 */
export class CallbackQueue<T> {
  private waiting: Array<(value: T) => void> = []
  private result: { value: T } | null = null

  add(cb: (value: T) => void): void {
    if (this.result) {
      cb(this.result.value)
      return
    }
    this.waiting.push(cb)
  }

  /** Runs and forgets every waiting callback. A throwing callback does not stop the others. */
  flush(value: T): void {
    this.result = { value }
    const run = this.waiting
    this.waiting = []
    for (const cb of run) {
      try {
        cb(value)
      } catch {
        // one broken listener must not keep the rest from running
      }
    }
  }

  /** Forget the known result (logout); later callbacks wait again. */
  reset(): void {
    this.result = null
  }

  get size(): number {
    return this.waiting.length
  }
}
