import { apiCallsBefore, describeCase, lighthouseFigures, longestTaskBefore, longTasksBeforeLcp, paired, ratio, spread, summarize, type LhrLike, type PageFigures } from '../../../scripts/lib/bench-figures'

const O = 'http://127.0.0.1:9000'
const run = (over: Partial<PageFigures> = {}): PageFigures => ({
  page: 'home',
  finalUrl: `${O}/pages/home/home`,
  performance: 90,
  fcpMs: 1000,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0,
  speedIndexMs: 1500,
  longTaskMs: 0,
  initialJsCss: { files: 4, rawBytes: 400 * 1024, gzipBytes: 120 * 1024, urls: [] },
  requestsBeforeFirstScreen: 8,
  apiCalls: [],
  firstScreenMs: 1800,
  ...over,
})

describe('web benchmark figures', () => {
  it('takes the median and range over runs, skipping missing values', () => {
    expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 })
    expect(spread([4, null, 1, 2, 3])).toEqual({ median: 2.5, min: 1, max: 4 })
    expect(spread([null])).toEqual({ median: null, min: null, max: null })
  })

  it('compares two builds round by round', () => {
    // medians alike (20 and 20), but a is faster in 2 of the 3 rounds, by 1 ms at the median
    expect(paired([19, 20, 30], [20, 21, 20])).toEqual({ medianDiff: -1, aLess: 2, rounds: 3 })
    expect(paired([5, 5], [5])).toEqual({ medianDiff: 0, aLess: 0, rounds: 1 })
    expect(paired([], [])).toEqual({ medianDiff: null, aLess: 0, rounds: 0 })
  })

  it('lists the service calls started before the first screen, in order, same origin only', () => {
    const calls = apiCallsBefore(
      [
        { url: `${O}/mall/api/v1/basics/banner/1`, resourceType: 'Fetch', networkRequestTime: 300 },
        { url: `${O}/api/auth/h5/exchange?token=t`, resourceType: 'XHR', networkRequestTime: 100 },
        { url: `${O}/js/app.js`, resourceType: 'Script', networkRequestTime: 10 },
        { url: 'https://elsewhere.test/api/x', resourceType: 'Fetch', networkRequestTime: 50 },
        { url: `${O}/mall/api/v1/late`, resourceType: 'Fetch', networkRequestTime: 5000 },
      ],
      O,
      1800,
    )
    expect(calls).toEqual(['/api/auth/h5/exchange?token=t', '/mall/api/v1/basics/banner/1'])
  })

  it('prints medians with ranges and ratios to the floor', () => {
    const ours = summarize('home', [run({ lcpMs: 2400, apiCalls: ['/a', '/b'] }), run({ lcpMs: 2000 }), run({ lcpMs: 3000 })])
    const floor = summarize('floor', [run({ lcpMs: 1000, initialJsCss: { files: 3, rawBytes: 200 * 1024, gzipBytes: 100 * 1024, urls: [] } })])
    expect(ours.metrics.lcpMs).toEqual({ median: 2400, min: 2000, max: 3000 })
    expect(ours.typical.lcpMs).toBe(2400)
    const text = describeCase(ours, floor)
    expect(text).toMatch(/LCP\s+median\s+2400 ms\s+range 2000 ms – 3000 ms\s+2\.40× floor/)
    expect(text).toContain('400.0 KB raw, 120.0 KB gzip   (2.00× / 1.20× floor)')
    expect(text).toMatch(/1\. \/a\n\s+2\. \/b/)
    const split = describeCase(summarize('home', [run({ apiCalls: ['/a', '/b'], apiCallsBeforeLargestPaint: ['/a'], largestPaintMs: 1500 })]))
    expect(split).toContain('of those, before the largest paint (1500 ms): /a')
    expect(describeCase(summarize('home', [run({ apiCalls: ['/b'], apiCallsBeforeLargestPaint: [], largestPaintMs: 900 })]))).toContain('before the largest paint (900 ms): none')
    expect(ratio(1, 0)).toBe('—')
  })

  it('takes the long tasks that started before the largest paint, and the longest of them', () => {
    const lhr = (longTasks: unknown[] | null, lcp = 2000): LhrLike => ({
      categories: { performance: { score: 0.9 } },
      audits: {
        'largest-contentful-paint': { numericValue: lcp },
        ...(longTasks ? { 'long-tasks': { details: { items: longTasks } } } : {}),
      },
    })
    const tasks = [
      { url: 'http://127.0.0.1:9000/js/vendors.js', startTime: 2100, duration: 104 },
      { url: 'http://127.0.0.1:9000/js/app.js', startTime: 1500, duration: 175 },
      { url: 'Unattributable', startTime: 600, duration: 59 },
      { startTime: 900 },
    ]
    expect(longTasksBeforeLcp(lhr(tasks))).toEqual([
      { startMs: 600, durationMs: 59, url: 'Unattributable' },
      { startMs: 1500, durationMs: 175, url: 'http://127.0.0.1:9000/js/app.js' },
    ])
    expect(lighthouseFigures(lhr(tasks)).longTaskMs).toBe(175)
    // the page's part leaves out what Lighthouse charges to no URL (the navigation's commit)
    expect(lighthouseFigures(lhr(tasks)).pageLongTaskMs).toBe(175)
    expect(lighthouseFigures(lhr([tasks[2], { url: 'http://127.0.0.1:9000/pages/home/home', startTime: 700, duration: 52 }])).pageLongTaskMs).toBe(52)
    expect(lighthouseFigures(lhr([tasks[2]])).pageLongTaskMs).toBe(0)
    expect(lighthouseFigures(lhr(null)).pageLongTaskMs).toBeNull()
    // measured, and nothing reached 50 ms before the paint
    expect(lighthouseFigures(lhr([{ url: 'x', startTime: 2500, duration: 80 }])).longTaskMs).toBe(0)
    // no audit: no figure
    expect(lighthouseFigures(lhr(null)).longTaskMs).toBeNull()
    const text = describeCase(summarize('home', [run({ longTaskMs: 175, longTasksBeforeLcp: longTasksBeforeLcp(lhr(tasks)) })]))
    expect(text).toMatch(/longest task before LCP\s+median\s+175 ms/)
    expect(text).toContain('tasks of 50 ms or more before LCP (2):')
    expect(text).toMatch(/at\s+1500 ms\s+175 ms\s+\/js\/app\.js/)
    expect(describeCase(summarize('home', [run({ longTasksBeforeLcp: [] })]))).toContain('tasks of 50 ms or more before LCP (0): none')
  })

  it('takes the tasks a page observed at a slow CPU that started before its own largest paint', () => {
    const seen = [
      { startMs: 2400.4, durationMs: 120 },
      { startMs: 900.2, durationMs: 61.6 },
      { startMs: 300, durationMs: 55 },
      { startMs: Number.NaN, durationMs: 500 },
    ]
    expect(longestTaskBefore(seen, 2000.7)).toEqual({
      lcpMs: 2001,
      tasks: [
        { startMs: 300, durationMs: 55 },
        { startMs: 900, durationMs: 62 },
      ],
      longestMs: 62,
    })
    // no largest paint seen: every task counts
    expect(longestTaskBefore(seen, null).longestMs).toBe(120)
    expect(longestTaskBefore([], 1500)).toEqual({ lcpMs: 1500, tasks: [], longestMs: 0 })
    const slow = longestTaskBefore(seen, 2000)
    const ours = summarize('home', [run({ longTaskMs: 63, pageLongTaskMs: 0, slowCpu: slow, slowCpuLongTaskMs: slow.longestMs })])
    const floor = summarize('floor', [run({ longTaskMs: 105, pageLongTaskMs: 105, slowCpuLongTaskMs: 124 })])
    const text = describeCase(ours, floor)
    expect(text).toMatch(/of it, the page's\s+median\s+0 ms/)
    expect(text).toMatch(/at a real 4× CPU\s+median\s+62 ms\s+range 62 ms – 62 ms\s+0\.50× floor/)
    expect(text).toContain('at a real 4× CPU, tasks of 50 ms or more before its LCP (2000 ms) (2):')
    expect(text).toMatch(/at\s+900 ms\s+62 ms/)
    // runs without the figure (an older JSON) print a dash, not zero
    expect(describeCase(summarize('home', [run()]))).toMatch(/at a real 4× CPU\s+median\s+—/)
  })
})
