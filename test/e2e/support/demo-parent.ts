import type { FastifyInstance } from 'fastify'
import { MockData } from '../../weapp/route-samples'
import { DEMO_LOGIN, EXCHANGE_PATH } from './fixtures'

/** The live mock services, read through HTTP the way the route samples read an in-process app. */
function overHttp(base: string): FastifyInstance {
  const inject = async (o: { method: string; url: string; headers?: Record<string, string>; payload?: object }) => {
    const res = await fetch(new URL(o.url, base), {
      method: o.method,
      headers: { ...(o.payload ? { 'content-type': 'application/json' } : {}), ...o.headers },
      body: o.payload ? JSON.stringify(o.payload) : undefined,
    })
    const body = await res.text()
    return { statusCode: res.status, body, json: () => JSON.parse(body) as unknown }
  }
  return { inject } as unknown as FastifyInstance
}

/** The demo parent the H5 login hands over, with their own data in the served mock (ids for the route samples). */
export async function demoParent(base: string): Promise<MockData> {
  const q = new URLSearchParams({ token: DEMO_LOGIN.token, appId: DEMO_LOGIN.appId, openId: DEMO_LOGIN.openId })
  const res = await fetch(new URL(`${EXCHANGE_PATH}?${q}`, base))
  const body = (await res.json()) as { data?: { access_token?: string } }
  if (!body.data?.access_token) throw new Error('the mock did not exchange the demo token')
  return MockData.withToken(overHttp(base), body.data.access_token)
}
