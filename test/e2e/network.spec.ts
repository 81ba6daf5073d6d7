import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { buyNowProduct } from '../fixtures/buy-now-product'
import { expect, loginThroughAddress, storedValue, test } from './support/fixtures'
import { enlargeText } from './support/large-text'
import { emulateSafeArea, IPHONE_14, IPHONE_14_INSETS } from './support/safe-area'

/**
 * A weak and lost network in the browser (Playwright's offline mode and Chromium's throttling):
 * - browsing offline: a page says the network is unavailable with 重新加载 and loads on its own when
 *   it returns; a list on screen keeps its rows under a thin notice, whose line (at 200% text, and in
 *   a native app's web view) hides none of them; a tap that needs the network says so at once;
 * - buying on a slow network: the wait shows within 200 ms and taps during it make one order and one payment;
 * - a request that times out while paying keeps the order, payable again.
 */
const OFFLINE = '网络不可用，请检查网络设置'
/** Chrome DevTools' "Slow 3G", slower than Lighthouse's mobile throttling (150 ms, 1.6 Mbit/s). */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 }

/** the notice of the page on screen (the router keeps the pages under it, hidden) */
const notice = (page: Page) => page.locator('[data-testid="network-notice"]:visible')

/** How far the boxes that scroll `box`'s page (its scrolling ancestors and the document) can scroll, px. */
const scrollRoom = (box: Locator): Promise<number> =>
  box.evaluate((el) => {
    let room = document.scrollingElement ? document.scrollingElement.scrollHeight - document.scrollingElement.clientHeight : 0
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(p).overflowY)) room = Math.max(room, p.scrollHeight - p.clientHeight)
    }
    return room
  })

/**
 * A box laid out to the window's height (the mall, choose-city's list), offline: moved down by the
 * notice's line and as much shorter, so it ends where it did; its whole height again once online.
 */
async function expectEndsWhereItDid(page: Page, context: BrowserContext, box: Locator): Promise<void> {
  const online = (await box.boundingBox())!
  const scrollsOnline = await scrollRoom(box)
  await context.setOffline(true)
  await expect(notice(page)).toHaveText(OFFLINE)
  const line = (await notice(page).boundingBox())!
  expect(line.height).toBeGreaterThan(20)
  await expect.poll(async () => (await box.boundingBox())!.y).toBeCloseTo(online.y + line.height, 0)
  const offline = (await box.boundingBox())!
  expect(offline.y + offline.height).toBeCloseTo(online.y + online.height, 0)
  // and the page around it is no taller for the notice: it scrolls no further than it did online
  expect(await scrollRoom(box)).toBeLessThanOrEqual(scrollsOnline + 0.5)
  await context.setOffline(false)
  await expect(notice(page)).toHaveCount(0)
  await expect.poll(async () => (await box.boundingBox())!.height).toBeCloseTo(online.height, 0)
}

async function pendingOrders(page: Page, request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: `Bearer ${await storedValue(page, 'studentToken')}` }
  const res = await (await request.post('/mall/api/v1/order/query?version=6.1.0', { data: { pageIndex: 1, pageSize: 100, query: '', status: 2 }, headers })).json()
  return (res.data.dataList as { orderCode: string }[]).map((o) => o.orderCode)
}

/** The order list's 全部 tab, its orders shown (logged in first unless `loggedIn`); its cards. */
async function openOrders(page: Page, loggedIn = false) {
  if (!loggedIn) await loginThroughAddress(page)
  await page.goto('/pages/order/order-list?tab=all')
  const cards = page.getByTestId('order-card')
  await expect(cards.first()).toBeVisible()
  return cards
}

/** Logs in and opens order confirmation for a product bought at once; resolves when 提交订单 can be tapped. */
async function toConfirm(page: Page, request: APIRequestContext): Promise<void> {
  const { seed } = (await (await request.get('/__mock__/health')).json()) as { seed: number }
  await loginThroughAddress(page)
  await page.goto(`/pages/order/order-confirm?${new URLSearchParams(buyNowProduct(seed).query)}`)
  await expect(page.getByTestId('submit-order')).toBeEnabled()
  await expect(page.getByTestId('submit-order')).toContainText('提交订单')
}

test.describe('lost network', () => {
  test('a page opened offline says the network is unavailable with 重新加载, and loads on its own when the network returns', async ({ page, context, problems }) => {
    await loginThroughAddress(page)
    await page.locator('.weui-tabbar__item').filter({ hasText: '我的' }).click()
    await expect(page.getByText('全部订单 ›')).toBeVisible()
    await context.setOffline(true)
    await expect(notice(page)).toHaveText(OFFLINE)
    await page.getByText('全部订单 ›').click()
    // the order list's code, or its orders, could not come: the network is named, with 重新加载
    const failed = page.locator('#chunk-error-overlay, [data-testid="error-state"]').first()
    await expect(failed).toContainText(OFFLINE, { timeout: 3000 })
    await expect(failed).toContainText('重新加载')
    await expect(page.getByText('页面加载失败')).toHaveCount(0)

    await context.setOffline(false)
    await expect(page.getByTestId('order-card').first()).toBeVisible({ timeout: 10_000 })
    await expect(page.locator('#chunk-error-overlay')).toHaveCount(0)
    await expect(page.getByTestId('error-state')).toHaveCount(0)
    await expect(notice(page)).toHaveCount(0)
    expect(problems.unhandled()).toEqual([])
  })

  test('a list on screen keeps its rows under a thin notice; a tap that needs the network says so at once and its list comes when the network returns', async ({ page, context, problems }) => {
    const cards = await openOrders(page)
    const shown = await cards.count()

    await context.setOffline(true)
    await expect(notice(page)).toHaveText(OFFLINE)
    // thin: a line at the top of the page, not a panel in its place
    const box = await notice(page).boundingBox()
    expect(box!.height).toBeLessThanOrEqual(40)
    // the tabs move below it, so 待付款 can still be read and tapped
    const tabs = page.locator('.order-list__tabs:visible')
    await expect.poll(async () => (await tabs.boundingBox())!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 0.5)
    await expect(cards).toHaveCount(shown)
    await expect(cards.first()).toBeVisible()

    // 待付款 needs its own list: the error says why at once, not after the 60 s timeout
    const started = Date.now()
    await page.getByTestId('tab-strip-item').filter({ hasText: '待付款' }).click()
    const error = page.getByTestId('error-state')
    await expect(error).toContainText(OFFLINE, { timeout: 2000 })
    expect(Date.now() - started).toBeLessThan(2000)
    await expect(error.getByText('重新加载')).toBeVisible()

    await context.setOffline(false)
    await expect(cards.first()).toBeVisible({ timeout: 10_000 })
    await expect(error).toHaveCount(0)
    await expect(notice(page)).toHaveCount(0)
    expect(problems.unhandled()).toEqual([])
  })

  test('with the text at 200%, the notice grows with its line and the tabs stay below it, whole, above the first order', async ({ page, context, problems }) => {
    await openOrders(page)
    await enlargeText(page)

    await context.setOffline(true)
    await expect(notice(page)).toHaveText(OFFLINE)
    const box = (await notice(page).boundingBox())!
    // taller than the designed line (26 px at 375 px): its text is twice the size
    expect(box.height).toBeGreaterThan(30)
    const tabs = page.locator('.order-list__tabs:visible')
    await expect.poll(async () => (await tabs.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height - 0.5)
    // and the tab the notice would have covered is the one a tap at its middle reaches
    const waiting = page.getByTestId('tab-strip-item').filter({ hasText: '待付款' })
    const at = (await waiting.boundingBox())!
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="tab-strip-item"]')?.textContent ?? '', [at.x + at.width / 2, at.y + at.height / 2])).toContain('待付款')
    // the tabs did not move over the first order: it starts below them, its number readable
    const tabsBox = (await tabs.boundingBox())!
    expect((await page.getByTestId('order-card').first().boundingBox())!.y).toBeGreaterThanOrEqual(tabsBox.y + tabsBox.height - 0.5)

    await context.setOffline(false)
    await expect(notice(page)).toHaveCount(0)
    expect(problems.unhandled()).toEqual([])
  })

  test("choose-city, its A–Z list taking what the top block leaves of the window, stays no taller than the window with the notice above it", async ({ page, context, problems }) => {
    await loginThroughAddress(page)
    await page.goto('/pages/common/choose-city')
    await expect(page.getByTestId('city-group').first()).toBeVisible()
    await expectEndsWhereItDid(page, context, page.locator('.choose-city__list'))
    expect(problems.unhandled()).toEqual([])
  })

  test('the mall, as tall as the window, stays so with the notice above it: its list ends where it did', async ({ page, context, problems }) => {
    await loginThroughAddress(page)
    await page.locator('.weui-tabbar__item').filter({ hasText: '商城' }).click()
    const mall = page.locator('.mall:visible')
    await expect(mall.getByTestId('product-card').first()).toBeVisible()
    await expectEndsWhereItDid(page, context, mall)
    expect(problems.unhandled()).toEqual([])
  })

  test('pictures that failed while the network was gone load when it returns, without a tap', async ({ page, context, problems }) => {
    await openOrders(page)
    await context.setOffline(true)
    await expect(notice(page)).toHaveText(OFFLINE)
    // further down, pictures the browser had not fetched yet fail
    await page.mouse.move(200, 400)
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 600)
    const failed = page.locator('[data-testid="image-error"]:visible')
    await expect(failed.first()).toBeVisible()
    expect(await failed.count()).toBeGreaterThan(0)

    await context.setOffline(false)
    await expect(notice(page)).toHaveCount(0)
    await expect(failed).toHaveCount(0)
    const shown = page.locator('[data-testid="image-view"]:visible')
    await expect.poll(async () => (await shown.evaluateAll((views) => views.filter((v) => v.getAttribute('data-state') === 'error').length))).toBe(0)
    expect(problems.unhandled()).toEqual([])
  })

  test('in a native app\'s full-screen web view (the iPhone\'s insets), the notice starts below the status bar and the tabs follow it without a gap, at the top and scrolled', async ({ page, context, problems }) => {
    await page.setViewportSize(IPHONE_14)
    await loginThroughAddress(page)
    expect(await emulateSafeArea(page)).toBe(IPHONE_14_INSETS.bottom)
    const cards = await openOrders(page, true)

    await context.setOffline(true)
    await expect(notice(page)).toHaveText(OFFLINE)
    const box = (await notice(page).boundingBox())!
    expect(box.y).toBeCloseTo(IPHONE_14_INSETS.top, 0)
    const tabs = page.locator('.order-list__tabs:visible')
    const tabsTop = async () => (await tabs.boundingBox())!.y
    await expect.poll(tabsTop).toBeCloseTo(box.y + box.height, 0)
    const tabsBox = (await tabs.boundingBox())!
    expect((await cards.first().boundingBox())!.y).toBeGreaterThanOrEqual(tabsBox.y + tabsBox.height - 0.5)

    // scrolled: the notice and the tabs stay where they were, the orders pass under them
    const firstCardTop = (await cards.first().boundingBox())!.y
    await page.mouse.move(IPHONE_14.width / 2, IPHONE_14.height / 2)
    await page.mouse.wheel(0, 600)
    await expect.poll(async () => (await cards.first().boundingBox())!.y).toBeLessThan(firstCardTop - 300)
    expect((await notice(page).boundingBox())!.y).toBeCloseTo(box.y, 0)
    expect(await tabsTop()).toBeCloseTo(box.y + box.height, 0)

    await context.setOffline(false)
    await expect(notice(page)).toHaveCount(0)
    expect(problems.unhandled()).toEqual([])
  })
})

test.describe('slow network', () => {
  test('slow 3G: the wait shows within 200 ms of 提交订单, and taps during the wait make one order and one payment', async ({ page, request, problems }) => {
    test.setTimeout(90_000)
    await toConfirm(page, request)
    const before = await pendingOrders(page, request)
    const orders: string[] = []
    const cashier: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/mergePay')) orders.push(r.url())
      if (new URL(r.url()).pathname === '/mock/cashier') cashier.push(r.url())
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G)

    // tapped in the page itself, timed by the page's clock: how long until the button shows the wait
    const waitShownMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = document.querySelector('[data-testid="submit-order"]') as HTMLElement
          const started = performance.now()
          const waiting = () => /loading/.test(button.className) || button.hasAttribute('disabled') || Boolean(document.querySelector('.taro__toast .taro__toast__loading, .taro-toast, [class*="loading"][class*="mask"]'))
          button.click()
          const look = () => (waiting() ? resolve(performance.now() - started) : requestAnimationFrame(look))
          look()
        }),
    )
    test.info().annotations.push({ type: 'wait shown after (ms)', description: waitShownMs.toFixed(0) })
    expect(waitShownMs).toBeLessThan(200)
    const tapped = Date.now()
    // four more taps while the order is on its way (the last may meet the cashier's page already)
    for (let i = 0; i < 4; i++) {
      await page.waitForTimeout(250)
      await page.evaluate(() => (document.querySelector('[data-testid="submit-order"]') as HTMLElement | null)?.click()).catch(() => undefined)
    }
    await expect(page).toHaveURL(/\/mock\/cashier\?/, { timeout: 60_000 })
    // the network was slow indeed: the order's request and the cashier's page took more than one round trip
    expect(Date.now() - tapped).toBeGreaterThan(SLOW_3G.latency)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    expect(orders).toHaveLength(1)
    expect(cashier).toHaveLength(1)
    expect((await pendingOrders(page, request)).filter((code) => !before.includes(code))).toHaveLength(1)
    expect(problems.unhandled()).toEqual([])
  })

  test('slow 3G: pictures keep their boxes, so pages settle with less layout shift than 0.1 (CLS "good")', async ({ page, request }) => {
    test.setTimeout(180_000)
    const { seed } = (await (await request.get('/__mock__/health')).json()) as { seed: number }
    await loginThroughAddress(page)
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: Array<{ value: number; from: string[] }> }
      w.__shifts = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
          if (!e.hadRecentInput) w.__shifts.push({ value: e.value, from: (e.sources ?? []).map((x) => (x.node instanceof Element ? `${x.node.tagName}.${x.node.className}` : String(x.node?.nodeName))) })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G)
    for (const path of ['/pages/home/home', '/pages/mall/mall', `/pages/goods/goods-detail?productId=${buyNowProduct(seed).query.productId}`]) {
      await page.goto(path, { timeout: 120_000 })
      // settled: every picture of the page arrived (or failed), and a moment more
      await expect.poll(() => page.evaluate(() => document.images.length > 0 && [...document.images].every((i) => i.complete)), { timeout: 120_000 }).toBe(true)
      await page.waitForTimeout(1000)
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; from: string[] }> }).__shifts)
      const total = shifts.reduce((sum, x) => sum + x.value, 0)
      test.info().annotations.push({ type: `layout shift ${path}`, description: `${total.toFixed(3)} ${JSON.stringify(shifts)}` })
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.1)
    }
  })

  test('an order request that times out while paying keeps the order: paying again pays that order, and unanswered status queries land on its detail, payable', async ({ page, request, mock, problems }) => {
    test.setTimeout(90_000)
    await toConfirm(page, request)
    const before = await pendingOrders(page, request)
    // the order is made, but its answer comes after the request's timeout (5 s in this build)
    await mock.fault({ path: '/mall/api/v1/mergePay', fault: 'latency', ms: 7000, times: 1 })
    await page.getByTestId('submit-order').click()
    await expect(page.getByText('请求超时，请稍后重试')).toBeVisible({ timeout: 10_000 })
    await expect(page).toHaveURL(/order-confirm/)
    await page.waitForTimeout(2500)
    await page.getByTestId('submit-order').click()
    await expect(page).toHaveURL(/\/mock\/cashier\?/, { timeout: 15_000 })
    const cashier = new URL(page.url())
    const orderId = cashier.searchParams.get('orderId')!
    const made = (await pendingOrders(page, request)).filter((code) => !before.includes(code))
    expect(made).toHaveLength(1)

    // back from the cashier, the status queries go unanswered: the order's detail, to pay again
    await mock.fault({ path: `/mall/api/v1/order/queryStatus/${orderId}`, fault: 'hang' })
    await page.goto(`/pages/pay/pay-return?orderId=${orderId}&orderCode=${made[0]}&payResult=ok`)
    await expect(page.getByText('网络异常，订单已保留，请重新支付')).toBeVisible({ timeout: 40_000 })
    await expect(page).toHaveURL(new RegExp(`/pages/order/order-detail\\?orderCode=${made[0]}`), { timeout: 10_000 })
    await mock.clearFaults()
    await expect(page.getByTestId('order-status')).toContainText('待付款')
    await page.locator('.taro-button-core', { hasText: '去支付' }).click()
    await expect(page).toHaveURL(/\/mock\/cashier\?/)
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId)
    expect(problems.unhandled()).toEqual([])
  })
})
