/** The points record asks for the first 100 records (spec §7 App service, §9 page sizes). */
import { createApi } from '@/services/api'
import type { HttpRequestOptions, Send } from '@/services/http/types'
import { accountArea } from '@/pages/user/model/account-store'
import { RootStore } from '@/stores/root-store'
import { fakeDeps, testConfig } from '../helpers/fake-deps'

/** The requests the points record page's store sends, answered with an empty page. */
function recordedStore() {
  const sent: HttpRequestOptions[] = []
  const send = (async (o: HttpRequestOptions) => {
    sent.push(o)
    return { code: 0, data: { list: [], total: 0, point: 0 } }
  }) as Send
  const root = new RootStore(fakeDeps({ api: createApi(send, testConfig()), send }))
  root.login.setIdentity({ userId: 'U1' })
  root.login.markReady()
  return { root, sent }
}

const pointsQuery = (o: HttpRequestOptions) => {
  const url = new URL(o.url)
  return { method: o.method ?? 'GET', at: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams) }
}

test('GET /api/user/getPointsRecord starts at 0 with a limit of 100, for every type filter', async () => {
  const { root, sent } = recordedStore()
  await root.areas.get(accountArea).pointRecords.load()
  await root.areas.get(accountArea).setPointType(1)
  await root.areas.get(accountArea).setPointType(2)
  await root.areas.get(accountArea).setPointType(0)
  const asked = sent.map(pointsQuery)
  expect(asked.map((a) => [a.method, a.at])).toEqual(asked.map(() => ['GET', 'https://app.test/api/user/getPointsRecord']))
  expect(asked.map((a) => [a.query.userId, a.query.start, a.query.limit])).toEqual(asked.map(() => ['U1', '0', '100']))
  // all records, earned, spent, all again
  expect(asked.map((a) => a.query.type || 'all')).toEqual(['all', '1', '2', 'all'])
})
