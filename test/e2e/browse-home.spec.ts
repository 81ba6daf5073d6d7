import { expect, loginThroughAddress, test } from './support/fixtures'

const MODULE_PAGE = '/mall/api/v1/basics/modulePage/'

test.describe('home browsing', () => {
  test('switch tab, scroll to load page 2, open a product, choose a campus and a day', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    const cards = page.locator('[data-testid="module-list"] [data-testid="product-card"]')
    await expect(cards.first()).toBeVisible()

    // switching to another category tab loads that tab's module from page 1
    const firstOfTab = page.waitForRequest((r) => r.url().includes(`${MODULE_PAGE}Module_Lesson`))
    await page.getByTestId('tab-strip-item').filter({ hasText: '课程·线上线下' }).click()
    const req = await firstOfTab
    expect(JSON.stringify(req.postDataJSON() ?? Object.fromEntries(new URL(req.url()).searchParams))).toMatch(/"pageIndex":"?1"?/)
    await expect(cards.first()).toBeVisible()
    await expect(cards).toHaveCount(8)

    // scrolling to the bottom asks for page 2 and appends it
    const second = page.waitForRequest((r) => r.url().includes(`${MODULE_PAGE}Module_Lesson`) && /"?pageIndex"?[:=]"?2/.test(`${r.url()} ${r.postData() ?? ''}`))
    await page.mouse.wheel(0, 20000)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await second
    await expect.poll(() => cards.count()).toBeGreaterThan(8)

    // a product opens its detail page; a campus and a free day can be chosen
    const course = cards.first()
    const id = await course.getAttribute('data-id')
    await course.click()
    await expect(page).toHaveURL(new RegExp(`/pages/goods/goods-detail\\?id=${id}`))
    await expect(page.getByTestId('goods-detail')).toBeVisible()
    const campus = page.locator('[data-testid="detail-campus"][data-state="open"]').first()
    await campus.click()
    const free = page.locator('[data-testid="week-shown"] .week-calendar__day:not(.is-disabled):not(.is-full)').first()
    await free.click()
    await expect(free).toHaveClass(/is-selected/)
    await expect(page.locator('[data-testid="schedule"]').first()).toBeVisible()
  })
})
