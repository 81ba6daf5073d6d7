import { cell, FIGURES, grownFigures, growthTable, ratioTo, verdict, type GrowthRun, type PageCase } from '../../../scripts/lib/growth-table'
import { rowsAfterPages } from '../../../scripts/lib/growth-pages'

const run = (over: Partial<GrowthRun> = {}): GrowthRun => ({ firstRowsMs: 500, heapMb: 4, domRows: 12, weappSetDataBytes: 30_000, weappRows: 12, ...over })
const pageCase = (at: Record<1 | 10 | 100, Partial<GrowthRun>>, rows: { totals: [number, number, number]; expected: [number, number, number] }): PageCase => ({
  title: 'order list',
  route: 'pages/order/order-list',
  totals: { 1: rows.totals[0], 10: rows.totals[1], 100: rows.totals[2] },
  expectedRows: { 1: rows.expected[0], 10: rows.expected[1], 100: rows.expected[2] },
  runs: { 1: [run(at[1]), run(at[1])], 10: [run(at[10])], 100: [run(at[100]), run({ ...at[100], firstRowsMs: 700 })] },
})
const paged = { totals: [14, 140, 1400] as [number, number, number], expected: [12, 12, 12] as [number, number, number] }

describe('growth benchmark figures', () => {
  it('gives each figure as a ratio to 1×, its range over the 1× median', () => {
    expect(ratioTo({ median: 600, min: 500, max: 900 }, { median: 500, min: 400, max: 520 })).toEqual({ median: 1.2, min: 1, max: 1.8 })
    expect(ratioTo({ median: 1, min: 1, max: 1 }, { median: 0, min: 0, max: 0 })).toEqual({ median: null, min: null, max: null })
    expect(cell(FIGURES[1], { median: 8.5, min: 8, max: 9 }, { median: 4, min: 4, max: 4 })).toBe('8.50 (8.00–9.00) 2.13× (2.00×–2.25×)')
  })

  it('calls a page flat when nothing at 100× is over 1.5× its 1× figure', () => {
    const c = pageCase({ 1: {}, 10: {}, 100: { heapMb: 5.9, firstRowsMs: 740 } }, paged)
    expect(grownFigures(c)).toEqual([])
    expect(verdict(c)).toBe('order list: flat — no figure at 100× is over 1.5× its 1× figure')
  })

  it('names the figures that grew, and a page that draws every row it holds', () => {
    const c = pageCase({ 1: { domRows: 1, weappRows: 1 }, 10: { domRows: 10, weappRows: 10, heapMb: 4.3 }, 100: { domRows: 100, weappRows: 100, heapMb: 8.6 } }, { totals: [1, 10, 100], expected: [1, 10, 100] })
    const v = verdict(c)
    expect(v).toMatch(/^order list: GROWS at 100× — H5 JS heap, 3 pages \(MB\) 2\.15×, H5 rows in the DOM 100\.00×, weapp rows in the page 100\.00×/)
    expect(v).toContain('grows with the rows held: the page draws every row (rows on screen 1 / 10 / 100 of 1 / 10 / 100 held)')
    expect(v).toContain('from 10× to 100×: H5 JS heap, 3 pages (MB) 2.00×, H5 rows in the DOM 10.00×, weapp rows in the page 10.00×')
  })

  it('tells rows of three pages apart from growth beyond them', () => {
    const shortAt1 = { totals: [18, 180, 1800] as [number, number, number], expected: [18, 30, 30] as [number, number, number] }
    const pagesOnly = pageCase({ 1: { domRows: 18 }, 10: { domRows: 30 }, 100: { domRows: 30 } }, shortAt1)
    expect(verdict(pagesOnly)).toContain('from 10× to 100× no figure is over 1.5×: what grew are the rows of the pages asked for, fewer at 1× where the whole list is shorter')
    const beyond = pageCase({ 1: { domRows: 18 }, 10: { domRows: 30, heapMb: 4 }, 100: { domRows: 30, heapMb: 9 } }, shortAt1)
    expect(verdict(beyond)).toContain('from 10× to 100× too: H5 JS heap, 3 pages (MB) 2.25×')
  })

  it('tells three screenfuls of a list held whole apart from drawing every row', () => {
    const drawnByScreens = { totals: [1, 10, 100] as [number, number, number], expected: [1, 10, 30] as [number, number, number] }
    const screens = pageCase({ 1: { domRows: 1, weappRows: 1 }, 10: { domRows: 10, weappRows: 10 }, 100: { domRows: 30, weappRows: 30 } }, drawnByScreens)
    expect(verdict(screens)).toContain('from 10× to 100× only the rows drawn grew, as many as three screenfuls hold: H5 rows in the DOM 3.00×, weapp rows in the page 3.00×')
    const more = pageCase({ 1: { domRows: 1, weappRows: 1 }, 10: { domRows: 10, weappRows: 10 }, 100: { domRows: 100, weappRows: 30 } }, drawnByScreens)
    expect(verdict(more)).toContain('from 10× to 100× too: H5 rows in the DOM 10.00×')
  })

  it('prints a block per page and a verdict per page', () => {
    const text = growthTable([pageCase({ 1: {}, 10: {}, 100: {} }, paged)], 2)
    expect(text).toContain('order list  /pages/order/order-list  rows held 14 / 140 / 1400, expected on screen after three pages 12 / 12 / 12')
    expect(text).toMatch(/H5 first rows \(ms\) +500 \(500–500\) 1\.00× \(1\.00×–1\.00×\) +500 \(500–500\) 1\.00× \(1\.00×–1\.00×\) +600 \(500–700\) 1\.20× \(1\.00×–1\.40×\)/)
    expect(text).toContain('  order list: flat')
  })

  it('expects three pages of a paged list, the one page of a list asked for at once, and the whole of an unpaged one', () => {
    expect(rowsAfterPages({ pageSize: 4, pagedByScrolling: true }, 1400)).toBe(12)
    expect(rowsAfterPages({ pageSize: 10, pagedByScrolling: true }, 18)).toBe(18)
    expect(rowsAfterPages({ pageSize: 100, pagedByScrolling: false }, 1100)).toBe(100)
    expect(rowsAfterPages({ pageSize: null, pagedByScrolling: false }, 100)).toBe(100)
    // a list held whole but drawn a screenful at a time: three screenfuls after two bottoms
    expect(rowsAfterPages({ pageSize: null, pagedByScrolling: false, drawnPerScreen: 10 }, 100)).toBe(30)
    expect(rowsAfterPages({ pageSize: 100, pagedByScrolling: false, drawnPerScreen: 20 }, 1100)).toBe(60)
    expect(rowsAfterPages({ pageSize: 100, pagedByScrolling: false, drawnPerScreen: 20 }, 11)).toBe(11)
  })
})
