import { expect, loginThroughAddress, test } from './support/fixtures'

/** 我的 shows the unread notices; reading one lowers the count there too. */
test('reading a notice lowers the unread count on 我的', async ({ page }) => {
  await loginThroughAddress(page, '/pages/user/user-info?debug=1')
  const badge = page.getByTestId('unread-badge')
  await expect(badge).toBeVisible()
  const before = Number(await badge.getAttribute('data-count'))
  expect(before).toBeGreaterThan(0)

  await page.getByTestId('user-entry').filter({ hasText: '消息通知' }).click()
  await expect(page).toHaveURL(/notice-list/)
  await page.locator('[data-testid="notice-item"][data-state="unread"]').first().click()
  await expect(page.getByTestId('notice-detail')).toBeVisible()

  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/user-info/)
  await expect(badge).toHaveAttribute('data-count', String(before - 1))
})
