import type { Page } from '@playwright/test'
import { expect, loginThroughAddress, storedValue, test } from './support/fixtures'

const SHOTS = process.env.GROWTH_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

/** The generated poster: the canvas and the <img> made from it, in device pixels. */
async function posterPixels(page: Page) {
  return page.evaluate(async () => {
    const host = document.getElementById('poster-canvas')
    const canvas = (host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas')) as HTMLCanvasElement
    const img = document.querySelector('[data-testid="poster-image"] img, img[data-testid="poster-image"]') as HTMLImageElement
    if (img && !img.complete) await new Promise((r) => (img.onload = r))
    // a tainted canvas would throw here
    const readable = canvas.toDataURL('image/png').startsWith('data:image/png')
    return { canvas: [canvas.width, canvas.height], image: [img?.naturalWidth, img?.naturalHeight], src: img?.src.slice(0, 22), readable }
  })
}

test.describe('growth', () => {
  test.describe('at 3×', () => {
    test.use({ deviceScaleFactor: 3 })

    test('activity → switch poster → generate a sharp poster → record → rules', async ({ page, problems }) => {
      await loginThroughAddress(page, '/pages/activity/activity?debug=1')
      await expect(page.getByTestId('activity-page')).toBeVisible()
      await expect(page.getByTestId('award-step')).toHaveCount(3)
      // 7 invited in the record: steps 3 and 5 reached, 10 next
      await expect(page.getByTestId('award-hint')).toHaveText('再邀请3人可得800积分')
      await expect(page.locator('[data-testid="award-step"][data-reached="true"]')).toHaveCount(2)
      // the disabled invitee award is not shown; the enabled invitor one is
      await expect(page.getByTestId('referral-line')).toHaveCount(1)
      await expect(page.getByTestId('referral-card')).toContainText('200积分')
      await expect(page.getByTestId('rank-row')).toHaveCount(30)
      await shot(page, 'activity')

      await page.getByTestId('to-poster').click()
      await expect(page).toHaveURL(/activity-poster/)
      await expect(page.getByTestId('poster-choice')).toHaveCount(3)
      await page.getByTestId('poster-choice').nth(1).click()
      await expect(page.getByTestId('poster-choice').nth(1)).toHaveAttribute('aria-selected', 'true')
      await shot(page, 'activity-poster')
      const drawn = page.waitForRequest((r) => r.url().includes('/mock/poster/invite-2.png'))
      await page.getByTestId('poster-generate').click()
      await drawn
      await expect(page.getByTestId('poster-result')).toBeVisible()
      const px = await posterPixels(page)
      expect(px.canvas).toEqual([900, 1599])
      expect(px.image).toEqual([900, 1599])
      expect(px.src).toBe('data:image/png;base64,')
      expect(px.readable).toBe(true)
      await expect(page.getByText('长按图片保存或发送给好友')).toBeVisible()
      await shot(page, 'activity-poster-generated')
      await page.locator('.taro-button-core', { hasText: '关闭' }).click()
      await page.goBack()

      await page.getByTestId('to-record').click()
      await expect(page).toHaveURL(/activity-record/)
      await expect(page.getByTestId('record-row')).toHaveCount(7)
      await expect(page.getByTestId('record-summary').first()).toContainText('950')
      await expect(page.getByText('已首单')).toHaveCount(3)
      await shot(page, 'activity-record')
      await page.goBack()

      await page.getByTestId('to-rule').click()
      await expect(page).toHaveURL(/activity-rule/)
      await expect(page.getByTestId('activity-rule')).toContainText('同一手机号')
      await shot(page, 'activity-rule')
      expect(problems.unhandled()).toEqual([])
    })

    test('assessment invitation and its poster', async ({ page }) => {
      await loginThroughAddress(page, '/pages/activity-questionnaire/activity-questionnaire?debug=1')
      await expect(page.getByTestId('assess-invite')).toContainText('邀请好友免费测评')
      await expect(page.getByTestId('assess-count')).toHaveText('已邀请 2 人')
      await shot(page, 'activity-questionnaire')
      await page.getByTestId('to-assess-poster').click()
      await page.getByTestId('poster-generate').click()
      await expect(page.getByTestId('poster-result')).toBeVisible()
      expect((await posterPixels(page)).image).toEqual([900, 1599])
      await shot(page, 'activity-questionnaire-poster-generated')
    })
  })

  test('a new parent opens a product from a distribution link, buys it, and mergePay carries the distribution ids', async ({ page }) => {
    // P1043 (a consultation, DSC005) shared by the demo parent U10001
    await page.goto('/pages/goods/goods-detail?id=P1043&distributionSaleConfigId=DSC005&from_user=U10001&debug=1')
    await expect(page.getByTestId('buy-now')).toBeVisible()
    await expect.poll(() => storedValue(page, 'distributionSale')).toContain('DSC005')
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/goods/goods-detail?id=P1043')
    await page.getByTestId('buy-now').click()
    await expect(page).toHaveURL(/order-confirm/)
    const mergePay = page.waitForRequest((r) => r.url().endsWith('/mall/api/v1/mergePay') && r.method() === 'POST')
    await page.getByTestId('submit-order').click()
    const body = (await mergePay).postDataJSON() as Record<string, unknown>
    expect(body.distributionSaleConfigId).toBe('DSC005')
    expect(body.distributionUserId).toBe('U10001')
    await expect(page).toHaveURL(/\/mock\/cashier\?/)
  })

  test('distribution list → product poster; my earnings', async ({ page }) => {
    await loginThroughAddress(page, '/pages/distribution/distribution-list?debug=1')
    await expect(page.getByTestId('distribution-item')).toHaveCount(8)
    await shot(page, 'distribution-list')
    await page.getByTestId('distribution-share').first().click()
    await expect(page).toHaveURL(/distribution-poster\?distributionSaleConfigId=DSC001/)
    await page.getByTestId('poster-generate').click()
    await expect(page.getByTestId('poster-result')).toBeVisible()
    expect((await posterPixels(page)).image).toEqual([600, 1066])
    await expect(page.getByTestId('poster-result')).toBeVisible()
    await shot(page, 'distribution-poster-generated')
    await page.goto('/pages/distribution/my-distribution')
    await expect(page.getByTestId('share-row')).toHaveCount(4)
    await page.getByTestId('share-row').first().locator('.dist-share__head').click()
    await expect(page.getByTestId('share-orders').locator('.dist-order')).toHaveCount(3)
    await shot(page, 'my-distribution')
  })

  test('the test page opens only with debug=1 and fires native events', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/test/test')
    await expect(page.getByText('页面不存在')).toBeVisible()
    await expect(page.getByTestId('test-page')).toHaveCount(0)

    await page.addInitScript(() => {
      const w = window as unknown as { KidsHealthNative: unknown; __sent: string[] }
      w.__sent = []
      w.KidsHealthNative = { postMessage: (event: string) => w.__sent.push(event) }
    })
    await page.goto('/pages/test/test?debug=1')
    await expect(page.getByTestId('test-page')).toBeVisible()
    await expect(page.getByTestId('native-event')).toHaveCount(19)
    await expect(page.getByTestId('test-page')).toContainText('Android')
    await page.getByTestId('native-event').filter({ hasText: 'DISTRIBUTION_SAVE_POSTER' }).click()
    await expect(page.getByTestId('fired')).toHaveText('DISTRIBUTION_SAVE_POSTER：已发送')
    expect(await page.evaluate(() => (window as unknown as { __sent: string[] }).__sent)).toEqual(['DISTRIBUTION_SAVE_POSTER'])
    await shot(page, 'test-page')
  })
})
