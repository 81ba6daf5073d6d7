import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, loginThroughAddress, storedValue, test, type FaultKind } from './support/fixtures'

/**
 * The buying pages under a failing service: HTTP 500, malformed JSON, a body of the wrong shape,
 * data of the wrong shape, and a call that never answers. Each shows Chinese text (never a raw
 * JavaScript message, never a white screen) and recovers on retry once the service is back.
 */
const FAULTS: FaultKind[] = ['http500', 'malformed', 'wrong-shape', 'wrong-data', 'hang']
const ENGLISH_ERROR = /TypeError|undefined|null|Cannot read|Unexpected token|JSON|is not a function/

interface Ctx {
  page: Page
  request: APIRequestContext
  headers: Record<string, string>
}

async function session(page: Page, request: APIRequestContext): Promise<Ctx> {
  await loginThroughAddress(page, '/pages/user/user-info?debug=1')
  return { page, request, headers: { authorization: `Bearer ${await storedValue(page, 'studentToken')}` } }
}

async function firstOrderCode({ request, headers }: Ctx): Promise<string> {
  const list = await (await request.post('/mall/api/v1/order/query?version=6.1.0', { data: { pageIndex: 1, pageSize: 4, query: '' }, headers })).json()
  return list.data.dataList[0].orderCode as string
}

async function goodsProductId({ request, headers }: Ctx): Promise<string> {
  const page = await (await request.post('/mall/api/v1/product/discover', { data: { pageIndex: 1, pageSize: 20, categoryType: 2 }, headers })).json()
  for (const p of page.data.list as { productId: string }[]) {
    const res = await (await request.post('/mall/api/v1/product/order/confirmMergePayType', { data: { product: { productId: p.productId, amount: 1, payType: 0 } }, headers })).json()
    if (res.code === 0) return p.productId
  }
  throw new Error('no goods product can be confirmed')
}

interface Case {
  name: string
  path: string
  method?: string
  open(ctx: Ctx): Promise<string>
  content(page: Page): Locator
}

const CASES: Case[] = [
  { name: 'cart', path: '/mall/api/v1/cart', method: 'GET', open: async () => '/pages/cart/cart', content: (p) => p.getByTestId('cart-row').first() },
  { name: 'order list', path: '/mall/api/v1/order/query', open: async () => '/pages/order/order-list', content: (p) => p.getByTestId('order-card').first() },
  {
    name: 'order detail',
    path: '/^\\/mall\\/api\\/v1\\/order\\/[^/]+$/',
    method: 'GET',
    open: async (ctx) => `/pages/order/order-detail?orderCode=${await firstOrderCode(ctx)}`,
    content: (p) => p.getByTestId('order-status'),
  },
]

test.describe('buying pages when a service fails', () => {
  for (const c of CASES) {
    for (const fault of FAULTS) {
      test(`${c.name}, ${fault}: Chinese error state, then retry shows the page`, async ({ page, request, mock, problems }) => {
        const ctx = await session(page, request)
        const url = await c.open(ctx)
        await mock.fault({ path: c.path, fault, ...(c.method ? { method: c.method } : {}) })
        await page.goto(url)
        const error = page.getByTestId('error-state')
        await expect(error).toBeVisible({ timeout: fault === 'hang' ? 10_000 : 8_000 })
        await expect(error).toContainText(/[\u4e00-\u9fff]/)
        await expect(page.locator('body')).not.toContainText(ENGLISH_ERROR)
        await mock.clearFaults()
        await error.locator('.nut-button', { hasText: '重新加载' }).click()
        await expect(c.content(page)).toBeVisible()
        await expect(error).toHaveCount(0)
        expect(problems.unhandled()).toEqual([])
      })
    }
  }

  for (const fault of FAULTS) {
    test(`order confirmation, ${fault}: the message in Chinese, then back (spec §8)`, async ({ page, request, mock, problems }) => {
      const ctx = await session(page, request)
      const productId = await goodsProductId(ctx)
      await page.goto(`/pages/goods/goods-detail?productId=${productId}`)
      await mock.fault({ path: '/mall/api/v1/product/order/confirmMergePayType', fault })
      await page.goto(`/pages/order/order-confirm?productId=${productId}&amount=1&payType=0`)
      const error = page.getByTestId('error-state')
      await expect(error).toBeVisible({ timeout: fault === 'hang' ? 10_000 : 8_000 })
      await expect(error).toContainText(/[\u4e00-\u9fff]/)
      await expect(page.locator('body')).not.toContainText(ENGLISH_ERROR)
      await expect(page).not.toHaveURL(/order-confirm/, { timeout: 5_000 })
      expect(problems.unhandled()).toEqual([])
    })
  }
})
