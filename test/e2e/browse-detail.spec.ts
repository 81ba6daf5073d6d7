import { expect, loginThroughAddress, test } from './support/fixtures'

test.describe('product detail and city choice', () => {
  test('a course: choose a campus, a day on the week calendar and a class, then buy now', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/goods/goods-detail?id=P1001&debug=1')
    await expect(page.getByTestId('goods-detail')).toBeVisible()
    // closed campuses are marked and cannot be chosen
    await expect(page.locator('[data-testid="detail-campus"][data-state="cancelled"]').first()).toContainText('已注销')
    await page.locator('[data-testid="detail-campus"][data-state="open"]').first().click()

    const shown = page.getByTestId('week-shown')
    await expect(shown.locator('[data-testid="calendar-day"]')).toHaveCount(7)
    // a full day's badge or a day outside the plan (one locator: both may be shown at once)
    await expect(shown.locator('.week-calendar__badge, .is-disabled').first()).toBeVisible()
    // a disabled day is not chosen
    const disabled = shown.locator('.week-calendar__day.is-disabled').first()
    if (await disabled.count()) {
      await disabled.click()
      await expect(disabled).not.toHaveClass(/is-selected/)
    }
    const free = shown.locator('.week-calendar__day:not(.is-disabled):not(.is-full)').first()
    const date = await free.getAttribute('data-date')
    await free.click()
    await expect(free).toHaveClass(/is-selected/)

    const slot = page.locator('[data-testid="schedule"]:not(.is-disabled)').first()
    await expect(slot).toBeVisible()
    await slot.click()
    await expect(slot).toHaveClass(/is-active/)
    await page.getByTestId('buy-now').click()
    await expect(page).toHaveURL(new RegExp(`/pages/order/order-confirm\\?productId=P1001.*scheduleId=.*appointDate=${date}`))
  })

  test('choosing a city stores it and the home tab reloads showing it', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/common/choose-city?debug=1')
    const suspended = page.locator('[data-testid="campus"][data-state="suspended"]').first()
    await expect(suspended).toContainText('暂停')
    await page.locator('[data-testid="city-row"][data-city="广州市"] [data-testid="city-name"]').click()
    await expect(page).toHaveURL(/\/pages\/home\/home|\/$/)
    await expect(page.getByTestId('current-city')).toContainText('广州市')
    const recent = await page.evaluate(() => window.localStorage.getItem('city_common'))
    expect(recent).toContain('广州市')
  })

  test("the consultation page's birthday picker opens with the picker's look, which the other pages' stylesheets leave out", async ({ page }) => {
    const sheets: string[] = []
    page.on('response', (r) => void (r.url().endsWith('.css') && sheets.push(r.url())))
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.waitForLoadState('networkidle')
    // the first screen's stylesheets say nothing of the picker
    for (const url of sheets) expect(await (await page.request.get(url)).text()).not.toContain('taro-picker')
    await page.goto('/pages/common/leave-info?debug=1')
    await page.getByText('请选择出生日期').click()
    const picker = page.locator('.taro-picker').first()
    await expect(picker).toBeVisible()
    // laid out as the library draws it: pinned to the bottom over a dimmed page, the chosen row marked
    expect(await picker.evaluate((el) => getComputedStyle(el).position)).toBe('absolute')
    expect(await page.locator('.taro-picker__overlay').first().evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    const box = await picker.boundingBox()
    const viewport = page.viewportSize()!
    expect(Math.round(box!.y + box!.height)).toBe(viewport.height)
    expect(await page.locator('.taro-picker__indicator').first().evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid')
  })

  test('重新定位 asks the browser for the position and the maps service for its city, which becomes the chosen one', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 22.54, longitude: 114.06 })
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/common/choose-city?debug=1')
    await expect(page.getByText('未定位')).toBeVisible()
    const regeo = page.waitForRequest((r) => r.url().includes('/v3/geocode/regeo'))
    await page.getByTestId('locate').click()
    expect(new URL((await regeo).url()).searchParams.get('location')).toBe('114.06,22.54')
    await expect(page.getByTestId('located-city')).toHaveText('深圳市')
    await expect(page.getByTestId('chosen-city')).toContainText('深圳市')
    expect(await page.evaluate(() => window.localStorage.getItem('city_current'))).toContain('深圳市')
  })
})
