import { DEMO_LOGIN, EXCHANGE_PATH, expect, isLoginAddress, loginThroughAddress, storedValue, TABS_PATH, test } from './support/fixtures'

const isTabsCall = (url: string) => new URL(url).pathname === TABS_PATH
const tabTitles = '[data-testid="tab-strip-item"]'

test.describe('an invalid session', () => {
  for (const fault of ['code-400', 'http401'] as const) {
    test(`${fault} clears storage and goes to the login address`, async ({ page, mock }) => {
      await loginThroughAddress(page, '/pages/home/home?debug=1')
      await expect(page.locator(tabTitles).first()).toBeVisible()
      await mock.fault({ path: TABS_PATH, fault })
      const answered = page.waitForResponse((r) => isTabsCall(r.url()))
      const loginNav = page.waitForRequest((r) => r.isNavigationRequest() && isLoginAddress(r.url()))
      await page.reload()
      const res = await answered
      // the body of a -400 answer is gone once the page has navigated away; the status tells the two apart
      expect(res.status()).toBe(fault === 'http401' ? 401 : 200)
      const login = new URL((await loginNav).url())
      expect(login.searchParams.get('sale_channel_ids')).toBe('1,2')
      expect(login.searchParams.get('redirect_uri')).toBe('/pages/home/home?debug=1')
      await page.waitForURL((u) => isLoginAddress(u))
      expect(await page.evaluate(() => window.localStorage.getItem('studentToken'))).toBeNull()
    })
  }

  test('-400 does not redirect while a token is in the address', async ({ page, mock }) => {
    // the exchange is slowed so the public tabs call answers -400 while the token is still in the address
    await mock.fault({ path: TABS_PATH, fault: 'code-400', times: 1 })
    await mock.fault({ path: EXCHANGE_PATH, fault: 'latency', ms: 1500 })
    const wire: string[] = []
    page.on('request', (r) => wire.push(new URL(r.url()).pathname))
    const answered = page.waitForResponse((r) => isTabsCall(r.url()))
    await page.goto(`/pages/home/home?debug=1&token=${DEMO_LOGIN.token}&appId=${DEMO_LOGIN.appId}&openId=${DEMO_LOGIN.openId}`)
    expect(((await (await answered).json()) as { code: number }).code).toBe(-400)
    await expect.poll(() => storedValue(page, 'studentToken'), { timeout: 6000 }).toMatch(/\S+/)
    await page.waitForTimeout(500)
    expect(wire).not.toContain('/mock/h5-login')
    expect(new URL(page.url()).pathname).toBe('/pages/home/home')
  })
})

test.describe('home tabs call fails', () => {
  for (const fault of ['http500', 'malformed', 'wrong-shape'] as const) {
    test(`${fault}: error state with 重新加载, no unhandled rejection, retry shows the tabs`, async ({ page, mock, problems }) => {
      await loginThroughAddress(page, '/pages/home/home?debug=1')
      await mock.fault({ path: TABS_PATH, fault })
      const failed = page.waitForResponse((r) => isTabsCall(r.url()))
      await page.reload()
      await failed
      const error = page.locator('[data-testid=error-state]')
      await expect(error).toBeVisible()
      await expect(error).toContainText(/\S/)
      await expect(page.locator(tabTitles)).toHaveCount(0)
      // never a white screen: the header and tab bar are still drawn
      await expect(page.locator('[data-testid=current-city]')).toBeVisible()
      await expect(page.locator('.weui-tabbar__item')).toHaveCount(3)

      await mock.clearFaults()
      const retried = page.waitForResponse((r) => isTabsCall(r.url()) && r.status() === 200)
      await error.locator('.nut-button', { hasText: '重新加载' }).click()
      await retried
      await expect(page.locator(tabTitles).first()).toBeVisible()
      await expect(error).toHaveCount(0)
      expect(problems.unhandled()).toEqual([])
    })
  }

  test('a call that never answers ends at the 5 s timeout as an error the user can retry', async ({ page, mock, problems }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await mock.fault({ path: TABS_PATH, fault: 'hang' })
    const sent = page.waitForRequest((r) => isTabsCall(r.url()))
    await page.reload()
    await sent
    const started = Date.now()
    const error = page.locator('[data-testid=error-state]')
    await expect(page.locator('[data-testid=loading]')).toBeVisible()
    await expect(error).toBeVisible({ timeout: 10_000 })
    const waited = Date.now() - started
    expect(waited).toBeGreaterThan(4_000)
    expect(waited).toBeLessThan(8_000)
    await expect(error).toContainText('请求超时')

    await mock.clearFaults()
    await error.locator('.nut-button', { hasText: '重新加载' }).click()
    await expect(page.locator(tabTitles).first()).toBeVisible()
    expect(problems.unhandled()).toEqual([])
  })
})
