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
    // the coupon cards line up with the blocks around them (the hero, the product cards), not
    // inset twice (their own side margin inside a section's)
    const edges = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox()
      if (!box) throw new Error(`${selector} is not drawn`)
      return [Math.round(box.x), Math.round(box.x + box.width)]
    }
    const hero = await edges('.gift-bag__hero')
    expect(await edges('[data-testid="gift-coupon"]')).toEqual(hero)
    expect(await edges('.gift-bag [data-testid="product-card"]')).toEqual(hero)
  })

  test('the course list opens at /pages/home/course and at its package address', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/course?debug=1')
    await expect(page).toHaveURL(/\/pages\/home\/course/)
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible()
    await page.goto('/pages/home-extras/course?debug=1')
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible()
  })
})
