/**
 * Answers the mini-program's `wx.request` with the project's own mock services, in process
 * (`fastify.inject`). The production build calls the production hosts (`.env.production`); each is
 * mapped to the mock the way the browser tests' one-origin setup mounts it (`.env.e2e`): the
 * service hosts serve their paths as they are, the maps host under `/maps`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MockServices } from './mock-services'

export interface OutgoingRequest {
  method: string
  url: string
  data: unknown
  header: Record<string, string>
}

export interface Answer {
  status: number
  body: string
  headers: Record<string, string>
  /** the body's bytes (a picture) */
  raw?: Buffer
}

export interface Transport {
  /** the answer, or 'never' for a request the service never answers */
  send(request: OutgoingRequest): Promise<Answer | 'never'>
}

/** A variable of one of the project's `.env.*` files. */
function envValue(mode: string, key: string): string {
  const text = readFileSync(path.resolve(__dirname, '../../..', `.env.${mode}`), 'utf8')
  const value = new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1].trim()
  if (!value) throw new Error(`${key} is not set in .env.${mode}`)
  return value
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Production origins of `.env.production` and where the mock serves them. */
const ORIGIN_MOUNTS: Array<[RegExp, string]> = [
  // the error-report collector: the mock's own route, as `.env.e2e` names it
  [new RegExp(`^${escape(envValue('production', 'TARO_APP_ERROR_REPORT_URL'))}(?=$|\\?)`), envValue('e2e', 'TARO_APP_ERROR_REPORT_URL')],
  // the object-storage folder of named pictures (the empty state's): the mock's own, as `.env.e2e` names it
  [new RegExp(`^${escape(envValue('production', 'TARO_APP_OSS_BASE'))}(?=/)`), envValue('e2e', 'TARO_APP_OSS_BASE')],
  [/^https:\/\/restapi\.amap\.com/, '/maps'],
  [/^https:\/\/[a-z]+\.kidshealth\.example/, ''],
]

/** The mock path of a production URL, or null for a host the storefront has no business calling. */
export function mockPathOf(url: string): string | null {
  for (const [origin, mount] of ORIGIN_MOUNTS) {
    if (origin.test(url)) return mount + url.replace(origin, '')
  }
  return null
}

export function mockTransport(app: MockServices): Transport {
  return {
    async send({ method, url, data, header }) {
      const path = mockPathOf(url)
      if (path === null) throw new Error(`no service at ${url}`)
      const withQuery = method === 'GET' && data && typeof data === 'object' ? appendQuery(path, data as Record<string, unknown>) : path
      const answered = app
        .inject({
          method: method as 'GET',
          url: withQuery,
          // the production host the client called: the mock writes its pictures' addresses on it (https, as served)
          headers: { 'content-type': 'application/json', 'x-forwarded-host': new URL(url).host, 'x-forwarded-proto': new URL(url).protocol.replace(':', ''), ...header },
          payload: method === 'GET' || data === undefined ? undefined : typeof data === 'string' ? data : JSON.stringify(data),
        })
        .then((r) => ({ status: r.statusCode, body: r.body, headers: r.headers as Record<string, string>, raw: r.rawPayload }))
      // a hijacked (hanging) reply never settles the injection
      return answered
    },
  }
}

/** wx.request puts a GET's data into the query string, as the client does. */
function appendQuery(path: string, data: Record<string, unknown>): string {
  const pairs = Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
  if (!pairs.length) return path
  return `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`
}
