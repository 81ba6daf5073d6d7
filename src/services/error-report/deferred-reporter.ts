/**
 * A reporter that takes reports before the real one is there and hands them over when it is: H5
 * loads the reporter after the first screen, so its code is not among the bytes every first visit
 * waits for. Each report keeps the page and the time it was made. At most WAITING_MAX wait; if the
 * reporter never loads (the network is gone), what waited is dropped quietly, as a failed send is.
 */
import type { ErrorReporter } from './error-reporter'

/** How many reports (and sends) may wait for the reporter. */
export const WAITING_MAX = 20

export interface DeferredReporter extends ErrorReporter {
  /** Starts loading the reporter, once (the app calls it when the first screen is idle). */
  load(): Promise<void>
}

export function deferredReporter(load: () => Promise<ErrorReporter>, deps: { now(): number; route(): string }): DeferredReporter {
  let real: ErrorReporter | null = null
  let loading: Promise<void> | null = null
  const waiting: Array<(reporter: ErrorReporter) => void> = []
  /** the page is being left before the reporter came: what it cuts off is not worth loading it for */
  let leftBeforeLoad = false
  const start = (): Promise<void> =>
    (loading ??= load().then(
      (reporter) => {
        real = reporter
        for (const handOver of waiting.splice(0)) handOver(reporter)
      },
      () => {
        waiting.length = 0
      },
    ))
  const later = (handOver: (reporter: ErrorReporter) => void) => {
    if (waiting.length < WAITING_MAX) waiting.push(handOver)
    void start()
  }
  return {
    load: start,
    report(source, error, extras = {}) {
      if (real) return real.report(source, error, extras)
      if (leftBeforeLoad && extras.onlyIfStaying) return
      const made = { ...extras, route: extras.route ?? deps.route(), at: extras.at ?? deps.now() }
      later((reporter) => reporter.report(source, error, made))
    },
    send(moment) {
      if (real) real.send(moment)
      else if (waiting.length) later((reporter) => reporter.send(moment))
    },
    leaving() {
      if (real) real.leaving()
      else leftBeforeLoad = true
    },
  }
}
