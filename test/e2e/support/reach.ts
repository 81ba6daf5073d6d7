import type { Page } from '@playwright/test'
import { goodsProduct, type MockData } from '../../weapp/route-samples'

/** Buy now on a goods page: the checkout the parent reaches (its draft is made by the goods page). */
export async function buyNow(page: Page, mock: MockData): Promise<void> {
  const p = await goodsProduct(mock)
  await page.goto(`/pages/goods/goods-detail?id=${p.productId}`)
  await page.getByTestId('buy-now').click()
  await page.waitForURL(/order-confirm/)
  await page.getByText('提交订单').waitFor()
}

/**
 * The pages a parent reaches only by tapping through, in the browser (the mini-program's route
 * samples tap the same way in its runtime): a page address alone has no checkout draft.
 */
export const REACH: Record<string, (page: Page, mock: MockData) => Promise<void>> = {
  'pages/order/order-confirm': buyNow,
  'pages/coupon/coupon-select': async (page, mock) => {
    await buyNow(page, mock)
    await page.getByTestId('coupon-cell').click()
    await page.waitForURL(/coupon-select/)
  },
}
