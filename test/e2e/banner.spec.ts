import { expect, loginThroughAddress, storedValue, test } from './support/fixtures'

test.describe('app-download banner', () => {
  for (const platform of ['ios', 'android']) {
    test(`shows for a visitor from the ${platform} app, closes, and stays closed after a reload the same day`, async ({ page }) => {
      await page.goto(`/pages/home/home?platform=${platform}`)
      const banner = page.locator('[data-testid=app-banner]')
      await expect(banner).toBeVisible()
      await expect(banner).toContainText('一站式儿童健康管理平台')
      await page.locator('[data-testid=app-banner-close]').click()
      await expect(banner).toHaveCount(0)
      const today = await page.evaluate(() => {
        const d = new Date()
        return [d.getFullYear(), d.getMonth() + 1, d.getDate()]
      })
      const closedOn = await storedValue(page, 'fixedOpenAppDate')
      expect(closedOn).toBeTruthy()
      expect(closedOn!.replace(/\D/g, '')).toBe(`${today[0]}${String(today[1]).padStart(2, '0')}${String(today[2]).padStart(2, '0')}`)
      await page.reload()
      await expect(page.locator('[data-testid=current-city]')).toBeVisible()
      await expect(banner).toHaveCount(0)
    })
  }

  test('shows again on a later day', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('fixedOpenAppDate', JSON.stringify({ data: '2000-01-01' })))
    await page.goto('/pages/home/home?platform=ios')
    await expect(page.locator('[data-testid=app-banner]')).toBeVisible()
  })

  test('a visitor not from the app never sees it', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await expect(page.locator('[data-testid=current-city]')).toBeVisible()
    await expect(page.getByTestId('tab-strip-item').first()).toBeVisible()
    await expect(page.locator('[data-testid=app-banner]')).toHaveCount(0)
  })
})
