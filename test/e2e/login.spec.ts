import { DEMO_LOGIN, EXCHANGE_PATH, expect, isLoginAddress, LOGIN_PATH, storedValue, test } from './support/fixtures'

test.describe('H5 login', () => {
  test('no student token → external login address with the visit parameters; the mock login returns and the token is exchanged and kept', async ({ page }) => {
    const entry = '/pages/mall/mall?debug=1&couponId=C100&facevalue=50&from_user=D77&organization_id=ORG001'
    const loginNav = page.waitForRequest((r) => r.isNavigationRequest() && isLoginAddress(r.url()))
    await page.goto(entry)
    const login = new URL((await loginNav).url())
    expect(login.pathname).toBe(LOGIN_PATH)
    expect(login.searchParams.get('sale_channel_ids')).toBe('1,2')
    expect(login.searchParams.get('from_params')).toBe('C100_50')
    expect(login.searchParams.get('from_user')).toBe('D77')
    expect(login.searchParams.get('organization_id')).toBe('ORG001')
    expect(login.searchParams.get('redirect_uri')).toBe(entry)
    await expect(page.locator('[data-field=from_params]')).toHaveText('C100_50')

    const exchange = page.waitForRequest((r) => r.url().includes(EXCHANGE_PATH))
    await page.locator('#demo-login').click()
    const exchangeUrl = new URL((await exchange).url())
    expect(exchangeUrl.searchParams.get('token')).toBe(DEMO_LOGIN.token)
    expect(exchangeUrl.searchParams.get('appId')).toBe(DEMO_LOGIN.appId)
    expect(exchangeUrl.searchParams.get('openId')).toBe(DEMO_LOGIN.openId)

    await expect.poll(() => storedValue(page, 'studentToken')).toMatch(/\S+/)
    await expect(page).toHaveURL(/\/pages\/mall\/mall\?/)
    const back = new URL(page.url())
    for (const gone of ['token', 'appId', 'openId']) expect(back.searchParams.has(gone)).toBe(false)
    expect(back.searchParams.get('couponId')).toBe('C100')
    await expect(page.locator('.weui-tabbar__item.weui-bar__item_on')).toContainText('商城')

    // a reload stays logged in: no second trip to the login address, no second exchange
    const wire: string[] = []
    page.on('request', (r) => wire.push(new URL(r.url()).pathname))
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(page.url()).toContain('/pages/mall/mall')
    expect(wire).not.toContain(LOGIN_PATH)
    expect(wire).not.toContain(EXCHANGE_PATH)
    expect(await storedValue(page, 'studentToken')).toMatch(/\S+/)
  })

  test('from_params is left out when the address has no facevalue', async ({ page }) => {
    const loginNav = page.waitForRequest((r) => r.isNavigationRequest() && isLoginAddress(r.url()))
    await page.goto('/pages/home/home?debug=1&couponId=C100')
    const login = new URL((await loginNav).url())
    expect(login.searchParams.get('sale_channel_ids')).toBe('1,2')
    expect(login.searchParams.has('from_params')).toBe(false)
  })

  for (const path of ['/pages/home/home?debug=1&platform=ios', '/pages/user/user-info?debug=1&platform=android', '/pages/goods/goods-detail?debug=1', '/pages/public/page?debug=1']) {
    test(`${path} is never redirected to login`, async ({ page }) => {
      const wire: string[] = []
      page.on('request', (r) => wire.push(new URL(r.url()).pathname))
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      expect(isLoginAddress(page.url())).toBe(false)
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0])
      expect(wire).not.toContain(LOGIN_PATH)
    })
  }
})
