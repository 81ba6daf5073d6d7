import { expect, type Page } from '@playwright/test'
import { HASHED_CACHE_CONTROL, PAGE_CACHE_CONTROL, securityHeaders } from '../../../scripts/lib/web-server/nginx-site'

/**
 * The browser tests run through nginx (the `nginx` project): the site as production serves it, with
 * the shipped configuration (deploy/nginx/), started by the global setup with the mock services
 * behind it. Every test there fails on a Content-Security-Policy violation the page reports, and on
 * an answer of the site whose headers are missing or wrong.
 */

export interface NginxSiteFacts {
  url: string
  /** the policy nginx was configured to send (made from .env.e2e and the build's index.html) */
  policy: string
  /** the paths nginx hands to the mock services (their answers stand in for other hosts) */
  servicePaths: string[]
}

/** What the global setup published; a clear failure when nginx could not be started. */
export function nginxSite(): NginxSiteFacts {
  const missing = process.env.E2E_NGINX_MISSING
  if (missing || !process.env.E2E_NGINX_URL) throw new Error(`the nginx project needs nginx: ${missing ?? 'E2E_NGINX_URL is not set: run through playwright.config.ts'}`)
  return { url: process.env.E2E_NGINX_URL, policy: process.env.E2E_NGINX_CSP ?? '', servicePaths: JSON.parse(process.env.E2E_NGINX_SERVICE_PATHS ?? '[]') as string[] }
}

/** A script or stylesheet whose name carries its content's hash. */
export const isHashedAsset = (pathname: string): boolean => /^\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/.test(pathname)

/** Whether an address is the site's own (not the mock services' behind it). */
export const isSiteAddress = (site: NginxSiteFacts, url: URL): boolean =>
  url.origin === site.url && !site.servicePaths.some((p) => (p.endsWith('/') ? url.pathname.startsWith(p) : url.pathname === p))

/** What is wrong with the headers of one answer of the site: every answer carries the security headers; a success its cache rule. */
export function headerProblems(site: NginxSiteFacts, pathname: string, status: number, headers: Record<string, string>): string[] {
  const problems: string[] = []
  const expected: Record<string, string> = { ...securityHeaders(site.policy) }
  if (status === 200 || status === 304) expected['Cache-Control'] = isHashedAsset(pathname) ? HASHED_CACHE_CONTROL : PAGE_CACHE_CONTROL
  for (const [name, value] of Object.entries(expected)) {
    const got = headers[name.toLowerCase()]
    if (got !== value) problems.push(`${status} ${pathname}: ${name} is ${got === undefined ? 'missing' : JSON.stringify(got)}, not ${JSON.stringify(value)}`)
  }
  if (headers['content-encoding'] && !/accept-encoding/i.test(headers.vary ?? '')) problems.push(`${status} ${pathname}: ${headers['content-encoding']} without Vary: Accept-Encoding`)
  return problems
}

declare global {
  interface Window {
    __policyViolation?: (line: string) => void
  }
}

/** Watches a test's page: collects the policy violations it reports and the site's answers with wrong headers; fails the test on any. */
export async function watchThroughNginx(page: Page, run: () => Promise<void>): Promise<void> {
  const site = nginxSite()
  const violations: string[] = []
  const wrongHeaders: string[] = []
  await page.exposeFunction('__policyViolation', (line: string) => violations.push(line))
  await page.addInitScript(() =>
    addEventListener('securitypolicyviolation', (e) => window.__policyViolation?.(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} on ${e.documentURI}${e.sample ? `: ${e.sample}` : ''}`)),
  )
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (isSiteAddress(site, url)) wrongHeaders.push(...headerProblems(site, url.pathname, r.status(), r.headers()))
  })
  await run()
  expect(violations, 'Content-Security-Policy violations').toEqual([])
  expect([...new Set(wrongHeaders)], 'answers of the site with missing or wrong headers').toEqual([])
}
