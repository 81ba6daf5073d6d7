/**
 * Failed service calls through the real interceptor chain: the http layer tells its hook of every
 * final failure, and the reporter keeps network, timeout, server and bad-data failures (path, code,
 * HTTP status) while expected ones (session-invalid, a business refusal, not-found) are not reports.
 */
import { createErrorReporter, type ErrorReport } from '@/services/error-report/error-reporter'
import { installErrorReporter, reportServiceFailure, REPORTED_SERVICE_FAILURES, servicePath } from '@/services/error-report/report-error'
import { HttpError } from '@/services/http/errors'
import { runChain } from '@/services/http/interceptors'
import { buildInterceptors } from '@/services/http/setup-http'
import { ignoresData } from '@/services/http/shape'
import type { HttpRequestOptions } from '@/services/http/types'
import * as v from 'valibot'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))

let reports: ErrorReport[]
beforeEach(() => {
  reports = []
  installErrorReporter(
    createErrorReporter({
      build: { version: '1', commit: 'c' },
      send: async (batch) => void reports.push(...batch.reports),
      now: () => 0,
      later: (run) => run(),
      where: () => ({ route: '/pages/order/order-list', platform: 'mini-program' }),
    }),
  )
})
afterEach(() => installErrorReporter(null))

/** The chain as setupHttp builds it, with the reporter's hook, in front of an answer. */
function callWith(answer: (p: HttpRequestOptions) => Promise<unknown>, options: Partial<HttpRequestOptions> = {}) {
  const renewed: HttpError[] = []
  const chain = buildInterceptors({
    whenLoginReady: async () => undefined,
    getToken: () => 'token',
    onSessionInvalid: (e) => void renewed.push(e),
    timeoutMs: 5000,
    onFailure: reportServiceFailure,
  })
  return runChain(chain, answer, { url: 'https://mall.test/mall/api/v1/order/query?token=abc', method: 'POST', rule: 'code0', shape: ignoresData, ...options })
}

const answer = (statusCode: number, data: unknown) => async () => ({ statusCode, data })

test.each([
  ['HTTP 500', answer(500, { code: 500 }), { kind: 'server', status: 500 }],
  ['a network failure', async () => Promise.reject({ errMsg: 'request:fail' }), { kind: 'network' }],
  ['the transport’s timeout', async () => Promise.reject({ errMsg: 'request:fail timeout' }), { kind: 'timeout' }],
  ['a body that is not the envelope', answer(200, '<html>'), { kind: 'bad-data', status: 200 }],
])('%s is reported once with its path, code and status', async (_name, transport, data) => {
  await expect(callWith(transport)).rejects.toBeInstanceOf(HttpError)
  expect(reports).toHaveLength(1)
  expect(reports[0]).toMatchObject({ source: 'service', message: `${data.kind}: POST /mall/api/v1/order/query`, data: { path: '/mall/api/v1/order/query', method: 'POST', ...data } })
})

test('data of the wrong shape is bad-data, reported', async () => {
  await expect(callWith(answer(200, { code: 0, data: { list: 'not a list' } }), { shape: v.object({ list: v.array(v.string()) }) })).rejects.toMatchObject({ kind: 'bad-data' })
  expect(reports.map((r) => r.data?.kind)).toEqual(['bad-data'])
})

test.each([
  ['a business refusal (toast-worthy code)', answer(200, { code: 500100, msg: '库存不足' }), 'biz'],
  ['session invalid (-400)', answer(200, { code: -400, msg: '登录失效' }), 'session-invalid'],
  ['HTTP 401', answer(401, null), 'session-invalid'],
  ['not found', answer(404, { code: 404 }), 'not-found'],
])('%s is not a report', async (_name, transport, kind) => {
  await expect(callWith(transport)).rejects.toMatchObject({ kind })
  expect(reports).toEqual([])
})

test('a call that succeeds is not a report, and a hook that throws does not change the failure', async () => {
  await expect(callWith(answer(200, { code: 0, data: null }))).resolves.toBeTruthy()
  expect(reports).toEqual([])
  const chain = buildInterceptors({
    whenLoginReady: async () => undefined,
    getToken: () => null,
    onSessionInvalid: () => undefined,
    timeoutMs: 5000,
    onFailure: () => {
      throw new Error('reporter broke')
    },
  })
  await expect(runChain(chain, answer(500, null), { url: '/x', rule: 'code0', shape: ignoresData })).rejects.toMatchObject({ kind: 'server' })
})

test('a network failure counts only while the page stays (a page being left cuts its calls off)', async () => {
  const seen: Array<[string, boolean | undefined]> = []
  installErrorReporter({ report: (_s, message, extras) => void seen.push([String(message), extras?.onlyIfStaying]), send: () => undefined, leaving: () => undefined })
  await expect(callWith(async () => Promise.reject({ errMsg: 'request:fail' }))).rejects.toBeInstanceOf(HttpError)
  await expect(callWith(answer(500, null))).rejects.toBeInstanceOf(HttpError)
  expect(seen).toEqual([
    ['network: POST /mall/api/v1/order/query', true],
    ['server: POST /mall/api/v1/order/query', false],
  ])
})

test('the reported kinds, and the service path without origin or query', () => {
  expect(REPORTED_SERVICE_FAILURES).toEqual(['network', 'timeout', 'server', 'bad-data'])
  expect(servicePath('https://mall.test/mall/api/v1/cart?token=1')).toBe('/mall/api/v1/cart')
  expect(servicePath('/api/user/getUserInfo#x')).toBe('/api/user/getUserInfo')
  expect(servicePath(undefined)).toBe('/')
})
