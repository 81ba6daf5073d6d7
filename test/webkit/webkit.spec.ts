import { By, type WebDriver } from 'selenium-webdriver'
import { ROUTE_SAMPLES } from '../weapp/route-samples'
import { demoParent } from '../e2e/support/demo-parent'
import { DEMO_LOGIN, expect, test as base } from '../e2e/support/fixtures'
import { bodyText, buyNow, open, overflowPx, pageErrors, press, reachInWebKit, startWebKit, waitForStored, waitForText, waitForUrl, type WebKit } from './support/webkit'

/**
 * The H5 build in WebKit (WebKitGTK's MiniBrowser through WebDriver): WebKit parses dates, lays out
 * flex gaps, sticky and fixed bars and inputs its own way, and an iPhone parent meets it in WeChat's
 * browser. A newcomer logs in and looks around, every route renders without a script error and fits
 * the screen, and a parent buys and pays.
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

async function loginThroughAddress(driver: WebDriver, baseURL: string): Promise<void> {
  const q = new URLSearchParams({ debug: '1', token: DEMO_LOGIN.token, appId: DEMO_LOGIN.appId, openId: DEMO_LOGIN.openId })
  await driver.get(`${baseURL}/pages/home/home?${q}`)
  await waitForStored(driver, 'studentToken', 15_000, 'no student token after the address login')
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
