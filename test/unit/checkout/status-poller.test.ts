import { StatusPoller, type PollTimers } from '@/services/pay/status-poller'

/** Timers that run only when the test says so. */
function manualTimers() {
  const queue: { fn: () => void; ms: number; id: number }[] = []
  let id = 0
  const timers: PollTimers = {
    setTimeout: (fn, ms) => {
      id += 1
      queue.push({ fn, ms, id })
      return id
    },
    clearTimeout: (h) => {
      const i = queue.findIndex((t) => t.id === h)
      if (i >= 0) queue.splice(i, 1)
    },
  }
  return {
    timers,
    pending: () => queue.length,
    lastDelay: () => queue[queue.length - 1]?.ms,
    /** fires the next timer and lets the query settle */
    async tick() {
      const t = queue.shift()
      t?.fn()
      await flush()
    },
  }
}
const flush = () => new Promise((r) => setImmediate(r))

const statuses = (...list: (number | Error)[]) => {
  let i = 0
  const query = jest.fn(async () => {
    const v = list[Math.min(i, list.length - 1)]
    i += 1
    if (v instanceof Error) throw v
    return v
  })
  return query
}

describe('order status polling', () => {
  it('paid at once: one query, outcome paid', async () => {
    const t = manualTimers()
    const query = statuses(1)
    const outcome = await new StatusPoller(query, t.timers).start()
    expect(outcome).toEqual({ kind: 'paid' })
    expect(query).toHaveBeenCalledTimes(1)
    expect(t.pending()).toBe(0)
  })

  it('pending then paid: asks again every second until paid', async () => {
    const t = manualTimers()
    const query = statuses(2, 2, 1)
    const poller = new StatusPoller(query, t.timers)
    const p = poller.start()
    await flush()
    expect(t.lastDelay()).toBe(1000)
    await t.tick()
    await t.tick()
    await expect(p).resolves.toEqual({ kind: 'paid' })
    expect(query).toHaveBeenCalledTimes(3)
  })

  it('any other status (cancelled) ends with a failure naming it', async () => {
    const t = manualTimers()
    const p = new StatusPoller(statuses(2, -1), t.timers).start()
    await flush()
    await t.tick()
    await expect(p).resolves.toEqual({ kind: 'failed', reason: 'status', status: -1 })
  })

  it('gives up after 60 queries that stay pending', async () => {
    const t = manualTimers()
    const query = statuses(2)
    const poller = new StatusPoller(query, t.timers)
    const p = poller.start()
    await flush()
    while (t.pending()) await t.tick()
    await expect(p).resolves.toEqual({ kind: 'failed', reason: 'limit' })
    expect(query).toHaveBeenCalledTimes(60)
  })

  it('failed queries end the polling after three in a row', async () => {
    const t = manualTimers()
    const query = statuses(new Error('500'), new Error('500'), new Error('500'))
    const p = new StatusPoller(query, t.timers).start()
    await flush()
    while (t.pending()) await t.tick()
    await expect(p).resolves.toEqual({ kind: 'failed', reason: 'error' })
    expect(query).toHaveBeenCalledTimes(3)
  })

  it('stops asking while the page is away and asks at once on return', async () => {
    const t = manualTimers()
    const query = statuses(2, 2, 1)
    const poller = new StatusPoller(query, t.timers)
    const p = poller.start()
    await flush()
    poller.pause()
    expect(t.pending()).toBe(0)
    await flush()
    expect(query).toHaveBeenCalledTimes(1)
    poller.resume()
    await flush()
    expect(query).toHaveBeenCalledTimes(2)
    await t.tick()
    await expect(p).resolves.toEqual({ kind: 'paid' })
  })

  it('a pause while a query is in flight schedules nothing until resume', async () => {
    const t = manualTimers()
    let release!: (v: number) => void
    const query = jest.fn(() => new Promise<number>((r) => (release = r)))
    const poller = new StatusPoller(query, t.timers)
    void poller.start()
    poller.pause()
    release(2)
    await flush()
    expect(t.pending()).toBe(0)
    poller.resume()
    await flush()
    expect(query).toHaveBeenCalledTimes(2)
  })
})

describe('stopping the poller', () => {
  it('settles the outcome as stopped and asks no more', async () => {
    const t = manualTimers()
    const query = statuses(2)
    const poller = new StatusPoller(query, t.timers)
    const outcome = poller.start()
    await flush()
    poller.stop()
    await expect(outcome).resolves.toEqual({ kind: 'stopped' })
    await t.tick()
    expect(query).toHaveBeenCalledTimes(1)
  })
})
