import { writeFile } from 'node:fs/promises'
import { By, until, type WebDriver, type WebElement } from 'selenium-webdriver'
import { expect, test as base } from '../e2e/support/fixtures'
import { ownNetwork, type OwnNetwork } from './support/own-network'
import { loginThroughAddress, open, pageErrors, pressElement, startWebKit, waitForText, type WebKit } from './support/webkit'

/**
 * A lost network in WebKit, as on an iPhone on the metro: the browser runs on a network of its own
 * that the test switches off and on (support/own-network.ts), so requests really fail and WebKit
 * itself reports `offline` and `online`. The same journeys as Chromium's (e2e/network.spec.ts):
 * a page opened offline says the network is unavailable and loads on its own when it returns; a list
 * on screen keeps its rows under a thin notice, and a tap that needs the network says so at once.
 */
const OFFLINE = '网络不可用，请检查网络设置'
/** WebKit hears a change of the routing table through GLib, a few seconds later. */
const NOTICED_MS = 20_000

const test = base.extend<object, { offlineWebKit: { webkit: WebKit; network: OwnNetwork } }>({
  offlineWebKit: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = process.env.E2E_BASE_URL
      if (!site) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts')
      const network = await ownNetwork(site)
      const webkit = await startWebKit(undefined, network).catch(async (e: unknown) => {
        await network.close()
        throw e
      })
      await use({ webkit, network })
      await webkit.close()
      await network.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
})

/** The elements matching `css` that are drawn (the router keeps the pages under the one on screen, hidden). */
async function shown(driver: WebDriver, css: string): Promise<WebElement[]> {
  const found: WebElement[] = []
  for (const el of await driver.findElements(By.css(css))) if (await el.isDisplayed().catch(() => false)) found.push(el)
  return found
}

/** Waits until an element matching `css` is drawn and returns it. */
async function waitShown(driver: WebDriver, css: string, ms: number, what: string): Promise<WebElement> {
  let el: WebElement | undefined
  await driver.wait(async () => Boolean((el = (await shown(driver, css))[0])), ms, `${what} was not shown within ${ms} ms`)
  return el as WebElement
}

async function waitGone(driver: WebDriver, css: string, ms: number, what: string): Promise<void> {
  await driver.wait(async () => (await shown(driver, css)).length === 0, ms, `${what} was still shown after ${ms} ms`)
}

/** Uncaught errors and unhandled rejections the page's probe kept (a failed request may be logged). */
const uncaught = async (driver: WebDriver) => (await pageErrors(driver)).filter((e) => !e.startsWith('console: '))

const NOTICE = '[data-testid="network-notice"]'
const FAILED = '#chunk-error-overlay, [data-testid="error-state"]'
const ORDER_CARD = '[data-testid="order-card"]'

test.describe('WebKit, lost network', () => {
  test.beforeEach(({ offlineWebKit: { network } }) => network.setOnline(true))
  test.afterEach(async ({ offlineWebKit: { webkit } }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    const picture = testInfo.outputPath('webkit.png')
    await writeFile(picture, Buffer.from(await webkit.driver.takeScreenshot(), 'base64'))
    await testInfo.attach('webkit', { path: picture, contentType: 'image/png' })
    await testInfo.attach('webkit-address', { body: await webkit.driver.getCurrentUrl(), contentType: 'text/plain' })
  })

  test('a page opened offline says the network is unavailable with 重新加载, and loads on its own when the network returns', async ({ offlineWebKit: { webkit, network } }) => {
    test.setTimeout(90_000)
    const { driver } = webkit
    await loginThroughAddress(driver, network.baseURL)
    await open(driver, `${network.baseURL}/pages/user/user-info`)
    const allOrders = await waitForText(driver, '全部订单 ›')

    network.setOnline(false)
    expect(await (await waitShown(driver, NOTICE, NOTICED_MS, 'the offline notice')).getText()).toBe(OFFLINE)
    expect(await driver.executeScript('return navigator.onLine')).toBe(false)
    await pressElement(driver, allOrders, '全部订单')
    // the order list's code, or its orders, could not come: the network is named, with 重新加载
    const failed = await waitShown(driver, FAILED, 3000, 'the failed state')
    await driver.wait(until.elementTextContains(failed, OFFLINE), 3000)
    expect(await failed.getText()).toContain('重新加载')
    expect(await driver.findElement(By.css('body')).getText()).not.toContain('页面加载失败')

    network.setOnline(true)
    await waitShown(driver, ORDER_CARD, NOTICED_MS + 10_000, 'an order card after the network returned')
    await waitGone(driver, FAILED, 2000, 'the failed state')
    await waitGone(driver, NOTICE, 2000, 'the offline notice')
    expect(await uncaught(driver)).toEqual([])
  })

  test('a list on screen keeps its rows under a thin notice; a tap that needs the network says so at once and its list comes when the network returns', async ({ offlineWebKit: { webkit, network } }) => {
    test.setTimeout(90_000)
    const { driver } = webkit
    await loginThroughAddress(driver, network.baseURL)
    await open(driver, `${network.baseURL}/pages/order/order-list?tab=all`)
    await waitShown(driver, ORDER_CARD, 10_000, 'an order card')
    const rows = (await shown(driver, ORDER_CARD)).length

    network.setOnline(false)
    const notice = await waitShown(driver, NOTICE, NOTICED_MS, 'the offline notice')
    expect(await notice.getText()).toBe(OFFLINE)
    // thin: a line over the page, not a panel in its place
    const box = await driver.executeScript<DOMRect>('return arguments[0].getBoundingClientRect().toJSON()', notice)
    expect(box.height).toBeLessThanOrEqual(40)
    // the tabs move below it, so 待付款 can still be read and tapped
    const [strip] = await shown(driver, '.order-list__tabs')
    expect(await driver.executeScript<number>('return arguments[0].getBoundingClientRect().top', strip)).toBeGreaterThanOrEqual(box.bottom - 0.5)
    expect(await shown(driver, ORDER_CARD)).toHaveLength(rows)

    // 待付款 needs its own list: the error says why at once, not after the 60 s timeout
    const tabs = await shown(driver, '[data-testid="tab-strip-item"]')
    const unpaid = tabs[(await Promise.all(tabs.map((t) => t.getText()))).findIndex((t) => t.includes('待付款'))]
    if (!unpaid) throw new Error('no 待付款 tab on the order list')
    const started = Date.now()
    await pressElement(driver, unpaid, '待付款')
    const error = await waitShown(driver, '[data-testid="error-state"]', 2000, 'the error state')
    await driver.wait(until.elementTextContains(error, OFFLINE), 2000)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await error.getText()).toContain('重新加载')

    network.setOnline(true)
    await waitShown(driver, ORDER_CARD, NOTICED_MS + 10_000, 'an order card after the network returned')
    await waitGone(driver, '[data-testid="error-state"]', 2000, 'the error state')
    await waitGone(driver, NOTICE, 2000, 'the offline notice')
    expect(await uncaught(driver)).toEqual([])
  })
})
