import { errorText, HttpError, OFFLINE_TEXT, isUnanswered } from '@/services/http/errors'
import { runChain } from '@/services/http/interceptors'
import { buildInterceptors } from '@/services/http/setup-http'
import type { HttpRequestOptions } from '@/services/http/types'
import { ignoresData } from '@/services/http/shape'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))

/** The real chain with a network switch and a transport the test answers. */
function chain() {
  let online = true
  const sent: HttpRequestOptions[] = []
  const failures: HttpError[] = []
  let respond: () => Promise<unknown> = () => Promise.resolve({ statusCode: 200, data: { code: 0, data: 1 } })
  const interceptors = buildInterceptors({
    whenLoginReady: () => Promise.resolve(),
    getToken: () => 'tok',
    onSessionInvalid: () => undefined,
    timeoutMs: 60_000,
    onFailure: (e) => failures.push(e),
    isOnline: () => online,
  })
  return {
    sent,
    failures,
    setOnline: (next: boolean) => (online = next),
    respondWith: (fn: () => Promise<unknown>) => (respond = fn),
    send: () =>
      runChain(
        interceptors,
        (p) => {
          sent.push(p)
          return respond()
        },
        { url: '/mall/api/v1/cart', rule: 'code0', shape: ignoresData },
      ),
  }
}

describe('requests without a network', () => {
  it('fail at once with the Chinese text that says so, without reaching the transport or the error reporter', async () => {
    const c = chain()
    c.setOnline(false)
    const started = Date.now()
    const error = await c.send().catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(100)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ kind: 'network', detail: { offline: true } })
    expect(errorText(error)).toBe(OFFLINE_TEXT)
    expect(OFFLINE_TEXT).toBe('网络不可用，请检查网络设置')
    expect(c.sent).toHaveLength(0)
    expect(c.failures).toHaveLength(0)
  })

  it('a call cut off because the network went says the network is unavailable', async () => {
    const c = chain()
    c.respondWith(() => {
      c.setOnline(false)
      return Promise.reject({ errMsg: 'request:fail -106:net::ERR_INTERNET_DISCONNECTED' })
    })
    const error = await c.send().catch((e: unknown) => e)
    expect(errorText(error)).toBe(OFFLINE_TEXT)
    expect(c.sent).toHaveLength(1)
  })

  it('with the network on, calls go and a transport failure keeps its own text', async () => {
    const c = chain()
    await expect(c.send()).resolves.toMatchObject({ code: 0 })
    c.respondWith(() => Promise.reject({ errMsg: 'request:fail ssl' }))
    const error = await c.send().catch((e: unknown) => e)
    expect(errorText(error)).toBe('网络异常，请检查网络后重试')
    expect(c.failures.map((f) => f.kind)).toEqual(['network'])
  })

  it('a network failure and a timeout are unanswered calls; a refusal by the service is not', () => {
    expect(isUnanswered(new HttpError('network', 'x'))).toBe(true)
    expect(isUnanswered(new HttpError('timeout', 'x'))).toBe(true)
    expect(isUnanswered(new HttpError('biz', '库存不足'))).toBe(false)
    expect(isUnanswered(new Error('boom'))).toBe(false)
  })
})
