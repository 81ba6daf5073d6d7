import { By, type WebDriver } from 'selenium-webdriver'
import { ROUTE_SAMPLES } from '../weapp/route-samples'
import { demoParent } from '../e2e/support/demo-parent'
import { expect, test as base } from '../e2e/support/fixtures'
import { BARS_CLEAR_INSET, IPHONE_14, IPHONE_14_INSETS, SUBSTITUTE_BOTTOM_INSET, type SafeAreaFinding } from '../e2e/support/safe-area'
import { bodyText, buyNow, loginThroughAddress, open, overflowPx, pageErrors, press, reachInWebKit, resizeWindow, startWebKit, waitForStored, waitForText, waitForUrl, type WebKit } from './support/webkit'

/**
 * The H5 build in WebKit (WebKitGTK's MiniBrowser through WebDriver): WebKit parses dates, lays out
 * flex gaps, sticky and fixed bars and inputs its own way, and an iPhone parent meets it in WeChat's
 * browser. A newcomer logs in and looks around, every route renders without a script error and fits
 * the screen, on an iPhone 14 every fixed bottom bar and the tab bar end above the home indicator,
 * and a parent buys and pays.
 */
const test = base.extend<object, { webkit: WebKit }>({
  webkit: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const webkit = await startWebKit()
      await use(webkit)
      await webkit.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
})

const FAILED = ['重新加载', '页面出错了']

/** What is wrong on the page now: a failed state, a script error, a page wider than the screen. */
async function problemsOn(driver: WebDriver): Promise<string[]> {
  const found: string[] = []
  const text = await bodyText(driver)
  for (const f of FAILED) if (text.includes(f)) found.push(`shows ${f}`)
  found.push(...(await pageErrors(driver)))
  const over = await overflowPx(driver)
  if (over > 1) found.push(`${over}px wider than the screen`)
  return found
}

test.describe('WebKit', () => {
  test('a newcomer logs in through the login page and looks around: no script error on any tab or page', async ({ webkit: { driver }, baseURL }) => {
    // a parent who has never been here: nothing stored on this origin
    await driver.get(`${baseURL}/mock/h5-login`)
    await driver.executeScript('localStorage.clear(); sessionStorage.clear()')
    await driver.manage().deleteAllCookies()
    await driver.get(`${baseURL}/pages/mall/mall?debug=1`)
    await waitForUrl(driver, /\/mock\/h5-login/)
    await press(driver, '#demo-login')
    await waitForStored(driver, 'studentToken', 15_000, 'no student token after login')
    const seen: Record<string, string[]> = {}
    for (const path of [
      '/pages/home/home',
      '/pages/mall/mall',
      '/pages/user/user-info',
      '/pages/cart/cart',
      '/pages/order/order-list',
      '/pages/wallet/wallet',
      '/pages/coupon/coupon-list',
      '/pages/point/clock-in',
      '/pages/schedule/schedule-calendar',
      '/pages/common/choose-city',
    ]) {
      await open(driver, `${baseURL}${path}`)
      seen[path] = await problemsOn(driver)
    }
    expect(Object.entries(seen).filter(([, p]) => p.length)).toEqual([])
  })

  test('every route renders, with no script error, and fits the screen', async ({ webkit: { driver }, baseURL }) => {
    test.setTimeout(6 * 60_000)
    await loginThroughAddress(driver, baseURL ?? '')
    const mock = await demoParent(baseURL ?? '')
    const failures: Record<string, string[]> = {}
    for (const route of Object.keys(ROUTE_SAMPLES)) {
      const sample = await ROUTE_SAMPLES[route](mock)
      if (sample.reach) await reachInWebKit(driver, baseURL ?? '', route, mock)
      else {
        const query = sample.query ? `?${new URLSearchParams(sample.query)}` : ''
        await open(driver, `${baseURL}/${route}${query}`)
      }
      const problems = await problemsOn(driver)
      if (problems.length) failures[route] = problems
    }
    expect(failures).toEqual({})
  })

  test('on an iPhone 14, every fixed bottom bar and the tab bar end above the home indicator', async ({ webkit: { driver }, baseURL }) => {
    test.setTimeout(6 * 60_000)
    try {
      // laid out at the iPhone's width (support/webkit.ts: full screen, no toolbar to hold the window wider)
      await resizeWindow(driver, IPHONE_14)
      expect(await driver.executeScript('return window.innerWidth')).toBe(IPHONE_14.width)
      await loginThroughAddress(driver, baseURL ?? '')
      const mock = await demoParent(baseURL ?? '')
      const failures: Record<string, string[]> = {}
      let barred = 0
      for (const route of Object.keys(ROUTE_SAMPLES)) {
        const sample = await ROUTE_SAMPLES[route](mock)
        if (sample.reach) await reachInWebKit(driver, baseURL ?? '', route, mock)
        else await open(driver, `${baseURL}/${route}${sample.query ? `?${new URLSearchParams(sample.query)}` : ''}`)
        // the app's own rules that read the bottom inset resolve to the iPhone's (support/safe-area.ts)
        const reading = await driver.executeScript<number>(`return (${SUBSTITUTE_BOTTOM_INSET})(arguments[0])`, IPHONE_14_INSETS.bottom)
        await driver.sleep(100)
        const found = await driver.executeScript<SafeAreaFinding>(`return (${BARS_CLEAR_INSET})(arguments[0])`, IPHONE_14_INSETS.bottom)
        if (found.bars) barred++
        // a page with a bar has rules that read the inset, as WebKit parsed them (the tab bar's at least)
        if (found.bars && !reading) found.problems.push('no rule of the page reads env(safe-area-inset-bottom)')
        if (found.problems.length) failures[route] = found.problems
      }
      expect(failures).toEqual({})
      // the tab pages, the cart, goods detail, the checkout, forms: the check saw their bars
      expect(barred).toBeGreaterThan(10)
      // …and it fails a bar that does not pad by the inset: the cart's total without it
      await open(driver, `${baseURL}/pages/cart/cart`)
      await driver.executeScript(`return (${SUBSTITUTE_BOTTOM_INSET})(arguments[0])`, IPHONE_14_INSETS.bottom)
      await driver.executeScript("document.querySelector('.cart-footer').style.paddingBottom = '10px'")
      const flat = await driver.executeScript<SafeAreaFinding>(`return (${BARS_CLEAR_INSET})(arguments[0])`, IPHONE_14_INSETS.bottom)
      expect(flat.problems).toEqual([expect.stringMatching(/^div\.cart-footer .* ends at \d+px, under the home indicator/)])
    } finally {
      await resizeWindow(driver, { width: 375, height: 812 })
    }
  })

  test('buy now → confirm → submit → the cashier pays → 支付成功', async ({ webkit: { driver }, baseURL }) => {
    await loginThroughAddress(driver, baseURL ?? '')
    await buyNow(driver, baseURL ?? '', await demoParent(baseURL ?? ''))
    await press(driver, '[data-testid="submit-order"]')
    await waitForUrl(driver, /\/mock\/cashier\?/)
    await (await driver.findElement(By.xpath("//button[normalize-space(.)='支付']"))).click()
    await waitForUrl(driver, /\/pages\/pay\/pay-finish\?/)
    expect(await (await waitForText(driver, '支付成功')).getText()).toContain('支付成功')
    expect(await pageErrors(driver)).toEqual([])
  })
})
