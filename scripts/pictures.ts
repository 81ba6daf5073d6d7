/**
 * A picture of every route, the way a parent sees it, to look at before a page is called finished:
 * the H5 build in Chromium (375 × 667, full page) and in WebKit (WebKitGTK's MiniBrowser, the
 * screen), both as the logged-in demo parent with their own data in the mock, then the mini-program
 * build in its headless runtime (scripts/weapp-pictures.ts).
 *   npm run pictures [-- route …]     needs dist/h5-e2e (npm run build:h5:e2e) and dist/weapp (npm run build:weapp)
 * Writes .pictures/h5-chromium, .pictures/h5-webkit and .pictures/weapp, one <route with / as _>.png each.
 *   npm run pictures -- --phones [route …]
 * The pages parents open most (home, goods detail, cart, order confirmation, 我的, or the routes named)
 * on a phone as it really is, in Chromium, as the every-route audit's passes set it up: 375 × 812 with
 * the iPhone's notch and home indicator (support/safe-area.ts), 375 × 667 with text at 200%
 * (support/large-text.ts) and a 1024 × 768 window. Writes .pictures/h5-phones/<condition>/<route>.png.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { demoParent } from '../test/e2e/support/demo-parent'
import { DEMO_LOGIN } from '../test/e2e/support/fixtures'
import { enlargeText, LARGE_TEXT_PERCENT } from '../test/e2e/support/large-text'
import { REACH } from '../test/e2e/support/reach'
import { emulateSafeArea, IPHONE_14_INSETS } from '../test/e2e/support/safe-area'
import { open, reachInWebKit, startWebKit, webkitAvailable } from '../test/webkit/support/webkit'
import { ROUTE_SAMPLES, type MockData } from '../test/weapp/route-samples'
import { CHROMIUM_FLAGS, resolveChromium } from './chromium-path'
import { serveH5 } from './serve-h5'

const OUT = path.resolve('.pictures')
const fileOf = (route: string) => `${route.replace(/\//g, '_')}.png`
const loginQuery = new URLSearchParams({ debug: '1', token: DEMO_LOGIN.token, appId: DEMO_LOGIN.appId, openId: DEMO_LOGIN.openId })

/** The pages of `--phones`: the pages parents open most. */
const PHONE_ROUTES = ['pages/home/home', 'pages/goods/goods-detail', 'pages/cart/cart', 'pages/order/order-confirm', 'pages/user/user-info']

/** How `--phones` sets the phone up before its picture: the window, and what it does to the page once opened. */
const PHONE_CONDITIONS: Array<{ name: string; viewport: { width: number; height: number }; apply: (page: Page) => Promise<unknown> }> = [
  { name: 'insets-375', viewport: { width: 375, height: 812 }, apply: (page) => emulateSafeArea(page, IPHONE_14_INSETS) },
  { name: `text-${LARGE_TEXT_PERCENT}`, viewport: { width: 375, height: 667 }, apply: (page) => enlargeText(page) },
  { name: 'wide-1024', viewport: { width: 1024, height: 768 }, apply: async () => undefined },
]

/** A page of a fresh context at `viewport`, the demo parent logged in. */
async function loggedInPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })).newPage()
  await page.goto(`/pages/home/home?${loginQuery}`)
  await page.waitForFunction(() => Boolean(localStorage.getItem('studentToken')))
  return page
}

/** Opens `route` with the demo parent's own sample (or taps through to it), and waits until its requests are answered. */
async function openSample(page: Page, route: string, mock: MockData): Promise<void> {
  const sample = await ROUTE_SAMPLES[route](mock)
  if (sample.reach && REACH[route]) await REACH[route](page, mock)
  else await page.goto(`/${route}${sample.query ? `?${new URLSearchParams(sample.query)}` : ''}`)
  await page.waitForLoadState('networkidle').catch(() => undefined)
}

async function phonePictures(routes: string[]): Promise<void> {
  const site = await serveH5({ dist: process.env.DIST ?? 'dist/h5-e2e', port: 0 })
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_FLAGS })
  try {
    const mock = await demoParent(site.url)
    for (const condition of PHONE_CONDITIONS) {
      const dir = path.join(OUT, 'h5-phones', condition.name)
      mkdirSync(dir, { recursive: true })
      const page = await loggedInPage(browser, site.url, condition.viewport)
      for (const route of routes) {
        await openSample(page, route, mock)
        await condition.apply(page)
        await page.waitForTimeout(600)
        await page.screenshot({ path: path.join(dir, fileOf(route)), fullPage: true })
      }
      await page.context().close()
      console.log(`${condition.name}: ${routes.length} pictures in ${path.relative(process.cwd(), dir)}`)
    }
  } finally {
    await browser.close()
    await site.close()
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args.includes('--phones')) {
    const named = args.filter((a) => a !== '--phones').map((r) => r.replace(/^\//, ''))
    return phonePictures(named.length ? named : PHONE_ROUTES)
  }
  const asked = args.map((r) => r.replace(/^\//, ''))
  const routes = asked.length ? asked : Object.keys(ROUTE_SAMPLES)
  const site = await serveH5({ dist: process.env.DIST ?? 'dist/h5-e2e', port: 0 })
  const written: Record<string, number> = {}
  try {
    const mock = await demoParent(site.url)

    // Chromium
    const dir = path.join(OUT, 'h5-chromium')
    mkdirSync(dir, { recursive: true })
    const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_FLAGS })
    const page = await loggedInPage(browser, site.url, { width: 375, height: 667 })
    // the sample external questionnaire's site is out of reach from here: a stand-in page shows in its frame
    await page.route('https://wj.qq.com/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<meta name="viewport" content="width=device-width"><h3>家长满意度调查</h3><p>（问卷网站的页面）</p>' }))
    for (const route of routes) {
      await openSample(page, route, mock)
      await page.waitForTimeout(600)
      await page.screenshot({ path: path.join(dir, fileOf(route)), fullPage: true })
      written['h5-chromium'] = (written['h5-chromium'] ?? 0) + 1
    }
    await browser.close()

    // WebKit
    if (webkitAvailable()) {
      const wdir = path.join(OUT, 'h5-webkit')
      mkdirSync(wdir, { recursive: true })
      const { driver, close } = await startWebKit({ width: 375, height: 667 })
      try {
        await driver.get(`${site.url}/pages/home/home?${loginQuery}`)
        await driver.wait(async () => Boolean(await driver.executeScript('return localStorage.getItem("studentToken")')), 15_000)
        for (const route of routes) {
          const sample = await ROUTE_SAMPLES[route](mock)
          if (sample.reach) await reachInWebKit(driver, site.url, route, mock)
          else await open(driver, `${site.url}/${route}${sample.query ? `?${new URLSearchParams(sample.query)}` : ''}`)
          await driver.sleep(800)
          writeFileSync(path.join(wdir, fileOf(route)), Buffer.from(await driver.takeScreenshot(), 'base64'))
          written['h5-webkit'] = (written['h5-webkit'] ?? 0) + 1
        }
      } finally {
        await close()
      }
    } else console.log('WebKit is not installed (scripts/ensure-browser.sh): no WebKit pictures')
  } finally {
    await site.close()
  }

  // the mini-program, in its runtime
  const weapp = spawnSync('npx', ['tsx', 'scripts/weapp-pictures.ts', ...asked], { stdio: 'inherit' })
  if (weapp.status !== 0) throw new Error('the mini-program pictures failed')
  for (const [kind, n] of Object.entries(written)) console.log(`${kind}: ${n} pictures in ${path.relative(process.cwd(), path.join(OUT, kind))}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
