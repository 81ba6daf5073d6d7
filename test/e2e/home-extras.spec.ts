import { expect, loginThroughAddress, test } from './support/fixtures'

/**
 * The new-user gift pack and the comprehensive-course list keep the spec's addresses
 * /pages/home/gift-bag and /pages/home/course while their code loads as its own package.
 */
test.describe('home extras at their spec addresses', () => {
  test('home 新人礼包 → the gift pack at /pages/home/gift-bag with its coupons', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.getByTestId('new-user-gift').click()
    await expect(page).toHaveURL(/\/pages\/home\/gift-bag/)
    await expect(page.getByTestId('gift-coupon').first()).toBeVisible()
    await expect(page.getByText('新人优惠券')).toBeVisible()
  })

  test('the course list opens at /pages/home/course and at its package address', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/course?debug=1')
    await expect(page).toHaveURL(/\/pages\/home\/course/)
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible()
    await page.goto('/pages/home-extras/course?debug=1')
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible()
  })
})
