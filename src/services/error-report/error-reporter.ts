/**
 * The one error reporter: what goes wrong on a parent's phone becomes a small, scrubbed report,
 * batched, capped per minute, and sent when the page is idle or hidden. Pure: where the page runs,
 * how a batch is sent, the clock and the timer are injected (src/platform/error-report.ts and its
 * H5 twin; wired in src/app-context.ts), so it runs in plain Node in the unit tests.
 *
 * Sending never bothers the parent: a batch that does not go is dropped (no retry, no toast), and
 * after a failed send nothing more is sent for a while, so a collector that is down draws no storm.
 * The reporter's own failures are never reported: it swallows them.
 */
import type { BuildVersion } from '@/config/app-config'
import { isHttpError } from '@/services/http/errors'
import { scrubData, scrubRoute, scrubText } from './scrub'

/** At most this many reports a minute leave the phone; the rest are counted (`dropped`), not sent. */
export const REPORTS_PER_MINUTE = 20
/** One send carries at most this many reports (a batch stays far below a beacon's 64 KB). */
export const REPORTS_PER_BATCH = 10
/** How long after the first report of a batch it is sent, when nothing hides the page first. */
export const IDLE_SEND_MS = 2_000
/** After a send that failed, reports are dropped for this long instead of sent. */
export const PAUSE_AFTER_FAILED_SEND_MS = 60_000
/** A report's stack keeps at most this many characters (and lines). */
export const STACK_MAX_CHARS = 2_000
export const STACK_MAX_LINES = 20
export const MESSAGE_MAX_CHARS = 300
/** How long after the page starts being left (a reload, the login page) a call it cut off is not a report. */
export const LEAVING_GRACE_MS = 5_000

const MINUTE_MS = 60_000

/** Where a report comes from. */
export type ReportSource = 'error' | 'rejection' | 'render' | 'not-found' | 'chunk' | 'service'

/** Where the storefront runs: the mini-program, WeChat's browser, the native app's shell, or a plain browser. */
export type RunsIn = 'mini-program' | 'wechat-browser' | 'app-shell' | 'browser'

export interface ErrorReport {
  source: ReportSource
  message: string
  /** trimmed, scrubbed; '' when the error had none */
  stack: string
  /** the page (path and scrubbed query) */
  route: string
  /** package.json's version of the build */
  version: string
  /** the git commit of the build */
  commit: string
  platform: RunsIn
  /** when it happened, ms since the epoch */
  time: number
  /** what else is known (a service call's path, code and HTTP status), scrubbed */
  data?: Record<string, unknown>
}

/** What one send carries: the reports, and how many were left out by the cap since the last send. */
export interface ReportBatch {
  reports: ErrorReport[]
  dropped: number
}

/** 'hidden': the page is going away (the mini-program hides, the browser tab is hidden). */
export type SendMoment = 'idle' | 'hidden'

export interface ErrorReporterDeps {
  build: BuildVersion
  /** Sends one batch; rejects (or throws) when it did not go. */
  send(batch: ReportBatch, moment: SendMoment): Promise<unknown>
  now(): number
  /** Runs `run` after `ms`, when the page is idle. */
  later(run: () => void, ms: number): void
  /** The page now and where the storefront runs. */
  where(): { route: string; platform: RunsIn }
  /** Also writes each report as a line somewhere (the mini-program's real-time log). */
  log?(line: string): void
}

export interface ReportExtras {
  /** the page the report is about, when it is not the current one (a page that was not found) */
  route?: string
  data?: Record<string, unknown>
  /** nothing worth reporting when the page is being left: a call the browser cut off on its way out */
  onlyIfStaying?: boolean
  /** when it happened, for a report handed over later (deferred-reporter.ts); now when absent */
  at?: number
}

export interface ErrorReporter {
  report(source: ReportSource, error: unknown, extras?: ReportExtras): void
  /** Sends what is waiting now (the page is idle or going away). */
  send(moment: SendMoment): void
  /** The page is being left (H5: a reload, another address): what it cuts off is not reported. */
  leaving(): void
}

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * Message and stack of whatever was thrown: an Error, the mini-program's error text (message, then
 * the stack on the following lines), a `{ message }` or `{ errMsg }` object, or any value.
 */
export function describeError(error: unknown): { message: string; stack: string } {
  if (typeof error === 'string') {
    const [first = '', ...rest] = error.split('\n')
    return { message: first, stack: rest.join('\n') }
  }
  if (error && typeof error === 'object') {
    const e = error as { name?: unknown; message?: unknown; errMsg?: unknown; stack?: unknown }
    const text = typeof e.message === 'string' ? e.message : typeof e.errMsg === 'string' ? e.errMsg : ''
    const name = typeof e.name === 'string' && e.name !== 'Error' ? `${e.name}: ` : ''
    const stack = typeof e.stack === 'string' ? e.stack : ''
    if (text || stack) return { message: `${name}${text}`, stack }
    try {
      return { message: JSON.stringify(error) ?? String(error), stack: '' }
    } catch {
      return { message: String(error), stack: '' }
    }
  }
  return { message: String(error), stack: '' }
}

/**
 * A text scrubbed, then cut to `max`: only its first 4 × `max` characters are scrubbed at all (what
 * a cut in the middle of a phone number there leaves is beyond `max`, cut off in any case).
 */
const scrubbed = (text: string, max: number): string => cut(scrubText(text.slice(0, 4 * max)), max)

/** The stack's first lines, at most STACK_MAX_LINES and STACK_MAX_CHARS, scrubbed. */
export const trimStack = (stack: string): string => scrubbed(stack.split('\n', STACK_MAX_LINES).join('\n'), STACK_MAX_CHARS)

/** The line a report is written as in a log. */
export const reportLine = (r: ErrorReport): string => `[${r.source}] ${r.message} @ ${r.route} (${r.version} ${r.commit}, ${r.platform})`

export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  let queue: ErrorReport[] = []
  let dropped = 0
  let minuteFrom = -Infinity
  let inMinute = 0
  let waiting = false
  let pausedUntil = -Infinity
  let leavingUntil = -Infinity
  let busy = false

  /** Counts the report against the minute's cap; false when the cap is reached. */
  const withinCap = (now: number): boolean => {
    if (now - minuteFrom >= MINUTE_MS) {
      minuteFrom = now
      inMinute = 0
    }
    if (inMinute >= REPORTS_PER_MINUTE) return false
    inMinute += 1
    return true
  }

  const send = (moment: SendMoment): void => {
    waiting = false
    // the count of reports left out rides with the next batch, or goes alone when the page is hidden
    if (!queue.length && !(moment === 'hidden' && dropped)) return
    const reports = queue
    queue = []
    if (deps.now() < pausedUntil) return
    for (let i = 0; i < Math.max(reports.length, 1); i += REPORTS_PER_BATCH) {
      const batch: ReportBatch = { reports: reports.slice(i, i + REPORTS_PER_BATCH), dropped: i === 0 ? dropped : 0 }
      const failed = () => {
        pausedUntil = deps.now() + PAUSE_AFTER_FAILED_SEND_MS
      }
      try {
        Promise.resolve(deps.send(batch, moment)).catch(failed)
      } catch {
        failed()
      }
    }
    dropped = 0
  }

  return {
    report(source, error, extras = {}) {
      // a report made while reporting (a log or a page address that throws) is not made again; a
      // failed service call left unhandled was judged once already, by reportServiceFailure
      if (busy || (source !== 'service' && isHttpError(error))) return
      busy = true
      try {
        const now = extras.at ?? deps.now()
        if (extras.onlyIfStaying && now < leavingUntil) return
        if (!withinCap(now)) {
          dropped += 1
          return
        }
        const where = deps.where()
        const { message, stack } = describeError(error)
        const report: ErrorReport = {
          source,
          message: scrubbed(message, MESSAGE_MAX_CHARS),
          stack: trimStack(stack),
          route: scrubRoute(extras.route ?? where.route),
          version: deps.build.version,
          commit: deps.build.commit,
          platform: where.platform,
          time: now,
        }
        if (extras.data) report.data = scrubData(extras.data) as Record<string, unknown>
        queue.push(report)
        deps.log?.(reportLine(report))
        if (!waiting) {
          waiting = true
          deps.later(() => send('idle'), IDLE_SEND_MS)
        }
      } catch {
        // the reporter reports nothing of its own
      } finally {
        busy = false
      }
    },
    send(moment) {
      try {
        send(moment)
      } catch {
        // as above
      }
    },
    leaving() {
      leavingUntil = deps.now() + LEAVING_GRACE_MS
    },
  }
}
