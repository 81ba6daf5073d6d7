import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import { createApi } from '@/services/api'
import { buildInterceptors } from '@/services/http/setup-http'
import { runChain } from '@/services/http/interceptors'
import { HttpError } from '@/services/http/errors'
import type { HttpRequestOptions, Send } from '@/services/http/types'
import { createOrderApi } from '@/pages/order/model/order-api'
import { createCheckoutApi } from '@/shared/trade/checkout-api'
import { createCartApi } from '@/shared/trade/cart-api'
import { testConfig } from '../helpers/fake-deps'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))

/**
 * The real api functions, through the real interceptor chain, against the mock services: the
 * shapes checked at the boundary accept what the services send, and refuse a wrong shape.
 */
let app: FastifyInstance
let token = ''
let send: Send
const config = testConfig()

beforeEach(async () => {
  app = await buildMockApp({ seed: 7 })
  token = (await app.inject({ method: 'GET', url: '/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o' })).json().data.access_token
  const interceptors = buildInterceptors({ whenLoginReady: async () => undefined, getToken: () => token, onSessionInvalid: () => undefined, timeoutMs: 5000 })
  const transport = async (p: HttpRequestOptions) => {
    const u = new URL(p.url)
    const method = p.method ?? 'GET'
    if (method === 'GET' && p.data) for (const [k, v] of Object.entries(p.data as Record<string, unknown>)) u.searchParams.set(k, String(v))
    const res = await app.inject({ method, url: u.pathname + u.search, headers: p.header, payload: method === 'GET' ? undefined : (p.data as object) })
    let data: unknown = res.body
    try {
      data = JSON.parse(res.body)
    } catch {
      // left as text
    }
    return { statusCode: res.statusCode, data }
  }
  send = <T,>(o: HttpRequestOptions) => runChain(interceptors, transport, o) as Promise<T>
})
afterEach(() => app.close())

describe('response shapes against the mock services', () => {
  it('accepts the home module page, the cart, the order list and an order detail', async () => {
    const api = createApi(send, config)
    const page = await api.catalog.modulePage('Module_Recommend', { pageIndex: 1, pageSize: 8 })
    expect(page.list.length).toBeGreaterThan(0)
    await expect(createCartApi(send, config).list()).resolves.toEqual(expect.any(Array))
    const orders = createOrderApi(send, config)
    const list = await orders.query({ pageIndex: 1, pageSize: 4, query: '' })
    expect(list.dataList.length).toBeGreaterThan(0)
    const detail = await orders.detail(list.dataList[0].orderId)
    expect(detail.orderId).toBe(list.dataList[0].orderId)
  })

  it('accepts an order confirmation', async () => {
    const api = createApi(send, config)
    const checkout = createCheckoutApi(send, config)
    const goods = await api.catalog.discover({ pageIndex: 1, pageSize: 20, categoryType: 2 })
    let confirmed = 0
    for (const p of goods.list) {
      try {
        await checkout.confirm({ product: { productId: p.productId, amount: 1, payType: 0 } })
        confirmed++
        break
      } catch (e) {
        if (e instanceof HttpError && e.kind === 'bad-data') throw e
      }
    }
    expect(confirmed).toBe(1)
  })

  it('turns data of the wrong shape into a bad-data error', async () => {
    await app.inject({ method: 'POST', url: '/__mock__/faults', payload: { path: '/mall/api/v1/cart', fault: 'wrong-data' } })
    await expect(createCartApi(send, config).list()).rejects.toMatchObject({ name: 'HttpError', kind: 'bad-data' })
  })
})
