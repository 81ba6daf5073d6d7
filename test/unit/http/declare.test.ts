import { array, looseObject, number, string } from 'valibot'
import { createCall, declareCall, declareService, noData, sends, type Answer } from '@/services/http/declare'
import type { HttpRequestOptions, Send } from '@/services/http/types'
import { testConfig } from '../helpers/fake-deps'

const hosts = testConfig().hosts

function fakeSend(answer: unknown) {
  const sent: HttpRequestOptions[] = []
  const send = (async (options: HttpRequestOptions) => {
    sent.push(options)
    return answer
  }) as Send
  return { send, sent }
}

const noticeShape = looseObject({ messageId: string(), title: string() })
const noticeDetails = declareCall({
  service: 'mall',
  method: 'POST',
  path: '/message/MessageDetails',
  rule: 'code0',
  shape: noticeShape,
  body: (messageId: string) => ({ messageId }),
})
const orderStatus = declareCall({ service: 'mall', method: 'GET', path: (id: string) => `/order/queryStatus/${encodeURIComponent(id)}`, rule: 'code0', shape: looseObject({ status: number() }) })
const points = declareCall({
  service: 'app',
  method: 'GET',
  path: '/api/user/getPointsRecord',
  rule: 'code0',
  shape: array(looseObject({ point: number() })),
  query: (q: { userId: string; type?: number }) => ({ userId: q.userId, type: q.type, start: 0, limit: 100 }),
})
const regeo = declareCall({ service: 'maps', method: 'GET', path: '/v3/geocode/regeo', rule: 'plain', shape: looseObject({ status: string() }), skipAuth: true, skipLoginWait: true })

test('a declared call builds its request from its input: service host, path, query, body, rule and shape', async () => {
  const { send, sent } = fakeSend({ code: 0, data: { messageId: 'M1', title: '上课提醒' } })
  const call = createCall(send, hosts)
  const notice = await call(noticeDetails, 'M1')
  // the answer's type comes from the shape: a typo in a field would not compile
  const title: string = notice.title
  expect(title).toBe('上课提醒')
  expect(sent[0]).toEqual(expect.objectContaining({ url: 'https://mall.test/mall/api/v1/message/MessageDetails', method: 'POST', data: { messageId: 'M1' }, rule: 'code0', shape: noticeShape }))
})

test('ids in the path are encoded by the declaration; query values left out when undefined', async () => {
  const { send, sent } = fakeSend({ code: 0, data: [] })
  const call = createCall(send, hosts)
  await call(orderStatus, 'DD 1')
  await call(points, { userId: 'U1' })
  expect(sent.map((s) => s.url)).toEqual(['https://mall.test/mall/api/v1/order/queryStatus/DD%201', 'https://app.test/api/user/getPointsRecord?userId=U1&start=0&limit=100'])
})

test('a plain call resolves with the whole body and passes its auth and login options on', async () => {
  const { send, sent } = fakeSend({ status: '1', regeocode: {} })
  const call = createCall(send, hosts)
  const answer: Answer<typeof regeo> = await call(regeo)
  expect(answer.status).toBe('1')
  expect(sent[0]).toEqual(expect.objectContaining({ url: 'https://maps.test/v3/geocode/regeo', rule: 'plain', skipAuth: true, skipLoginWait: true }))
})

test('a call that reads nothing says so with noData', () => {
  const del = declareCall({ service: 'mall', method: 'DELETE', path: '/cart', rule: 'code0', shape: noData, body: (cartIds: string[]) => ({ cartIds }) })
  expect(del.shape).toBe(noData)
  expect(Object.isFrozen(del)).toBe(true)
})

test('a service declares its calls by method, path and shape, with what they share said once', async () => {
  const auth = declareService('auth', { rule: 'auth', skipLoginWait: true })
  const bind = auth.post('/api/bind/user/third', noData, { body: sends<{ openid: string }> })
  const phone = auth.put('/api/auth/miniPrograms/phone', noData, { body: sends<{ phone: string }>, skipLoginWait: false })
  const login = auth.post('/api/bind/user/miniPrograms/login', looseObject({ token: string() }), { rule: 'mini-login', skipAuth: true })
  expect(bind).toEqual(expect.objectContaining({ service: 'auth', method: 'POST', rule: 'auth', skipLoginWait: true, shape: noData }))
  expect(phone).toEqual(expect.objectContaining({ method: 'PUT', rule: 'auth', skipLoginWait: false }))
  expect(login).toEqual(expect.objectContaining({ rule: 'mini-login', skipAuth: true, skipLoginWait: true }))
  // a service without defaults judges by code 0
  expect(declareService('mall').delete((id: string) => `/cart/${id}`, noData).rule).toBe('code0')

  const { send, sent } = fakeSend({ code: 0, data: null })
  await createCall(send, hosts)(bind, { openid: 'o1' })
  expect(sent[0]).toEqual(expect.objectContaining({ url: 'https://auth.test/api/bind/user/third', method: 'POST', data: { openid: 'o1' }, rule: 'auth', skipLoginWait: true }))
})
