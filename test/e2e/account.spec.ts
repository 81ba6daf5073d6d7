import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { createContext } from '../../mock/context'
import { productCatalogue } from '../../mock/seed/products'
import { createState } from '../../mock/state'
import { expect, loginThroughAddress, storedValue, test } from './support/fixtures'

const SHOTS = process.env.SHOTS_DIR ?? ''
if (SHOTS) mkdirSync(SHOTS, { recursive: true })
/** A 375 px screenshot of the page when SHOTS_DIR is set (for looking at each page). */
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** The cheapest point product that needs no address (not goods). */
async function cheapPointProduct(request: APIRequestContext) {
  const { seed } = (await (await request.get('/__mock__/health')).json()) as { seed: number }
  const list = productCatalogue(createContext(() => createState(seed)))
    .filter((p) => p.isPointProduct === 1 && p.productType !== 2)
    .sort((a, b) => (a.point ?? 0) - (b.point ?? 0))
  return list[0]
}

const num = async (page: Page, testId: string) => Number((await page.getByTestId(testId).first().innerText()).replace(/[^\d.]/g, ''))

test.describe('account centre', () => {
  test('我的 figures → coupons (tabs, receive x2 → x1 → 已领完) → check in once → points mall exchange → record shows the spend → switch organization', async ({ page, request, problems }) => {
    const product = await cheapPointProduct(request)
    await loginThroughAddress(page, '/pages/user/user-info?debug=1')

    // 我的 shows the mock's figures
    await expect(page.getByTestId('asset-wallet')).toContainText('¥200.00')
    await expect(page.getByTestId('asset-points')).toContainText('6000')
    await expect(page.getByTestId('asset-coupon')).toContainText('4')
    await expect(page.getByTestId('user-org')).toContainText('阳光儿童康复中心（总部）')
    await expect(page.getByTestId('user-header')).toContainText('138****8000')
    // the unread notices the message service reports (course + system)
    const token = await storedValue(page, 'studentToken')
    const unread = (
      await (await request.post('/mall/api/v1/message/queryMessage', { data: { pageIndex: 1, pageSize: 1, type: 1 }, headers: { authorization: `Bearer ${token}` } })).json()
    ).data as { courseUnRead: number; sysUnRead: number }
    expect(unread.courseUnRead + unread.sysUnRead).toBeGreaterThan(0)
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', String(unread.courseUnRead + unread.sysUnRead))
    await shot(page, 'user-info')

    // coupons: receive one offer twice, then none left
    await page.getByTestId('asset-coupon').click()
    await expect(page).toHaveURL(/\/pages\/coupon\/coupon-list/)
    const offer = page.locator('[data-testid="coupon-card"][data-id="CC01"]')
    await expect(offer).toContainText('领取x2')
    await expect(offer).toContainText('叠加使用')
    await expect(offer).toContainText('领取后30天有效')
    await expect(page.locator('[data-testid="coupon-card"][data-id="CC04"]')).toContainText('已领完')
    await expect(page.locator('[data-testid="coupon-card"][data-id="CC05"]')).toContainText('已过期')
    await shot(page, 'coupon-list')
    await offer.getByTestId('coupon-receive').click()
    await expect(offer).toContainText('领取x1')
    await offer.getByTestId('coupon-receive').click()
    await expect(offer).toContainText('已领完')
    const unused = page.getByTestId('coupon-tab-list')
    await expect(unused.getByTestId('coupon-card').filter({ hasText: '会员专享满200减30' })).toHaveCount(2)
    await page.getByTestId('tab-strip-item').filter({ hasText: '已使用' }).click()
    await expect(page.getByTestId('coupon-tab-list')).toHaveAttribute('data-tab', '1')
    await expect(page.getByTestId('coupon-tab-list')).toContainText('评估体验券')
    await expect(page.getByTestId('coupon-tab-list')).toContainText('已使用')
    await page.getByTestId('tab-strip-item').filter({ hasText: '已过期' }).click()
    await expect(page.getByTestId('coupon-tab-list')).toContainText('国庆满200减40')
    await expect(page.getByTestId('coupon-tab-list')).toContainText('不可叠加')
    await page.getByTestId('coupon-history-link').click()
    await expect(page).toHaveURL(/coupon-history/)
    await expect(page.locator('[id^="/pages/coupon/coupon-history"]').getByTestId('coupon-tab-list')).toContainText('评估体验券')
    await shot(page, 'coupon-history')

    // check in today: the button locks, the balance rises, a second one is refused
    await page.goto('/pages/point/clock-in')
    const button = page.getByTestId('signin-button')
    await expect(button).toContainText('立即签到')
    const before = await num(page, 'my-points')
    await shot(page, 'clock-in')
    await button.click()
    await expect(button).toContainText('今日已签到')
    await expect(page.locator('[data-testid="signin-button"]').first()).toHaveClass(/disabled/)
    await expect.poll(() => num(page, 'my-points')).toBeGreaterThan(before)
    const after = await num(page, 'my-points')
    await page.reload()
    await expect(page.getByTestId('signin-button')).toContainText('今日已签到')
    await expect(page.getByTestId('signin-mark').first()).toBeVisible()
    await shot(page, 'clock-in-done')

    // points mall: the dearest goods say 积分不足 before the tap; exchange the cheapest
    await page.goto('/pages/point/point-mall')
    await expect(page.getByTestId('my-points')).toHaveText(String(after))
    await page.getByTestId('tab-strip-item').filter({ hasText: '积分从高到低' }).click()
    const dearest = page.getByTestId('point-good').first()
    await expect(dearest).toContainText('积分不足')
    await expect(dearest.getByTestId('point-exchange')).toHaveClass(/disabled/)
    await shot(page, 'point-mall')
    await page.getByTestId('tab-strip-item').filter({ hasText: '积分从低到高' }).click()
    const card = page.locator(`[data-testid="point-good"][data-id="${product.productId}"]`)
    for (let i = 0; i < 10 && !(await card.count()); i += 1) await page.mouse.wheel(0, 4000)
    await card.getByTestId('point-exchange').click()
    await expect(page).toHaveURL(/\/pages\/order\/order-confirm-point\?/)
    await expect(page.locator('[id^="/pages/order/order-confirm-point"]').getByTestId('point-balance')).toContainText(String(after))
    await page.getByTestId('submit-order').click()
    await expect(page).toHaveURL(/pay-finish/)

    // the points record shows the spend
    await page.goto('/pages/user/point-record')
    const first = page.getByTestId('point-record').first()
    await expect(first).toContainText(`积分兑换-${product.name}`)
    await expect(first).toContainText(`-${product.point}`)
    await expect(page.getByTestId('record-balance')).toHaveText(String(after - (product.point ?? 0)))
    await page.getByTestId('tab-strip-item').filter({ hasText: '获得' }).click()
    await expect(page.getByTestId('point-record').first()).toContainText('每日签到')
    await shot(page, 'point-record')

    // rankings: 20 a page, my place pinned
    await page.goto('/pages/point/point-rank')
    await expect(page.getByTestId('rank-row')).toHaveCount(20)
    await expect(page.getByTestId('my-rank')).toContainText('乐乐妈妈（我）')
    await shot(page, 'point-rank')
    await page.mouse.wheel(0, 6000)
    await expect.poll(() => page.getByTestId('rank-row').count()).toBeGreaterThan(20)

    // wallet and rights
    await page.goto('/pages/wallet/wallet')
    await expect(page.getByTestId('wallet-balance')).toHaveText('200.00')
    await expect(page.getByText('钱包充值')).toBeVisible()
    await shot(page, 'wallet')
    await page.goto('/pages/rights/rights-list')
    const right = page.locator('[data-testid="right-card"][data-id="R03"]')
    await expect(page.getByTestId('equity-package')).toContainText('成长会员权益包')
    await shot(page, 'rights-list')
    await right.locator('.taro-button-core, .nut-button').filter({ hasText: '领取' }).first().click()
    await expect(right).toContainText('已领取')

    // switch organization: 我的 shows the new name
    await page.goto('/pages/user/user-info')
    await expect(page.getByTestId('user-org')).toContainText('阳光儿童康复中心（总部）')
    await page.getByTestId('user-org').click()
    await expect(page).toHaveURL(/set-organization/)
    await expect(page.getByTestId('org-current')).toHaveCount(1)
    await shot(page, 'set-organization')
    await page.getByTestId('org-row').filter({ hasText: '南山分院' }).click()
    await expect(page).toHaveURL(/user-info/)
    await expect(page.getByTestId('user-org')).toContainText('阳光儿童康复中心（南山分院）')
    await shot(page, 'user-info-switched')
    expect(problems.unhandled()).toEqual([])
  })
})
