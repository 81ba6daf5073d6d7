/**
 * Pure parts of the web benchmark: which requests make a page's initial JS and CSS, how many
 * requests the first screen needed, and the figures pulled from a Lighthouse result.
 */

export interface NetworkItem {
  url: string
  resourceType?: string
  mimeType?: string
  transferSize?: number
  resourceSize?: number
  /** ms since navigation start (Lighthouse's observed timings) */
  networkRequestTime?: number
  networkEndTime?: number
}

export interface PageFigures {
  page: string
  finalUrl: string
  performance: number | null
  fcpMs: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  speedIndexMs: number | null
  /** the longest main-thread task that started before the largest paint (0 when none reached 50 ms) */
  longTaskMs: number | null
  /**
   * the longest of those Lighthouse charges to the page (its document or a script): without the
   * work it charges to nothing (Unattributable), Chromium committing the navigation among it
   */
  pageLongTaskMs?: number | null
  /** every task of 50 ms or more that started before the largest paint, in order */
  longTasksBeforeLcp?: LongTask[]
  /** the same page loaded again with the CPU really slowed 4× (not simulated): its tasks of 50 ms or more before its largest paint */
  slowCpu?: ObservedTasks
  /** the longest of those (0 when none reached 50 ms) */
  slowCpuLongTaskMs?: number | null
  /** the element Lighthouse took as the largest contentful paint (its HTML, shortened) */
  lcpElement?: string | null
  initialJsCss: { files: number; rawBytes: number; gzipBytes: number; urls: string[] }
  requestsBeforeFirstScreen: number
  /** service calls started before the first screen was complete, in order */
  apiCalls?: string[]
  firstScreenMs: number | null
  /** of those, the ones started before the largest paint (observed, unthrottled) */
  apiCallsBeforeLargestPaint?: string[]
  largestPaintMs?: number | null
}

/** A main-thread task of 50 ms or more, in Lighthouse's timings (simulated: a 4× slower phone). */
export interface LongTask {
  startMs: number
  durationMs: number
  /** the script Lighthouse charges it to ('' when none) */
  url: string
}

/** Long tasks a page observed itself (PerformanceObserver), before its largest paint. */
export interface ObservedTasks {
  /** the page's own largest-paint time, null when it saw none */
  lcpMs: number | null
  tasks: { startMs: number; durationMs: number }[]
  /** the longest of `tasks`, 0 when none */
  longestMs: number
}

/** The observed tasks that started before the largest paint (all of them when there was none), in order. */
export function longestTaskBefore(tasks: { startMs: number; durationMs: number }[], lcpMs: number | null): ObservedTasks {
  const before = tasks
    .filter((t) => Number.isFinite(t.startMs) && Number.isFinite(t.durationMs) && (lcpMs === null || t.startMs < lcpMs))
    .map((t) => ({ startMs: Math.round(t.startMs), durationMs: Math.round(t.durationMs) }))
    .sort((a, b) => a.startMs - b.startMs)
  return { lcpMs: lcpMs === null ? null : Math.round(lcpMs), tasks: before, longestMs: before.reduce((m, t) => Math.max(m, t.durationMs), 0) }
}

/** Lighthouse's name for main-thread work it cannot charge to any of the page's URLs. */
const UNATTRIBUTABLE = 'Unattributable'

interface Audit {
  numericValue?: number
  details?: { items?: unknown[] }
}
export interface LhrLike {
  finalDisplayedUrl?: string
  finalUrl?: string
  categories: { performance?: { score: number | null } }
  audits: Record<string, Audit | undefined>
}

const isScriptOrStyle = (item: NetworkItem): boolean =>
  item.resourceType === 'Script' ||
  item.resourceType === 'Stylesheet' ||
  /javascript|css/.test(item.mimeType ?? '') ||
  /\.(m?js|css)(\?|$)/.test(item.url)

/** Same-origin JS and CSS the page loaded before its first screen was complete. */
export function initialScriptsAndStyles(items: NetworkItem[], origin: string, firstScreenMs: number | null): NetworkItem[] {
  return items.filter(
    (i) =>
      i.url.startsWith(origin) &&
      isScriptOrStyle(i) &&
      (firstScreenMs === null || (i.networkRequestTime ?? 0) <= firstScreenMs),
  )
}

/** Requests (any kind, any origin) started before the first screen was complete. */
export const requestsBefore = (items: NetworkItem[], firstScreenMs: number | null): number =>
  items.filter((i) => !i.url.startsWith('data:') && (firstScreenMs === null || (i.networkRequestTime ?? 0) <= firstScreenMs)).length

const num = (a: Audit | undefined): number | null => (typeof a?.numericValue === 'number' ? a.numericValue : null)

/**
 * When the first screen is complete: the last visual change Lighthouse observed while loading,
 * falling back to the observed LCP.
 */
/** When the largest picture or text was painted, on the same observed timeline as the network records. */
export function largestPaintTime(lhr: LhrLike): number | null {
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number | undefined>
  return metrics.observedLargestContentfulPaint ?? null
}

export function firstScreenTime(lhr: LhrLike): number | null {
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number | undefined>
  return metrics.observedLastVisualChange ?? metrics.observedLargestContentfulPaint ?? null
}

/** The tasks of 50 ms or more that started before the largest contentful paint, in order. */
export function longTasksBeforeLcp(lhr: LhrLike): LongTask[] {
  const lcp = num(lhr.audits['largest-contentful-paint'])
  const items = (lhr.audits['long-tasks']?.details?.items ?? []) as { url?: string; startTime?: number; duration?: number }[]
  return items
    .filter((t): t is { url?: string; startTime: number; duration: number } => typeof t.startTime === 'number' && typeof t.duration === 'number')
    .filter((t) => lcp === null || t.startTime < lcp)
    .map((t) => ({ startMs: t.startTime, durationMs: t.duration, url: t.url ?? '' }))
    .sort((a, b) => a.startMs - b.startMs)
}

export function lighthouseFigures(lhr: LhrLike) {
  const score = lhr.categories.performance?.score
  const longTasks = longTasksBeforeLcp(lhr)
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: num(lhr.audits['first-contentful-paint']),
    lcpMs: num(lhr.audits['largest-contentful-paint']),
    tbtMs: num(lhr.audits['total-blocking-time']),
    cls: num(lhr.audits['cumulative-layout-shift']),
    speedIndexMs: num(lhr.audits['speed-index']),
    // no audit, no figure; an audit without a task of 50 ms before the paint is a measured 0
    longTaskMs: lhr.audits['long-tasks'] ? longTasks.reduce((m, t) => Math.max(m, t.durationMs), 0) : null,
    pageLongTaskMs: lhr.audits['long-tasks'] ? longTasks.filter((t) => t.url && t.url !== UNATTRIBUTABLE).reduce((m, t) => Math.max(m, t.durationMs), 0) : null,
    longTasksBeforeLcp: longTasks,
    lcpElement: lcpElementOf(lhr),
  }
}

/** The largest-contentful-paint element's HTML snippet, from the audit's table (nested in newer Lighthouse). */
export function lcpElementOf(lhr: LhrLike): string | null {
  const first = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0] as { node?: { snippet?: string }; items?: { node?: { snippet?: string } }[] } | undefined
  const snippet = first?.node?.snippet ?? first?.items?.[0]?.node?.snippet
  return snippet ? snippet.replace(/\s+/g, ' ').slice(0, 160) : null
}

export const networkItems = (lhr: LhrLike): NetworkItem[] => (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[]

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
const ms = (v: number | null): string => (v === null ? '—' : `${Math.round(v)} ms`)


/** Requests to the services (same origin, not a built file or an image) before the first screen, in the order they started. */
export function apiCallsBefore(items: NetworkItem[], origin: string, firstScreenMs: number | null): string[] {
  return items
    .filter(
      (i) =>
        i.url.startsWith(origin) &&
        (i.resourceType === 'XHR' || i.resourceType === 'Fetch') &&
        (firstScreenMs === null || (i.networkRequestTime ?? 0) <= firstScreenMs),
    )
    .sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0))
    .map((i) => i.url.slice(origin.length))
}

export interface Spread {
  median: number | null
  min: number | null
  max: number | null
}

/** Median (the middle run; the mean of the two middle ones for an even count) with the range. */
export function spread(values: (number | null)[]): Spread {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return { median: null, min: null, max: null }
  const mid = Math.floor(v.length / 2)
  const median = v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
  return { median, min: v[0], max: v[v.length - 1] }
}

/**
 * Two builds timed in the same rounds, compared round by round: the median of `a[i] - b[i]`, and in
 * how many rounds `a` took less. Rounds share the machine's state, so the pairs say more than the
 * two medians do when the machine wanders.
 */
export function paired(a: number[], b: number[]): { medianDiff: number | null; aLess: number; rounds: number } {
  const rounds = Math.min(a.length, b.length)
  const diffs = Array.from({ length: rounds }, (_, i) => a[i] - b[i])
  return { medianDiff: spread(diffs).median, aLess: diffs.filter((d) => d < 0).length, rounds }
}

export const METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'longTaskMs', 'pageLongTaskMs', 'slowCpuLongTaskMs'] as const
export type Metric = (typeof METRICS)[number]

export interface CaseSummary {
  name: string
  runs: PageFigures[]
  metrics: Record<Metric, Spread>
  /** the first screen of the median-LCP run (the runs load the same files; their timing differs) */
  typical: PageFigures
}

export function summarize(name: string, runs: PageFigures[]): CaseSummary {
  if (!runs.length) throw new Error(`${name}: no runs`)
  const metrics = Object.fromEntries(METRICS.map((m) => [m, spread(runs.map((r) => r[m] ?? null))])) as Record<Metric, Spread>
  const byLcp = [...runs].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))
  return { name, runs, metrics, typical: byLcp[Math.floor((byLcp.length - 1) / 2)] }
}

/** `ours / floor` as `1.23×`, or — when either side is missing or the floor is zero. */
export const ratio = (ours: number | null, floor: number | null): string =>
  ours === null || floor === null || floor === 0 ? '—' : `${(ours / floor).toFixed(2)}×`

const fmt = (m: Metric, v: number | null): string =>
  v === null ? '—' : m === 'cls' ? v.toFixed(3) : m === 'performance' ? String(Math.round(v)) : `${Math.round(v)} ms`

const LABELS: Record<Metric, string> = {
  performance: 'performance',
  fcpMs: 'FCP',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  speedIndexMs: 'Speed Index',
  longTaskMs: 'longest task before LCP',
  pageLongTaskMs: "  of it, the page's",
  slowCpuLongTaskMs: '  at a real 4× CPU',
}

/** A readable block per case: medians with ranges, first-screen weight, requests, API calls; ratios to the floor when given. */
export function describeCase(c: CaseSummary, floor?: CaseSummary): string {
  const lines = [`${c.name}  (${c.runs.length} runs)  →  ${c.typical.finalUrl}`]
  for (const m of METRICS) {
    const s = c.metrics[m]
    const vs = floor ? `   ${ratio(s.median, floor.metrics[m].median)} floor` : ''
    lines.push(`  ${LABELS[m].padEnd(23)} median ${fmt(m, s.median).padStart(8)}   range ${fmt(m, s.min)} – ${fmt(m, s.max)}${vs}`)
  }
  const js = c.typical.initialJsCss
  const fjs = floor?.typical.initialJsCss
  lines.push(
    `  first-screen JS+CSS  ${js.files} files: ${kb(js.rawBytes)} raw, ${kb(js.gzipBytes)} gzip` +
      (fjs ? `   (${ratio(js.rawBytes, fjs.rawBytes)} / ${ratio(js.gzipBytes, fjs.gzipBytes)} floor)` : ''),
  )
  lines.push(
    `  requests before the first screen (${ms(c.typical.firstScreenMs)}): ${c.typical.requestsBeforeFirstScreen}` +
      (floor ? `   (${ratio(c.typical.requestsBeforeFirstScreen, floor.typical.requestsBeforeFirstScreen)} floor)` : ''),
  )
  if (c.typical.lcpElement) lines.push(`  LCP element: ${c.typical.lcpElement}`)
  const tasks = c.typical.longTasksBeforeLcp
  if (tasks) {
    lines.push(`  tasks of 50 ms or more before LCP (${tasks.length}): ${tasks.length ? '' : 'none'}`)
    for (const t of tasks) lines.push(`    at ${ms(t.startMs).padStart(7)}  ${ms(t.durationMs).padStart(6)}  ${t.url ? t.url.replace(/^https?:\/\/[^/]+/, '') : '(no script)'}`)
  }
  const slow = c.typical.slowCpu
  if (slow) {
    lines.push(`  at a real 4× CPU, tasks of 50 ms or more before its LCP (${ms(slow.lcpMs)}) (${slow.tasks.length}): ${slow.tasks.length ? '' : 'none'}`)
    for (const t of slow.tasks) lines.push(`    at ${ms(t.startMs).padStart(7)}  ${ms(t.durationMs).padStart(6)}`)
  }
  const calls = c.typical.apiCalls ?? []
  lines.push(`  API calls before the first screen (${calls.length}): ${calls.length ? '' : 'none'}`)
  calls.forEach((u, i) => lines.push(`    ${String(i + 1).padStart(2)}. ${u}`))
  // the first screen above ends with its last visual change (pictures fading in); what had to be
  // asked for before its largest paint is the stricter list
  const early = c.typical.apiCallsBeforeLargestPaint
  if (early) lines.push(`  of those, before the largest paint (${ms(c.typical.largestPaintMs ?? null)}): ${early.length ? early.join(', ') : 'none'}`)
  return lines.join('\n')
}
