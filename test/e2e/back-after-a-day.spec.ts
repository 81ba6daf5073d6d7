import type { APIRequestContext, Page } from '@playwright/test'
import { createContext } from '../../mock/context'
import { productCatalogue } from '../../mock/seed/products'
import { createState } from '../../mock/state'
import { expect, isLoginAddress, loginThroughAddress, storedValue, test, WECHAT_UA } from './support/fixtures'

/**
 * A page left open in the phone's browser for a day: the tab hidden (visibilitychange), the clock
 * moved on past the token's expiry (page.clock), the service's data changed meanwhile, then the
 * tab shown again. H5 follows spec §8 for a session it can no longer use: storage cleared and the
 * login address, with the way back to the page; the parent logged in again sees today's data. A
 * payment whose status was being polled when the tab was hidden stops asking while away, goes on
 * when shown and ends paid.
 */

const DAY = 24 * 3600_000

/** The tab hidden or shown again, as the browser tells the page. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  }, state)
}

async function catalogue(request: APIRequestContext) {
  const { seed } = (await (await request.get('/__mock__/health')).json()) as { seed: number }
  return productCatalogue(createContext(() => createState(seed)))
}

async function send(request: APIRequestContext, token: string | null, method: 'GET' | 'POST', url: string, data?: object) {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } })
  const body = (await res.json()) as { code: number; data: unknown }
  expect(body.code, `${method} ${url}`).toBe(0)
  return body.data
}

// in WeChat's browser, where parents open the storefront (elsewhere the login sends them to open it in WeChat)
test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA })
  test('the cart left open for a day: shown again, storage cleared and the login address (§8); logged in again, the cart as the service holds it today', async ({ page, request }) => {
    await page.clock.install()
    await loginThroughAddress(page)
    await page.goto('/pages/cart/cart')
    await expect(page.getByTestId('cart-row').first()).toBeVisible()
    const token = await storedValue(page, 'studentToken')
    const shown = (await page.getByTestId('cart-row').allTextContents()).join(' ')
    const product = (await catalogue(request)).find(
      (p) => p.productType === 2 && p.isPointProduct !== 1 && p.skuList.length > 0 && p.skuList[0].stock > 0 && !shown.includes(p.name),
    )
    if (!product) throw new Error('the mock has no goods product outside the demo cart')

    await setVisibility(page, 'hidden')
    await page.clock.fastForward(DAY)
    // meanwhile the parent added a product on another device
    await send(request, token, 'POST', '/mall/api/v1/cart', { productId: product.productId, skuId: product.skuList[0].skuId, amount: 1, payType: 0 })
    const onOldToken: string[] = []
    page.on('request', (r) => {
      if (r.headers().authorization === `Bearer ${token}`) onOldToken.push(r.url())
    })

    await setVisibility(page, 'visible')
    await page.waitForURL((url) => isLoginAddress(url), { timeout: 15_000 })
    // nothing went out on yesterday's token; the way back is the cart
    expect(onOldToken).toEqual([])
    await expect(page.locator('[data-field="redirect_uri"]')).toContainText('/pages/cart/cart')

    await page.locator('#demo-login').click()
    await expect(page).toHaveURL(/\/pages\/cart\/cart/, { timeout: 15_000 })
    await expect(page.getByTestId('cart-row').filter({ hasText: product.name })).toBeVisible()
    expect(await storedValue(page, 'studentToken')).toBeTruthy()
  })
})

test('the mall left open for twenty minutes: shown again, it is asked for anew; a quick look elsewhere asks nothing', async ({ page }) => {
  await page.clock.install()
  await loginThroughAddress(page, '/pages/mall/mall?debug=1')
  await page.waitForLoadState('networkidle')
  const drawn = await page.locator('body').innerText()
  expect(drawn.length).toBeGreaterThan(0)
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/mall/api/v1/')) asked.push(r.url())
  })

  // a quick look elsewhere: nothing is asked again
  await setVisibility(page, 'hidden')
  await page.clock.fastForward(60_000)
  await setVisibility(page, 'visible')
  await page.waitForTimeout(500)
  expect(asked).toEqual([])

  await setVisibility(page, 'hidden')
  await page.clock.fastForward(20 * 60_000)
  await setVisibility(page, 'visible')
  await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('页面加载失败')).toHaveCount(0)
  // what was drawn is still there (the same mall, read anew)
  expect(await page.locator('body').innerText()).toContain(drawn.split('\n').find((l) => l.trim().length > 1) ?? '')
})

test('paying, the tab hidden while the status is polled: no polls while away; shown again, it polls on and ends paid', async ({ page, request }) => {
  const p = (await catalogue(request)).find((x) => x.isPointProduct !== 1 && x.productType !== 2 && x.productType !== 5 && x.skuList.length === 1 && Number(x.skuList[0].purchasemoney) > 0)
  if (!p) throw new Error('the mock has no money product to buy at once')
  await loginThroughAddress(page)
  const merges: string[] = []
  page.on('request', (r) => r.url().endsWith('/mall/api/v1/mergePay') && merges.push(r.url()))
  await page.goto(`/pages/order/order-confirm?productId=${p.productId}&skuId=${p.skuList[0].skuId}&amount=1&payType=0`)
  await page.getByTestId('submit-order').click()
  await expect(page).toHaveURL(/\/mock\/cashier\?/)
  // the cashier said ok, and WeChat Pay's notification to the service is late: the order is still pending
  const back = new URL(new URL(page.url()).searchParams.get('return')!)
  const orderCode = back.searchParams.get('orderCode')!
  const polls: string[] = []
  page.on('request', (r) => r.url().includes('/order/queryStatus/') && polls.push(r.url()))
  await page.goto(`${back.pathname}${back.search}&payResult=ok`)
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThan(1)

  await setVisibility(page, 'hidden')
  const asked = polls.length
  await page.waitForTimeout(3000)
  // away: at most the poll already on its way
  expect(polls.length - asked).toBeLessThanOrEqual(1)
  const notified = await request.post('/__mock__/wxpay/notify', { data: { package: `prepay_id=wx_mock_${orderCode}`, result: 'ok' } })
  expect(notified.ok()).toBe(true)
  await expect(page).toHaveURL(/\/pages\/pay\/pay-return/)

  await setVisibility(page, 'visible')
  await expect(page).toHaveURL(/\/pages\/pay\/pay-finish\?/, { timeout: 15_000 })
  await expect(page.getByTestId('pay-finish')).toContainText('支付成功')
  expect(merges).toHaveLength(1)
})
