import { expect, loginThroughAddress, test } from './support/fixtures'

/** Expert articles are reached from 我的 and from the knowledge page, not only by address. */
test.describe('ways to the expert articles', () => {
  test('我的 → 专家文章 opens the article list', async ({ page }) => {
    await loginThroughAddress(page, '/pages/user/user-info?debug=1')
    await page.getByTestId('user-entry').filter({ hasText: '专家文章' }).click()
    await expect(page).toHaveURL(/\/pages\/article\/article-list/)
    await expect(page.getByTestId('article-card').first()).toBeVisible()
  })

  test('育儿知识 → 看专家文章 opens the article list', async ({ page }) => {
    await loginThroughAddress(page, '/pages/knowledge/knowledge?debug=1')
    const link = page.getByTestId('intro-link')
    await expect(link).toHaveText('看专家文章 ›')
    const box = await link.boundingBox()
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44)
    await link.click()
    await expect(page).toHaveURL(/\/pages\/article\/article-list/)
    await expect(page.getByTestId('article-card').first()).toBeVisible()
  })
})

/** The assessment list (spec §2) has no entry of its own: 我的 leads to it. */
test('我的 → 我的测评 opens the assessment list with its two tabs', async ({ page }) => {
  await loginThroughAddress(page, '/pages/user/user-info?debug=1')
  const entry = page.getByTestId('user-entry').filter({ hasText: '我的测评' })
  await expect(entry.locator('[data-icon="assessment"]')).toBeVisible()
  await entry.click()
  await expect(page).toHaveURL(/\/pages\/assessment\/assessment-list/)
  await expect(page.getByTestId('assessment-list')).toBeVisible()
  await expect(page.getByText('成长周报')).toBeVisible()
})
