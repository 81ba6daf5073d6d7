/**
 * The error reporter in plain Node, with a fake clock, timer and sender: a report's shape, batching
 * until the page is idle or hidden, the per-minute cap, and a failed send dropped without a retry.
 */
import {
  createErrorReporter,
  IDLE_SEND_MS,
  LEAVING_GRACE_MS,
  MESSAGE_MAX_CHARS,
  PAUSE_AFTER_FAILED_SEND_MS,
  REPORTS_PER_BATCH,
  REPORTS_PER_MINUTE,
  STACK_MAX_CHARS,
  type ErrorReporterDeps,
  type ReportBatch,
  type SendMoment,
} from '@/services/error-report/error-reporter'
import { HttpError } from '@/services/http/errors'

const BUILD = { version: '1.2.3', commit: 'abc1234' }

function setup(overrides: Partial<ErrorReporterDeps> = {}) {
  let now = 1_700_000_000_000
  const timers: Array<{ at: number; run: () => void }> = []
  const sent: Array<{ batch: ReportBatch; moment: SendMoment }> = []
  const lines: string[] = []
  let answer: () => Promise<unknown> = () => Promise.resolve()
  const reporter = createErrorReporter({
    build: BUILD,
    send: (batch, moment) => {
      sent.push({ batch: JSON.parse(JSON.stringify(batch)) as ReportBatch, moment })
      return answer()
    },
    now: () => now,
    later: (run, ms) => void timers.push({ at: now + ms, run }),
    where: () => ({ route: '/pages/order/order-detail?orderCode=DD202601010001', platform: 'wechat-browser' }),
    log: (line) => void lines.push(line),
    ...overrides,
  })
  /** Moves the clock on, running the timers that come due, and lets the sends settle. */
  const advance = async (ms: number) => {
    now += ms
    for (const t of timers.filter((x) => x.at <= now)) {
      timers.splice(timers.indexOf(t), 1)
      t.run()
    }
    await new Promise((r) => setImmediate(r))
  }
  return { reporter, sent, lines, timers, advance, answerWith: (f: () => Promise<unknown>) => (answer = f) }
}

const reportsOf = (sent: Array<{ batch: ReportBatch }>) => sent.flatMap((s) => s.batch.reports)

describe('a report', () => {
  it('holds the message, a stack, the route, the build, the platform and the time', async () => {
    const { reporter, sent, advance } = setup()
    const error = new TypeError("Cannot read properties of undefined (reading 'map')")
    reporter.report('error', error)
    await advance(IDLE_SEND_MS)
    expect(sent).toHaveLength(1)
    const [report] = sent[0].batch.reports
    expect(report).toEqual({
      source: 'error',
      message: "TypeError: Cannot read properties of undefined (reading 'map')",
      stack: expect.stringContaining('error-reporter.test.ts'),
      route: '/pages/order/order-detail?orderCode=DD202601010001',
      version: '1.2.3',
      commit: 'abc1234',
      platform: 'wechat-browser',
      time: 1_700_000_000_000,
    })
    expect(Object.keys(report).sort()).toEqual(['commit', 'message', 'platform', 'route', 'source', 'stack', 'time', 'version'])
  })

  it('reads the mini-program’s error text (message, then the stack) and objects with errMsg', async () => {
    const { reporter, sent, advance } = setup()
    reporter.report('error', 'planted: onLoad throws\nError: planted: onLoad throws\n    at onLoad (pages/wallet/wallet.js:1:2)')
    reporter.report('rejection', { errMsg: 'request:fail timeout' })
    reporter.report('rejection', undefined)
    await advance(IDLE_SEND_MS)
    const [a, b, c] = reportsOf(sent)
    expect(a.message).toBe('planted: onLoad throws')
    expect(a.stack).toMatch(/^Error: planted: onLoad throws\n {4}at onLoad/)
    expect(b.message).toBe('request:fail timeout')
    expect(c.message).toBe('undefined')
  })

  it('keeps a stack to a few KB and a message short', async () => {
    const { reporter, sent, advance } = setup()
    const error = new Error('x'.repeat(5000))
    error.stack = Array.from({ length: 500 }, (_, i) => `    at frame${i} (https://shop.example/js/app.${'f'.repeat(40)}.js:1:${i})`).join('\n')
    reporter.report('error', error)
    await advance(IDLE_SEND_MS)
    const [report] = reportsOf(sent)
    expect(report.stack.length).toBeLessThanOrEqual(STACK_MAX_CHARS)
    expect(report.stack.split('\n').length).toBeLessThanOrEqual(20)
    expect(report.message.length).toBeLessThanOrEqual(MESSAGE_MAX_CHARS)
    expect(JSON.stringify(report).length).toBeLessThan(3 * 1024)
  })

  it('is written as one line to the log as well (the mini-program’s real-time log)', () => {
    const { reporter, lines } = setup()
    reporter.report('render', new Error('boom'))
    expect(lines).toEqual(['[render] boom @ /pages/order/order-detail?orderCode=DD202601010001 (1.2.3 abc1234, wechat-browser)'])
  })

  it('takes the route it is about when given one, and the data, scrubbed', async () => {
    const { reporter, sent, advance } = setup()
    reporter.report('not-found', 'page not found: /pages/x', { route: '/pages/x?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc&from=share', data: { phone: '13800138000', path: '/mall/api/v1/cart' } })
    await advance(IDLE_SEND_MS)
    const [report] = reportsOf(sent)
    expect(report.route).toBe('/pages/x?token=[removed]&from=share')
    expect(report.data).toEqual({ phone: '[removed]', path: '/mall/api/v1/cart' })
  })

  it('a failed service call left unhandled is not reported again as a rejection (the http layer’s hook judged it)', async () => {
    const { reporter, sent, advance } = setup()
    reporter.report('rejection', new HttpError('server', '服务器繁忙，请稍候再试!', { status: 500 }))
    await advance(IDLE_SEND_MS)
    expect(sent).toEqual([])
  })
})

describe('a page being left', () => {
  it('cuts off its calls: those failures are not reports for a while, anything else still is', async () => {
    const { reporter, sent, advance } = setup()
    reporter.leaving()
    reporter.report('service', 'network: GET /api/talkCard/popUpQuestionnaire/U1', { onlyIfStaying: true })
    reporter.report('error', new Error('thrown while leaving'))
    await advance(LEAVING_GRACE_MS)
    reporter.report('service', 'network: GET /mall/api/v1/cart', { onlyIfStaying: true })
    await advance(IDLE_SEND_MS)
    expect(reportsOf(sent).map((r) => r.message)).toEqual(['thrown while leaving', 'network: GET /mall/api/v1/cart'])
  })
})

describe('batching', () => {
  it('waits until the page is idle and sends what came meanwhile in one batch', async () => {
    const { reporter, sent, advance } = setup()
    reporter.report('error', new Error('one'))
    await advance(500)
    reporter.report('error', new Error('two'))
    reporter.report('rejection', new Error('three'))
    expect(sent).toEqual([])
    await advance(IDLE_SEND_MS)
    expect(sent).toHaveLength(1)
    expect(sent[0].moment).toBe('idle')
    expect(sent[0].batch.reports.map((r) => r.message)).toEqual(['one', 'two', 'three'])
  })

  it('sends at once when the page is hidden, and the idle timer then finds nothing to send', async () => {
    const { reporter, sent, advance } = setup()
    reporter.report('error', new Error('one'))
    reporter.send('hidden')
    expect(sent.map((s) => [s.moment, s.batch.reports.length])).toEqual([['hidden', 1]])
    await advance(IDLE_SEND_MS)
    expect(sent).toHaveLength(1)
    reporter.send('hidden')
    expect(sent).toHaveLength(1)
  })

  it('splits a large batch into sends of at most REPORTS_PER_BATCH', async () => {
    const { reporter, sent, advance } = setup()
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) reporter.report('error', new Error(`e${i}`))
    await advance(IDLE_SEND_MS)
    expect(sent.length).toBe(Math.ceil(REPORTS_PER_MINUTE / REPORTS_PER_BATCH))
    expect(sent.every((s) => s.batch.reports.length <= REPORTS_PER_BATCH)).toBe(true)
    expect(reportsOf(sent)).toHaveLength(REPORTS_PER_MINUTE)
  })
})

describe('the per-minute cap', () => {
  it('100 errors in a minute give no more than the cap; the rest are counted as dropped', async () => {
    const { reporter, sent, advance } = setup()
    for (let i = 0; i < 100; i++) {
      reporter.report('error', new Error(`e${i}`))
      await advance(500)
    }
    await advance(IDLE_SEND_MS)
    reporter.send('hidden')
    const within = reportsOf(sent).filter((r) => r.time < 1_700_000_000_000 + 60_000)
    expect(within.length).toBeLessThanOrEqual(REPORTS_PER_MINUTE)
    expect(within.length).toBe(REPORTS_PER_MINUTE)
    // 100 errors over 50 s: all in the first minute
    expect(reportsOf(sent)).toHaveLength(REPORTS_PER_MINUTE)
    expect(sent.reduce((n, s) => n + s.batch.dropped, 0)).toBe(100 - REPORTS_PER_MINUTE)
  })

  it('opens again the next minute', async () => {
    const { reporter, sent, advance } = setup()
    for (let i = 0; i < 30; i++) reporter.report('error', new Error(`first minute ${i}`))
    await advance(60_000)
    reporter.report('error', new Error('next minute'))
    await advance(IDLE_SEND_MS)
    expect(reportsOf(sent).map((r) => r.message)).toContain('next minute')
    expect(reportsOf(sent)).toHaveLength(REPORTS_PER_MINUTE + 1)
  })
})

describe('a send that fails', () => {
  it('is dropped: never sent again, nothing reported of it, nothing thrown', async () => {
    const { reporter, sent, lines, advance, answerWith } = setup()
    answerWith(() => Promise.reject(new Error('collector down: HTTP 503')))
    reporter.report('error', new Error('one'))
    await advance(IDLE_SEND_MS)
    expect(sent).toHaveLength(1)
    for (let i = 0; i < 10; i++) await advance(IDLE_SEND_MS)
    expect(sent).toHaveLength(1)
    // the reporter's own failure is not a report
    expect(lines).toEqual([expect.stringContaining('one')])
  })

  it('pauses sending for a while: what comes meanwhile is dropped, not a storm of sends', async () => {
    const { reporter, sent, advance, answerWith } = setup()
    answerWith(() => Promise.reject(new Error('offline')))
    reporter.report('error', new Error('one'))
    await advance(IDLE_SEND_MS)
    answerWith(() => Promise.resolve())
    for (let i = 0; i < 10; i++) {
      reporter.report('error', new Error(`meanwhile ${i}`))
      await advance(IDLE_SEND_MS)
    }
    reporter.send('hidden')
    expect(sent).toHaveLength(1)
    await advance(PAUSE_AFTER_FAILED_SEND_MS)
    reporter.report('error', new Error('after the pause'))
    await advance(IDLE_SEND_MS)
    expect(sent).toHaveLength(2)
    expect(sent[1].batch.reports.map((r) => r.message)).toEqual(['after the pause'])
  })

  it('a sender that throws, a log that throws or a route that cannot be read change nothing for the page', async () => {
    const { reporter, advance } = setup({
      send: () => {
        throw new Error('no network module')
      },
      log: () => {
        throw new Error('no log')
      },
    })
    expect(() => reporter.report('error', new Error('one'))).not.toThrow()
    await expect(advance(IDLE_SEND_MS)).resolves.toBeUndefined()
    const broken = setup({
      where: () => {
        throw new Error('no page')
      },
    })
    expect(() => broken.reporter.report('error', new Error('two'))).not.toThrow()
    expect(() => broken.reporter.send('hidden')).not.toThrow()
  })
})
