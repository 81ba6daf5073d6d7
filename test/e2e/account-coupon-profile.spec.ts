import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, loginThroughAddress, test } from './support/fixtures'

/** the text field of a form row: the input itself carries the test id, or sits inside the element that does */
const field = (scope: Locator, testId: string) => scope.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`)

const SHOTS = process.env.SHOTS_DIR ?? ''
if (SHOTS) mkdirSync(SHOTS, { recursive: true })
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const couponPage = (page: Page) => page.locator('[id^="/pages/coupon/coupon-list"]')

test.describe('coupons lead to their products; the profile is edited from 我的', () => {
  test('去使用: one product → its detail; several → the list of exactly those; everything → the mall tab', async ({ page, problems }) => {
    await loginThroughAddress(page, '/pages/coupon/coupon-list?debug=1')

    // an offer the parent holds, for one assessment: 去使用 opens that product
    const single = couponPage(page).locator('[data-testid="coupon-card"][data-id="CC02"]')
    await expect(single).toContainText('限儿童发育综合测评，无门槛')
    await expect(single).not.toContainText('scope')
    await single.getByTestId('coupon-use').click()
    await expect(page).toHaveURL(/\/pages\/goods\/goods-detail\?id=P1028/)
    await expect(page.locator('[id^="/pages/goods/goods-detail"]').getByTestId('goods-detail')).toContainText('儿童发育综合测评')

    // my coupon for three video courses: 去使用 lists exactly those
    await page.goBack()
    const several = couponPage(page).getByTestId('coupon-tab-list').locator('[data-testid="coupon-card"][data-id="UC1002"]')
    await expect(several).toContainText('满50元可用，限指定视频课')
    await several.getByTestId('coupon-use').click()
    await expect(page).toHaveURL(/\/pages\/common\/search\?couponId=UC1002/)
    const list = page.locator('[id^="/pages/common/search"]').getByTestId('coupon-products')
    await expect(list).toContainText('优惠券适用商品（3）')
    await expect(list.getByTestId('product-card')).toHaveCount(3)
    expect(await list.getByTestId('product-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')))).toEqual(['P1034', 'P1035', 'P1036'])
    await shot(page, 'coupon-products')

    // a coupon for everything: the mall tab
    await page.goBack()
    await couponPage(page).getByTestId('coupon-tab-list').locator('[data-testid="coupon-card"][data-id="UC1001"]').getByTestId('coupon-use').click()
    await expect(page).toHaveURL(/\/pages\/mall\/mall/)
    expect(problems.unhandled()).toEqual([])
  })

  test('我的 → 编辑资料: a new name saved and shown on 我的; a wrong phone refused, a right one saved masked', async ({ page, problems }) => {
    await loginThroughAddress(page, '/pages/user/user-info?debug=1')
    await expect(page.getByTestId('user-header')).toContainText('乐乐妈妈')
    await page.getByTestId('edit-profile-name').click()
    await expect(page).toHaveURL(/\/pages\/profile\/profile-edit/)
    const profile = page.locator('[id^="/pages/profile/profile-edit"]')
    const name = field(profile, 'name-input')
    await expect(name).toHaveValue('乐乐妈妈')
    await expect(profile.getByTestId('phone-text')).toHaveText('138****8000')
    await shot(page, 'profile-edit')
    const save = profile.getByTestId('profile-save')
    await expect(save).toHaveClass(/disabled/)
    await name.fill('乐乐爸爸')
    await expect(save).not.toHaveClass(/disabled/)
    await save.click()
    // back on 我的 with the new name
    await expect(page).toHaveURL(/\/pages\/user\/user-info/)
    await expect(page.getByTestId('user-header')).toContainText('乐乐爸爸')
    await shot(page, 'user-info-renamed')

    // the phone: a wrong number is refused, a right one saved and shown masked
    await page.getByTestId('edit-profile-name').click()
    await expect(field(profile, 'name-input')).toHaveValue('乐乐爸爸')
    await field(profile, 'phone-input').fill('12345')
    await profile.getByTestId('phone-change').click()
    await expect(page.getByText('请输入正确的手机号')).toBeVisible()
    await field(profile, 'phone-input').fill('13700001234')
    await profile.getByTestId('phone-change').click()
    await expect(profile.getByTestId('phone-text')).toHaveText('137****1234')
    await page.reload()
    await expect(page.locator('[id^="/pages/profile/profile-edit"]').getByTestId('phone-text')).toHaveText('137****1234')
    expect(problems.unhandled()).toEqual([])
  })
})
