import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Headers = Record<string, string>

/** The demo parent's H5 token exchange, the usual way into a logged-in mock. */
const EXCHANGE = '/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o'

/**
 * A fresh mock of the services for every test (seeded, so its data is the same each run), with the
 * requests a test makes of it: `get`/`post` answer the raw response, `call` the parsed body, sent as
 * the logged-in demo parent unless told otherwise (`auth` is that parent's header).
 */
export function mockAppPerTest(seed: number) {
  const m = { app: null as unknown as FastifyInstance, auth: {} as Headers }
  beforeEach(async () => {
    m.app = await buildMockApp({ seed })
    m.auth = await login()
  })
  afterEach(() => m.app.close())

  const get = (url: string, headers: Headers = {}) => m.app.inject({ method: 'GET', url, headers })
  const post = (url: string, payload: unknown, headers: Headers = {}) => m.app.inject({ method: 'POST', url, payload: payload as object, headers })
  async function login(): Promise<Headers> {
    const ex = (await get(EXCHANGE)).json()
    return { authorization: `Bearer ${ex.data.access_token}` }
  }
  const call = async (method: Method, url: string, payload?: object, headers: Headers = m.auth) => (await m.app.inject({ method, url, payload, headers })).json()
  return {
    get,
    post,
    login,
    call,
    get app() {
      return m.app
    },
    get auth() {
      return m.auth
    },
  }
}
