import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import { buildInterceptors } from '@/services/http/setup-http'
import { runChain } from '@/services/http/interceptors'
import type { HttpRequestOptions, Send } from '@/services/http/types'

/** Replaces the value at `path` (dot separated, list indexes as numbers) of the answer's data. */
export interface Corruption {
  /** the request whose answer is changed: a part of its path (ending in `$`: the end of its path) */
  url: string
  method?: string
  path: string
  value: unknown
}

export interface MockChain {
  app: FastifyInstance
  send: Send
  token: string
  /** The next answer to a matching request has one field replaced; reports whether the field was there. */
  corrupt(c: Corruption): void
  /** Paths that were to be corrupted but were not in the answer (a case that cannot fail). */
  missing: string[]
  urls: string[]
}

function replaceAt(root: unknown, path: string, value: unknown): boolean {
  const keys = path.split('.')
  let node = root as Record<string, unknown> | undefined
  for (const k of keys.slice(0, -1)) {
    node = node?.[k] as Record<string, unknown> | undefined
    if (node === null || typeof node !== 'object') return false
  }
  const last = keys[keys.length - 1]
  if (!node || !(last in node) || node[last] === null || node[last] === undefined) return false
  node[last] = value
  return true
}

/** The real interceptor chain in front of the mock services (in process, `inject`), logged in as the demo parent. */
export async function mockChain(seed = 7): Promise<MockChain> {
  const app = await buildMockApp({ seed })
  const token = (await app.inject({ method: 'GET', url: '/api/auth/h5/exchange?token=h5-demo-token&appId=a&openId=o' })).json().data.access_token as string
  const corruptions: Corruption[] = []
  const chain: MockChain = {
    app,
    token,
    send: null as unknown as Send,
    corrupt: (c) => void corruptions.push(c),
    missing: [],
    urls: [],
  }
  const interceptors = buildInterceptors({ whenLoginReady: async () => undefined, getToken: () => token, onSessionInvalid: () => undefined, timeoutMs: 5000 })
  const transport = async (p: HttpRequestOptions) => {
    const u = new URL(p.url)
    const method = p.method ?? 'GET'
    if (method === 'GET' && p.data) for (const [k, v] of Object.entries(p.data as Record<string, unknown>)) u.searchParams.set(k, String(v))
    chain.urls.push(`${method} ${u.pathname}`)
    const res = await app.inject({ method, url: u.pathname + u.search, headers: p.header, payload: method === 'GET' ? undefined : (p.data as object) })
    let data: unknown = res.body
    try {
      data = JSON.parse(res.body)
    } catch {
      // left as text
    }
    const i = corruptions.findIndex((c) => (c.url.endsWith('$') ? u.pathname.endsWith(c.url.slice(0, -1)) : u.pathname.includes(c.url)) && (!c.method || c.method === method))
    if (i >= 0) {
      const [c] = corruptions.splice(i, 1)
      const target = p.rule === 'plain' ? data : (data as { data?: unknown }).data
      if (!replaceAt(target, c.path, c.value)) chain.missing.push(`${c.url} ${c.path}`)
    }
    return { statusCode: res.statusCode, data }
  }
  chain.send = <T,>(o: HttpRequestOptions) => runChain(interceptors, transport, o) as Promise<T>
  return chain
}
