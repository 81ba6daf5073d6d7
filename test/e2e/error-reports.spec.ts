import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, loginThroughAddress, test } from './support/fixtures'
import type { ErrorReport } from '../../src/services/error-report/error-reporter'

/**
 * Error reports from the e2e build in Chromium, collected by the mock on the page's own origin
 * (TARO_APP_ERROR_REPORT_URL=/mock/error-reports in .env.e2e). An exception is planted in the page
 * by the test itself (a tap handler that throws, added from outside): the production bundle has no
 * hook for it. Each plant gives exactly one report, sent when the page is idle or, by beacon, when
 * the parent leaves; nothing private is in it; a collector that fails costs one request and shows
 * nothing.
 */

/** A report as the mock keeps it: as sent, with when it arrived. */
type Stored = ErrorReport & { receivedAt: string }

const REPORTS = '/mock/error-reports'
const { version } = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string }
/** The reporter's wait for an idle moment and some room: long enough for a second report to show. */
const SETTLE_MS = 4000

async function collected(request: APIRequestContext): Promise<Stored[]> {
  const res = await request.get(REPORTS)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { reports: Stored[] } }).data.reports
}

/** Makes the node with `testId` throw when tapped, as a bug in its handler would. */
async function plantThrowingTap(page: Page, testId: string, message: string): Promise<void> {
  await page.getByTestId(testId).evaluate((node, text) => {
    node.addEventListener('click', () => {
      throw new Error(text)
    })
  }, message)
}

const reportPosts = (page: Page) => {
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === REPORTS) posts.push(r.resourceType())
  })
  return posts
}

test('an exception planted in a page gives exactly one report, sent when the page is idle, with the version the page shows', async ({ page, request }) => {
  await loginThroughAddress(page, '/pages/user/user-info?debug=1')
  const shown = page.getByTestId('build-version')
  await expect(shown).toHaveText(new RegExp(`^版本 ${version.replace(/\./g, '\\.')} \\(([0-9a-f]{4,40}|unknown)\\)$`))
  const posts = reportPosts(page)
  await plantThrowingTap(page, 'build-version', 'planted: the account tab throws for 13800138000')
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === REPORTS && r.request().method() === 'POST')
  await shown.click()
  expect((await sent).status()).toBe(200)
  await page.waitForTimeout(SETTLE_MS)

  const reports = await collected(request)
  expect(reports).toHaveLength(1)
  const [report] = reports
  expect(report).toMatchObject({
    source: 'error',
    message: 'planted: the account tab throws for [phone]',
    route: '/pages/user/user-info?debug=1',
    version,
    platform: 'browser',
    time: expect.any(Number),
  })
  expect(`版本 ${report.version} (${report.commit})`).toBe(await shown.textContent())
  expect(report.stack).toContain('planted: the account tab throws')
  expect(JSON.stringify(report)).not.toContain('13800138000')
  expect(posts).toEqual(['fetch'])
})

/**
 * Waits until the reporter's code (a chunk of its own on H5, fetched after the first screen or by the
 * first report) has come. A report made before it comes waits for it, and one whose page is left
 * before then is lost: on a machine slow enough, the test would measure the machine, not the sending.
 */
const reporterLoaded = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/error-reporter\.[^/]*\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0))

test('a parent who leaves before the page is idle: the report goes by beacon, still exactly one', async ({ page, request }) => {
  await loginThroughAddress(page, '/pages/user/user-info?debug=1')
  // the browser does not show a leaving page's beacon to the test: the page counts them where the next page of its origin reads
  await page.evaluate(() => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      window.localStorage.setItem('beacons', `${window.localStorage.getItem('beacons') ?? ''}${String(url)} `)
      return send(url, data)
    }
  })
  await plantThrowingTap(page, 'build-version', 'planted: thrown just before leaving')
  await page.getByTestId('build-version').click()
  // the report waits for the idle send; what is tested is the send on leaving
  await reporterLoaded(page)
  // a page of the same origin that is not the storefront: the mock's app-store stand-in
  await page.goto('/mock/app-store')
  await expect.poll(async () => (await collected(request)).length, { timeout: 5000 }).toBe(1)
  expect(await page.evaluate(() => window.localStorage.getItem('beacons'))).toBe(`${REPORTS} `)
  await page.waitForTimeout(SETTLE_MS)
  const reports = await collected(request)
  expect(reports.map((r) => [r.source, r.message, r.route])).toEqual([['error', 'planted: thrown just before leaving', '/pages/user/user-info?debug=1']])
})

test('a failed service call and an unknown address are one report each; a collector that fails is not retried and shows nothing', async ({ page, request, mock }) => {
  await loginThroughAddress(page, '/pages/home/home?debug=1')
  await mock.fault({ path: '/mall/api/v1/order/query', fault: 'http500', times: 1 })
  await page.goto('/pages/order/order-list?debug=1')
  await expect(page.getByTestId('error-state')).toBeVisible()
  await reporterLoaded(page)
  await page.goto('/pages/nothing/here?debug=1&phone=13800138000')
  await expect(page.getByTestId('not-found')).toBeVisible()
  const of = async (source: string) => (await collected(request)).filter((r) => r.source === source)
  await expect.poll(async () => (await of('not-found')).length, { timeout: 8000 }).toBe(1)
  const [service] = await of('service')
  const [notFound] = await of('not-found')
  expect(await of('service')).toHaveLength(1)
  expect(service).toMatchObject({ source: 'service', message: 'server: POST /mall/api/v1/order/query', data: { path: '/mall/api/v1/order/query', method: 'POST', kind: 'server', status: 500 } })
  expect(notFound).toMatchObject({ source: 'not-found', message: 'page not found: /pages/nothing/here' })
  // the address asked for, its phone number scrubbed (Taro's router adds its own `stamp`)
  expect(notFound.route).toMatch(/^\/pages\/nothing\/here\?debug=1&phone=\[removed\](&stamp=\w+)?$/)

  // the collector fails: one request for the next report, no second one, nothing on the page
  await mock.fault({ path: REPORTS, method: 'POST', fault: 'http500' })
  await page.goto('/pages/user/user-info?debug=1')
  await expect(page.getByTestId('build-version')).toBeVisible()
  const posts = reportPosts(page)
  await plantThrowingTap(page, 'build-version', 'planted: the collector is down')
  await page.getByTestId('build-version').click()
  await expect.poll(() => posts.length, { timeout: 8000 }).toBe(1)
  await page.waitForTimeout(SETTLE_MS)
  expect(posts).toHaveLength(1)
  const before = (await collected(request)).length
  await mock.clearFaults()
  expect(await of('error')).toEqual([])
  expect(await collected(request)).toHaveLength(before)
  await expect(page.locator('.nut-toast, [role="alert"]')).toHaveCount(0)
})
