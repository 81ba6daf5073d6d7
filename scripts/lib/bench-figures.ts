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
  initialJsCss: { files: number; rawBytes: number; gzipBytes: number; urls: string[] }
  requestsBeforeFirstScreen: number
  firstScreenMs: number | null
}

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
export function firstScreenTime(lhr: LhrLike): number | null {
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number | undefined>
  return metrics.observedLastVisualChange ?? metrics.observedLargestContentfulPaint ?? null
}

export function lighthouseFigures(lhr: LhrLike) {
  const score = lhr.categories.performance?.score
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: num(lhr.audits['first-contentful-paint']),
    lcpMs: num(lhr.audits['largest-contentful-paint']),
    tbtMs: num(lhr.audits['total-blocking-time']),
    cls: num(lhr.audits['cumulative-layout-shift']),
    speedIndexMs: num(lhr.audits['speed-index']),
  }
}

export const networkItems = (lhr: LhrLike): NetworkItem[] => (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[]

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
const ms = (v: number | null): string => (v === null ? '—' : `${Math.round(v)} ms`)

/** A readable block per page. */
export function describe(f: PageFigures): string {
  return [
    `${f.page}  →  ${f.finalUrl}`,
    `  performance ${f.performance ?? '—'}   FCP ${ms(f.fcpMs)}   LCP ${ms(f.lcpMs)}   TBT ${ms(f.tbtMs)}   CLS ${f.cls === null ? '—' : f.cls.toFixed(3)}   Speed Index ${ms(f.speedIndexMs)}`,
    `  initial JS+CSS ${f.initialJsCss.files} files: ${kb(f.initialJsCss.rawBytes)} raw, ${kb(f.initialJsCss.gzipBytes)} gzip`,
    `  requests before the first screen was complete (${ms(f.firstScreenMs)}): ${f.requestsBeforeFirstScreen}`,
  ].join('\n')
}
