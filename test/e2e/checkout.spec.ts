import type { APIRequestContext, Page } from '@playwright/test'
import { createContext } from '../../mock/context'
import { productCatalogue } from '../../mock/seed/products'
import { createState } from '../../mock/state'
import { expect, loginThroughAddress, storedValue, test } from './support/fixtures'

/** Two money products (no goods, so no address) whose total is between ¥110 and ¥220. */
async function pickPair(request: APIRequestContext) {
  const { seed } = (await (await request.get('/__mock__/health')).json()) as { seed: number }
  const list = productCatalogue(createContext(() => createState(seed))).filter(
    (p) => p.isPointProduct !== 1 && p.productType !== 2 && p.productType !== 5 && p.skuList.length === 1,
  )
  const fen = (p: (typeof list)[number]) => Math.round(Number(p.skuList[0].purchasemoney) * 100)
  for (const a of list) for (const b of list) if (a !== b && fen(a) + fen(b) >= 11000 && fen(a) + fen(b) <= 22000) return { a, b, totalFen: fen(a) + fen(b) }
  throw new Error('no pair of products in range')
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

interface CartRow {
  cartId: string
  productName: string
  amount: number
  payType: 0 | 1
  money: string
  point: number
  campusName?: string
  isEffective: 0 | 1
}

/** Logs in, adds two items to the cart through the mall service, opens the cart and settles both. */
async function cartToConfirm(page: Page, request: APIRequestContext) {
  const pair = await pickPair(request)
  await loginThroughAddress(page)
  const headers = { authorization: `Bearer ${await storedValue(page, 'studentToken')}` }
  // the lines the demo parent finds in the cart go, so that 全选 settles the two this journey adds
  const seeded = ((await (await request.get('/mall/api/v1/cart', { headers })).json()).data as CartRow[]).filter((r) => r.isEffective === 1)
  expect((await (await request.delete('/mall/api/v1/cart', { data: { cartIds: seeded.map((r) => r.cartId) }, headers })).json()).code).toBe(0)
  for (const p of [pair.a, pair.b]) {
    const res = await request.post('/mall/api/v1/cart', { data: { productId: p.productId, amount: 1, payType: 0 }, headers })
    expect((await res.json()).code).toBe(0)
  }
  await page.goto('/pages/cart/cart')
  const rows = page.getByTestId('cart-row')
  await expect(rows).toHaveCount(3) // two new, one invalid from before
  await expect(page.getByTestId('cart-total')).toContainText('¥0.00')
  await page.getByText('全选').click()
  await expect(page.getByTestId('cart-total')).toContainText(`¥${yuan(pair.totalFen)}`)
  await page.locator('.taro-button-core', { hasText: '结算(2)' }).click()
  await expect(page).toHaveURL(/\/pages\/order\/order-confirm\?carts=/)
  await expect(page.getByTestId('confirm-line')).toHaveCount(2)
  return pair
}

async function submitAndReachCashier(page: Page) {
  await page.getByTestId('submit-order').click()
  await expect(page).toHaveURL(/\/mock\/cashier\?/)
}

test.describe('checkout', () => {
  test("the demo parent's cart as a newcomer opens it: lines to buy beside the lapsed one, checked totals, 结算 of the money lines", async ({ page, request }) => {
    await loginThroughAddress(page)
    const headers = { authorization: `Bearer ${await storedValue(page, 'studentToken')}` }
    const rows = (await (await request.get('/mall/api/v1/cart', { headers })).json()).data as CartRow[]
    const money = rows.filter((r) => r.isEffective === 1 && r.payType === 0)
    const byPoints = rows.filter((r) => r.isEffective === 1 && r.payType === 1)
    expect(money.length).toBeGreaterThanOrEqual(2)
    expect(byPoints).toHaveLength(1)
    await page.goto('/pages/cart/cart')
    await expect(page.getByTestId('cart-row')).toHaveCount(rows.length)
    // the lapsed line sits under 失效商品, with nothing to check
    await expect(page.locator('.cart__section')).toHaveText('失效商品')
    await expect(page.locator('.cart-row--invalid')).toContainText('寒假专注力集训营')
    await expect(page.locator('.cart-row--invalid .nut-checkbox')).toHaveCount(0)
    // loaded unchecked (spec §4)
    await expect(page.getByTestId('cart-total')).toHaveText('合计：¥0.00')
    await expect(page.locator('.taro-button-core', { hasText: '结算(0)' })).toBeVisible()
    // the points line, then every line: money and points are counted apart, and settled apart
    await page.getByTestId('cart-row').filter({ hasText: byPoints[0].productName }).locator('.nut-checkbox').click()
    await expect(page.getByTestId('cart-total')).toHaveText(`合计：¥0.00+${byPoints[0].point * byPoints[0].amount}积分`)
    for (const r of money) await page.getByTestId('cart-row').filter({ hasText: r.productName }).locator('.nut-checkbox').click()
    const totalFen = money.reduce((s, r) => s + Math.round(Number(r.money) * 100) * r.amount, 0)
    const count = [...money, ...byPoints].reduce((s, r) => s + r.amount, 0)
    await page.locator('.taro-button-core', { hasText: `结算(${count})` }).click()
    await expect(page.getByText('积分商品与现金商品请分开结算')).toBeVisible()
    // the money lines alone: their total, and 结算 reaches the confirmation with them
    await page.getByTestId('cart-row').filter({ hasText: byPoints[0].productName }).locator('.nut-checkbox').click()
    await expect(page.getByTestId('cart-total')).toHaveText(`合计：¥${yuan(totalFen)}`)
    await page.locator('.taro-button-core', { hasText: `结算(${count - byPoints[0].amount})` }).click()
    await expect(page).toHaveURL(/\/pages\/order\/order-confirm\?carts=/)
    await expect(page.getByTestId('confirm-line')).toHaveCount(money.length)
  })

  test('cart → confirm → stackable then non-stackable coupon → wallet capped → cashier pays → pay-finish', async ({ page, request }) => {
    const { totalFen } = await cartToConfirm(page, request)
    // best promotion: both stackable coupons (¥20 + ¥10)
    await expect(page.getByTestId('coupon-cell')).toContainText('已选2张')
    await page.getByTestId('coupon-cell').click()
    await expect(page).toHaveURL(/coupon-select/)
    const card = (name: string) => page.getByTestId('coupon-card').filter({ hasText: name })
    await expect(card('满100减20')).toContainText('叠加使用')
    await expect(card('新人无门槛券')).toContainText('不可叠加')
    await expect(card('满1000减150')).toContainText('未满1000元')
    await card('满100减20').click() // stackable: toggles off
    await expect(page.getByTestId('coupon-sum')).toHaveText('已选1张，抵扣¥10.00')
    await card('新人无门槛券').click() // non-stackable: replaces all
    await expect(page.getByTestId('coupon-sum')).toHaveText('已选1张，抵扣¥30.00')
    await page.locator('.taro-button-core', { hasText: '确定' }).click()
    await expect(page).toHaveURL(/order-confirm/)

    const payable = totalFen - 3000
    await expect(page.getByTestId('pay-amount')).toHaveText(`¥${yuan(payable)}`)
    const wallet = page.locator('input[data-testid="wallet-input"]')
    await wallet.fill('999')
    await wallet.blur()
    await expect(page.getByText('钱包抵扣不能超过应付金额与运费之和')).toBeVisible()
    await expect(wallet).toHaveValue(yuan(payable))
    await expect(page.getByTestId('pay-amount')).toHaveText('¥0.00')
    await wallet.fill('10')
    await wallet.blur()
    await expect(page.getByTestId('pay-amount')).toHaveText(`¥${yuan(payable - 1000)}`)

    const submits: string[] = []
    page.on('request', (r) => r.url().endsWith('/mall/api/v1/mergePay') && submits.push(r.url()))
    await page.getByTestId('submit-order').dblclick()
    await expect(page).toHaveURL(/\/mock\/cashier\?/)
    expect(submits).toHaveLength(1)
    await expect(page.getByText(`¥${yuan(payable - 1000)}`)).toBeVisible()
    await page.getByRole('button', { name: '支付' }).click()
    await expect(page).toHaveURL(/\/pages\/pay\/pay-finish\?/, { timeout: 15_000 })
    await expect(page.getByTestId('pay-finish')).toContainText('支付成功')
    // the paid order is listed under 已完成 and no longer under 待付款
    const orderCode = new URL(page.url()).searchParams.get('orderCode')!
    expect(orderCode).toMatch(/^DD/)
    await page.goto('/pages/order/order-list?tab=1')
    await expect(page.getByText(orderCode)).toBeVisible()
    await page.goto('/pages/order/order-list?tab=2')
    await expect(page.getByTestId('order-card').first()).toBeVisible()
    await expect(page.getByText(orderCode)).toHaveCount(0)
  })

  test('cancel in the cashier → 支付取消 → order detail → pay again → paid', async ({ page, request }) => {
    const merges: string[] = []
    page.on('request', (r) => r.url().endsWith('/mall/api/v1/mergePay') && merges.push(r.url()))
    await cartToConfirm(page, request)
    await submitAndReachCashier(page)
    const firstOrderId = new URL(page.url()).searchParams.get('orderId')
    expect(firstOrderId).toBeTruthy()
    await page.getByRole('button', { name: '取消' }).click()
    await expect(page.getByText('支付取消')).toBeVisible()
    await expect(page).toHaveURL(/\/pages\/order\/order-detail\?orderCode=DD/, { timeout: 10_000 })
    const orderCode = new URL(page.url()).searchParams.get('orderCode')
    // the order is still pending: pay it again from its detail page
    await page.locator('.taro-button-core', { hasText: '去支付' }).click()
    await expect(page).toHaveURL(/\/mock\/cashier\?/)
    // the same order is paid again: no second order is created
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(firstOrderId)
    await page.getByRole('button', { name: '支付' }).click()
    await expect(page).toHaveURL(/\/pages\/pay\/pay-finish\?/, { timeout: 15_000 })
    await expect(page.getByTestId('pay-finish')).toContainText('支付成功')
    expect(new URL(page.url()).searchParams.get('orderCode')).toBe(orderCode)
    expect(merges).toHaveLength(1)
  })

  test('status queries failing → 订单状态超时', async ({ page, request, mock }) => {
    await cartToConfirm(page, request)
    await submitAndReachCashier(page)
    await mock.fault({ path: '/mall/api/v1/order/queryStatus', fault: 'http500' })
    await page.getByRole('button', { name: '支付' }).click()
    await expect(page.getByTestId('pay-return-state')).toHaveText('订单状态超时', { timeout: 15_000 })
    await expect(page).not.toHaveURL(/pay-finish/)
  })
})
