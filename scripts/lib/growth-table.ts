/**
 * The growth benchmark's figures: per page and growth the median and range of each figure over the
 * runs, as ratios to the same page at 1×, printed as a table with a verdict per page.
 */
import { spread, type Spread } from './bench-figures'

export const GROWTHS = [1, 10, 100] as const
export type Growth = (typeof GROWTHS)[number]

/** What one run of one page at one growth measured. */
export interface GrowthRun {
  firstRowsMs: number
  heapMb: number
  domRows: number
  weappSetDataBytes: number
  weappRows: number
}

export interface PageCase {
  title: string
  route: string
  /** rows the services hold at each growth */
  totals: Record<Growth, number>
  /** rows that should be on screen after three pages at each growth */
  expectedRows: Record<Growth, number>
  runs: Record<Growth, GrowthRun[]>
}

interface Figure {
  key: keyof GrowthRun
  label: string
  format: (v: number) => string
}

export const FIGURES: Figure[] = [
  { key: 'firstRowsMs', label: 'H5 first rows (ms)', format: (v) => v.toFixed(0) },
  { key: 'heapMb', label: 'H5 JS heap, 3 pages (MB)', format: (v) => v.toFixed(2) },
  { key: 'domRows', label: 'H5 rows in the DOM', format: (v) => v.toFixed(0) },
  { key: 'weappSetDataBytes', label: 'weapp largest setData (B)', format: (v) => v.toFixed(0) },
  { key: 'weappRows', label: 'weapp rows in the page', format: (v) => v.toFixed(0) },
]

/** A figure counts as growing when its median at 100× is more than this many times its 1× median. */
export const GROWTH_LIMIT = 1.5

export const figureSpread = (runs: GrowthRun[], key: keyof GrowthRun): Spread => spread(runs.map((r) => r[key]))

/** `s` relative to the 1× median: the ratio of the median, and of the least and largest run. */
export function ratioTo(s: Spread, base: Spread): Spread {
  const b = base.median
  if (!b || s.median === null || s.min === null || s.max === null) return { median: null, min: null, max: null }
  return { median: s.median / b, min: s.min / b, max: s.max / b }
}

const times = (v: number | null): string => (v === null ? '—' : `${v.toFixed(2)}×`)

/** `812 (790–850)` and, beside it, the ratio to 1× with its range: `1.02× (0.97–1.05×)`. */
export function cell(f: Figure, s: Spread, base: Spread): string {
  if (s.median === null || s.min === null || s.max === null) return '—'
  const r = ratioTo(s, base)
  return `${f.format(s.median)} (${f.format(s.min)}–${f.format(s.max)}) ${times(r.median)} (${times(r.min)}–${times(r.max)})`
}

/** The figures whose median at growth `to` is over GROWTH_LIMIT times their median at `from`, with that ratio. */
export function grownFigures(c: PageCase, from: Growth = 1, to: Growth = 100): { key: keyof GrowthRun; label: string; ratio: number }[] {
  return FIGURES.flatMap((f) => {
    const r = ratioTo(figureSpread(c.runs[to], f.key), figureSpread(c.runs[from], f.key)).median
    return r !== null && r > GROWTH_LIMIT ? [{ key: f.key, label: f.label, ratio: r }] : []
  })
}

const ROW_COUNTS: (keyof GrowthRun)[] = ['domRows', 'weappRows']

/** Row counts that grew from 10× to 100× exactly as the rows expected on screen did (a list held whole, drawn a screenful at a time). */
const asExpected = (c: PageCase, g: { key: keyof GrowthRun; ratio: number }): boolean =>
  ROW_COUNTS.includes(g.key) && Math.abs(g.ratio - c.expectedRows[100] / c.expectedRows[10]) < 0.01

const listed = (figures: { label: string; ratio: number }[]): string => figures.map((g) => `${g.label} ${g.ratio.toFixed(2)}×`).join(', ')

/**
 * Whether any figure at 100× is over GROWTH_LIMIT times its 1× figure and, when one is, what the
 * rows say about it: the rows of the pages asked for (a 1× list shorter than them), or a page that
 * draws every row the services hold.
 */
export function verdict(c: PageCase): string {
  const grown = grownFigures(c)
  if (!grown.length) return `${c.title}: flat — no figure at 100× is over ${GROWTH_LIMIT}× its 1× figure`
  const since10All = grownFigures(c, 10, 100)
  const since10 = since10All.filter((g) => !asExpected(c, g))
  const rows = `rows on screen ${GROWTHS.map((g) => c.expectedRows[g]).join(' / ')} of ${GROWTHS.map((g) => c.totals[g]).join(' / ')} held`
  const why =
    c.expectedRows[100] === c.totals[100] && c.expectedRows[10] < c.expectedRows[100]
      ? `grows with the rows held: the page draws every row (${rows}); from 10× to 100×: ${listed(since10All) || 'nothing over the limit'}`
      : since10.length
        ? `from 10× to 100× too: ${listed(since10)} (${rows})`
        : since10All.length
          ? `from 10× to 100× only the rows drawn grew, as many as three screenfuls hold: ${listed(since10All)} (${rows})`
          : `from 10× to 100× no figure is over ${GROWTH_LIMIT}×: what grew are the rows of the pages asked for, fewer at 1× where the whole list is shorter (${rows})`
  return `${c.title}: GROWS at 100× — ${listed(grown)}; ${why}`
}

/** The whole table: a block per page, a row per figure, a column per growth; then the verdicts. */
export function growthTable(cases: PageCase[], runs: number): string {
  const width = 50
  const head = `${''.padEnd(28)}${GROWTHS.map((g) => `${g}×`.padEnd(width)).join('')}`.trimEnd()
  const lines = [`Each cell: median (min–max) over ${runs} runs, then the ratio to the same page at 1× (range: least and largest run over the 1× median).`, '']
  for (const c of cases) {
    lines.push(`${c.title}  /${c.route}  rows held ${GROWTHS.map((g) => c.totals[g]).join(' / ')}, expected on screen after three pages ${GROWTHS.map((g) => c.expectedRows[g]).join(' / ')}`)
    lines.push(head)
    for (const f of FIGURES) {
      const base = figureSpread(c.runs[1], f.key)
      lines.push(`${f.label.padEnd(28)}${GROWTHS.map((g) => cell(f, figureSpread(c.runs[g], f.key), base).padEnd(width)).join('')}`.trimEnd())
    }
    lines.push('')
  }
  lines.push(`Verdict (a figure at 100× over ${GROWTH_LIMIT}× its 1× figure; first-rows time is the noisiest):`)
  for (const c of cases) lines.push(`  ${verdict(c)}`)
  return lines.join('\n')
}
