/** The mock's error-report collector: batches in as JSON or a beacon's plain text, read back, forgotten on reset. */
import { mockAppPerTest } from '../helpers/mock-app'

const mock = mockAppPerTest(1)
const report = (message: string) => ({ source: 'error', message, stack: '', route: '/pages/home/home', version: '0.1.0', commit: 'abc1234', platform: 'browser', time: 1 })

const read = async () => (await mock.get('/mock/error-reports')).json().data as { reports: Array<Record<string, unknown>>; batches: number; dropped: number }

test('keeps the reports of each batch, JSON or plain text, with when they came', async () => {
  expect((await mock.post('/mock/error-reports', { reports: [report('one'), report('two')], dropped: 3 })).json().code).toBe(0)
  const beacon = await mock.app.inject({ method: 'POST', url: '/mock/error-reports', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ reports: [report('three')], dropped: 0 }) })
  expect(beacon.statusCode).toBe(200)
  const kept = await read()
  expect(kept.reports.map((r) => r.message)).toEqual(['one', 'two', 'three'])
  expect(kept.reports[0]).toMatchObject({ ...report('one'), receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
  expect([kept.batches, kept.dropped]).toEqual([2, 3])
})

test('refuses what is not a batch', async () => {
  expect((await mock.post('/mock/error-reports', { message: 'x' })).statusCode).toBe(400)
  expect((await mock.app.inject({ method: 'POST', url: '/mock/error-reports', headers: { 'content-type': 'text/plain' }, payload: 'not json' })).statusCode).toBe(400)
  expect((await read()).reports).toEqual([])
})

test('DELETE and the mock’s reset forget them', async () => {
  await mock.post('/mock/error-reports', { reports: [report('one')], dropped: 0 })
  await mock.app.inject({ method: 'DELETE', url: '/mock/error-reports' })
  expect((await read()).reports).toEqual([])
  await mock.post('/mock/error-reports', { reports: [report('two')], dropped: 0 })
  await mock.post('/__mock__/reset', {})
  expect(await read()).toEqual({ reports: [], batches: 0, dropped: 0 })
})
