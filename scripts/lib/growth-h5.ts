/**
 * One growth-benchmark run of a page in Chromium: the H5 build and its mock served by serve-h5,
 * the browser set up as the browser journeys set it up (playwright.config.ts), the demo parent
 * logged in as they log in (test/e2e/support/fixtures.ts).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'
import config from '../../playwright.config'
import { loginThroughAddress } from '../../test/e2e/support/fixtures'
import { PAGES_LOADED, type GrowthPage } from './growth-pages'

export interface H5Run {
  /** navigation start → the first row of the list laid out */
  firstRowsMs: number
  /** JS heap in use after three pages and a forced garbage collection */
  heapMb: number
  /** rows of the list in the DOM after three pages */
  domRows: number
  /** elements in the whole document then */
  domNodes: number
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export const launchChromium = (): Promise<Browser> => chromium.launch(config.use?.launchOptions)

function contextOptions(baseURL: string): BrowserContextOptions {
  const use = config.use ?? {}
  return { baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch, deviceScaleFactor: use.deviceScaleFactor, locale: use.locale }
}

/** The demo parent's stored login (student token in localStorage) for a served site. */
export async function demoParentLogin(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext(contextOptions(baseURL))
  try {
    await loginThroughAddress(await context.newPage())
    return await context.storageState()
  } finally {
    await context.close()
  }
}

/**
 * A first script for the page: notes the first frame in which an element matching `selector` is laid
 * out with a size (a row can be in the DOM before its page is shown). Text, not a function: the
 * script runner renames functions in a way the page cannot run.
 */
const watchFirstRow = (selector: string): string => `(() => {
  const check = () => {
    const el = document.querySelector(${JSON.stringify(selector)})
    if (el && el.getBoundingClientRect().height > 0) window.__firstRowAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`

/** The parent scrolls to the end of the page with the finger (a wheel over the middle of the screen). */
async function scrollToEnd(tab: Page): Promise<void> {
  const size = tab.viewportSize() ?? { width: 375, height: 667 }
  await tab.mouse.move(size.width / 2, size.height / 2)
  await tab.mouse.wheel(0, 100_000)
}

/** Reaches the bottom until `count` rows are in: again, after scrolling up a little, while they do not come. */
async function scrollUntilRows(tab: Page, selector: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (attempt) {
      await tab.mouse.wheel(0, -400)
      await tab.waitForTimeout(200)
    }
    await scrollToEnd(tab)
    const came = await tab
      .waitForFunction(([sel, n]) => document.querySelectorAll(sel).length >= n, [selector, count] as const, { timeout: 3_000 })
      .then(() => true)
      .catch(() => false)
    if (came) return
  }
  throw new Error(`${count} rows of ${selector} did not come by reaching the bottom (${await tab.locator(selector).count()} are there)`)
}

/** Waits until no request has been under way for `quietMs`. */
async function networkQuiet(tab: Page, inFlight: () => number, quietMs = 400, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs
  let quietSince = Date.now()
  while (Date.now() < end) {
    if (inFlight() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return
    await tab.waitForTimeout(50)
  }
}

/**
 * Opens `page` as the logged-in parent, waits for its first rows, scrolls to the end until three
 * pages of rows are in (`expectedRows` of them: fewer when the list is shorter), then reads the heap
 * after a forced garbage collection.
 */
export async function measureH5(browser: Browser, baseURL: string, login: StorageState, page: GrowthPage, expectedRows: number): Promise<H5Run> {
  const context = await browser.newContext({ ...contextOptions(baseURL), storageState: login })
  try {
    const tab = await context.newPage()
    const errors: string[] = []
    tab.on('pageerror', (e) => errors.push(e.message))
    let inFlight = 0
    tab.on('request', () => (inFlight += 1))
    tab.on('requestfinished', () => (inFlight -= 1))
    tab.on('requestfailed', () => (inFlight -= 1))
    const selector = `[data-testid="${page.rowTestId}"]`
    const rows = () => tab.locator(selector).count()
    const waitRows = (n: number) => tab.waitForFunction(([sel, count]) => document.querySelectorAll(sel).length >= count, [selector, n] as const, { timeout: 30_000 })
    await tab.addInitScript({ content: watchFirstRow(selector) })
    await tab.goto(`/${page.route}?debug=1`, { waitUntil: 'commit' })
    const firstRowsMs = Number(await (await tab.waitForFunction(() => (window as unknown as { __firstRowAt?: number }).__firstRowAt, undefined, { timeout: 30_000 })).jsonValue())
    const perPage = page.drawnPerScreen ?? page.pageSize ?? expectedRows
    await waitRows(Math.min(expectedRows, perPage))
    for (let p = 2; p <= PAGES_LOADED; p += 1) {
      await networkQuiet(tab, () => inFlight)
      if (page.pagedByScrolling || page.drawnPerScreen) await scrollUntilRows(tab, selector, Math.min(expectedRows, perPage * p))
      else await scrollToEnd(tab)
    }
    await networkQuiet(tab, () => inFlight)
    const cdp = await context.newCDPSession(tab)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const domNodes = await tab.evaluate(() => document.getElementsByTagName('*').length)
    if (errors.length) throw new Error(`${page.route}: ${errors[0]}`)
    return { firstRowsMs, heapMb: heap.usedSize / (1024 * 1024), domRows: await rows(), domNodes }
  } finally {
    await context.close()
  }
}
