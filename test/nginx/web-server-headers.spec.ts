import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { HASHED_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../scripts/lib/web-server/nginx-site'
import { headerProblems, nginxSite } from '../e2e/support/served-by-nginx'
import { expect, test } from '../e2e/support/fixtures'

/**
 * dist/h5-e2e through nginx with the shipped configuration (deploy/nginx/): index.html, a page
 * address answered by the history fallback, a hashed script, its brotli and gzip copies, an address
 * that is no file of the build and a missing script each come with the right status, body and
 * headers. (Every page and the checkout journeys run through the same server: every-route.spec.ts,
 * checkout.spec.ts in the nginx project.)
 */

const DIST = path.resolve(process.env.E2E_DIST ?? 'dist/h5-e2e')
const INDEX = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8')
const APP_SCRIPT = /src="(\/js\/app\.[0-9a-f]{8}\.js)"/.exec(INDEX)?.[1] ?? ''

/** An answer's status, headers and bytes as they came over the wire (nothing decoded on the way). */
function rawGet(url: URL, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

test('index.html: the built page, never cached, with every security header; its policy allows its own inline scripts by hash and nothing broad', async ({ request }) => {
  const site = nginxSite()
  for (const address of ['/', '/index.html']) {
    const res = await request.get(address, { headers: { 'accept-encoding': 'identity' } })
    expect(res.status(), address).toBe(200)
    expect(await res.text()).toBe(INDEX)
    expect(res.headers()['cache-control']).toBe(PAGE_CACHE_CONTROL)
    expect(headerProblems(site, address, 200, res.headers())).toEqual([])
  }
  const policy = site.policy
  const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1].split(' ') ?? []
  expect(scriptSources.filter((s) => s.startsWith("'sha256-"))).toHaveLength([...INDEX.matchAll(/<script>/g)].length)
  expect(policy).not.toMatch(/unsafe-eval|\s\*(\s|;|$)|\shttps?:(\s|;|$)/)
  expect(scriptSources).not.toContain("'unsafe-inline'")
  expect(policy).toContain("frame-ancestors 'self'")
})

test('a page address is answered by index.html (history mode), with the same headers', async ({ request }) => {
  const site = nginxSite()
  for (const address of ['/pages/mall/mall', '/pages/order/order-detail?orderCode=DD1', '/pages/no-such/page']) {
    const res = await request.get(address, { headers: { 'accept-encoding': 'identity' } })
    expect(res.status(), address).toBe(200)
    expect(await res.text()).toBe(INDEX)
    expect(headerProblems(site, new URL(address, site.url).pathname, 200, res.headers())).toEqual([])
  }
})

test('a hashed script: kept for a year, sent as its brotli or gzip copy as the browser accepts, varying by Accept-Encoding', async ({ baseURL }) => {
  const site = nginxSite()
  expect(APP_SCRIPT).not.toBe('')
  for (const [accepts, encoding, file] of [
    ['br', 'br', `${APP_SCRIPT}.br`],
    ['gzip, deflate, br', 'br', `${APP_SCRIPT}.br`],
    ['gzip', 'gzip', `${APP_SCRIPT}.gz`],
    ['identity', undefined, APP_SCRIPT],
  ] as const) {
    const { status, headers, body } = await rawGet(new URL(APP_SCRIPT, baseURL), { 'accept-encoding': accepts })
    expect(status, accepts).toBe(200)
    expect(headers['content-encoding'], accepts).toBe(encoding)
    expect(headers['content-type']).toMatch(/^application\/javascript/)
    expect(headers.vary).toMatch(/Accept-Encoding/i)
    expect(headers['cache-control']).toBe(HASHED_CACHE_CONTROL)
    expect(headerProblems(site, APP_SCRIPT, 200, headers)).toEqual([])
    // the copy the build wrote, byte for byte
    expect(body.equals(fs.readFileSync(path.join(DIST, file))), accepts).toBe(true)
  }
})

test('a file that is not there is a 404 with every security header, never the page and never cached', async ({ request }) => {
  const site = nginxSite()
  for (const address of ['/js/app.00000000.js', '/css/missing.css', '/static/images/missing.png', '/favicon.ico']) {
    const res = await request.get(address)
    expect(res.status(), address).toBe(404)
    expect(await res.text()).not.toContain('<div id="app">')
    expect(res.headers()['cache-control'], address).toBeUndefined()
    expect(headerProblems(site, address, 404, res.headers())).toEqual([])
  }
})

test('the mock services behind nginx answer on the same origin, without the site headers', async ({ request }) => {
  const health = await request.get('/__mock__/health')
  expect(health.status()).toBe(200)
  expect(((await health.json()) as { ok: boolean }).ok).toBe(true)
  expect(health.headers()['content-security-policy']).toBeUndefined()
})
