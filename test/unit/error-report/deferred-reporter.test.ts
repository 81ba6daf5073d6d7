/** H5 loads the reporter after the first screen: reports made before it is there are handed over, as they were made. */
import { deferredReporter, WAITING_MAX } from '@/services/error-report/deferred-reporter'
import type { ErrorReporter, ReportExtras, ReportSource } from '@/services/error-report/error-reporter'

function fakeReporter() {
  const calls: Array<{ source: ReportSource; error: unknown; extras?: ReportExtras }> = []
  const sends: string[] = []
  const reporter: ErrorReporter = {
    report: (source, error, extras) => void calls.push({ source, error, extras }),
    send: (moment) => void sends.push(moment),
    leaving: () => undefined,
  }
  return { reporter, calls, sends }
}

describe('deferredReporter', () => {
  it('hands over what was reported while loading, with the page and time it was made', async () => {
    const { reporter, calls } = fakeReporter()
    let resolve!: (r: ErrorReporter) => void
    let page = '/pages/cart/cart'
    let clock = 1000
    const deferred = deferredReporter(() => new Promise((r) => (resolve = r)), { now: () => clock, route: () => page })
    deferred.report('error', new Error('boom'))
    page = '/pages/home/home'
    clock = 5000
    expect(calls).toEqual([])
    resolve(reporter)
    await deferred.load()
    expect(calls).toHaveLength(1)
    expect(calls[0].extras).toEqual({ route: '/pages/cart/cart', at: 1000 })
    deferred.report('render', 'later')
    expect(calls[1]).toEqual({ source: 'render', error: 'later', extras: {} })
  })

  it('loads once, keeps at most WAITING_MAX, and drops quietly when the reporter never loads', async () => {
    let loads = 0
    const deferred = deferredReporter(
      () => {
        loads += 1
        return Promise.reject(new Error('offline'))
      },
      { now: () => 0, route: () => '/' },
    )
    for (let i = 0; i < WAITING_MAX + 30; i += 1) deferred.report('error', i)
    await expect(deferred.load()).resolves.toBeUndefined()
    expect(loads).toBe(1)

    const { reporter, calls } = fakeReporter()
    let resolve!: (r: ErrorReporter) => void
    const counted = deferredReporter(() => new Promise((r) => (resolve = r)), { now: () => 0, route: () => '/' })
    for (let i = 0; i < WAITING_MAX + 30; i += 1) counted.report('error', i)
    resolve(reporter)
    await counted.load()
    expect(calls).toHaveLength(WAITING_MAX)
  })

  it('a page left before the reporter came does not load it for the calls it cuts off', async () => {
    let loads = 0
    const deferred = deferredReporter(
      () => {
        loads += 1
        return Promise.resolve(fakeReporter().reporter)
      },
      { now: () => 0, route: () => '/' },
    )
    deferred.leaving()
    deferred.report('service', 'network: GET /api/user/getUserInfo', { onlyIfStaying: true })
    deferred.send('hidden')
    expect(loads).toBe(0)
    deferred.report('error', new Error('a real one'))
    expect(loads).toBe(1)
  })
})
