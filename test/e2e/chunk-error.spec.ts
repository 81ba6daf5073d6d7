import { expect, test } from './support/fixtures'

test('a page whose code fails to load shows a retry panel, not a white screen', async ({ page }) => {
  // the entry scripts are app.* and vendors.*; lazily loaded chunks are numbered: fail those
  let failing = true
  await page.route(/\/js\/\d+\.[0-9a-f]+\.js$/, (route) => (failing ? route.abort('failed') : route.continue()))
  await page.goto('/pages/public/page?debug=1')
  const panel = page.locator('#chunk-error-overlay')
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('页面加载失败，请检查网络后重试')
  failing = false
  await panel.getByRole('button', { name: '重新加载' }).click()
  await expect(page.getByTestId('public-page')).toBeVisible()
  await expect(panel).toHaveCount(0)
})
