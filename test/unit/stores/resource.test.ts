import { HttpError } from '@/services/http/errors'
import { Resource } from '@/stores/resource'

const later = <T,>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('Resource', () => {
  it('goes idle → loading → ready', async () => {
    const r = new Resource(() => Promise.resolve(5))
    expect(r.status).toBe('idle')
    const p = r.load()
    expect(r.status).toBe('loading')
    await p
    expect(r.status).toBe('ready')
    expect(r.value).toBe(5)
  })

  it('has answered once a load ends, with a value or a failure, and not while one is out', async () => {
    let fail = false
    const r = new Resource(() => (fail ? Promise.reject(new HttpError('network', '')) : Promise.resolve(1)))
    expect(r.answered).toBe(false)
    const p = r.load()
    expect(r.answered).toBe(false)
    await p
    expect(r.answered).toBe(true)
    fail = true
    const again = r.load()
    // a reload is out: the kept value is not its answer
    expect(r.answered).toBe(false)
    await again
    expect(r.answered).toBe(true)
    r.clear()
    expect(r.answered).toBe(false)
  })

  it('keeps the last value when a reload fails and says why in Chinese', async () => {
    let fail = false
    const r = new Resource(() => (fail ? Promise.reject(new HttpError('network', '')) : Promise.resolve('ok')))
    await r.load()
    fail = true
    await r.load()
    expect(r.status).toBe('error')
    expect(r.value).toBe('ok')
    expect(r.error).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('drops the answer of an older load', async () => {
    const first = later<string>()
    const second = later<string>()
    const calls = [first, second]
    const r = new Resource(() => calls.shift()!.promise)
    const p1 = r.load()
    const p2 = r.load()
    second.resolve('new')
    await p2
    first.resolve('old')
    await p1
    expect(r.value).toBe('new')
  })

  it('ensure() loads only once', async () => {
    let n = 0
    const r = new Resource(() => Promise.resolve(++n))
    await r.ensure()
    await r.ensure()
    expect(n).toBe(1)
  })

  it('clear drops the value and an answer still on its way, back to idle', async () => {
    const answer = later<string>()
    const r = new Resource(() => answer.promise)
    r.set('old')
    const loading = r.load()
    r.clear()
    expect(r.status).toBe('idle')
    expect(r.value).toBeNull()
    answer.resolve('late')
    await loading
    expect(r.value).toBeNull()
    expect(r.status).toBe('idle')
  })
})
