import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { createContext } from '../../mock/context'
import { productCatalogue } from '../../mock/seed/products'
import { createState } from '../../mock/state'
import { expect, loginThroughAddress, storedValue, test } from './support/fixtures'

const SHOTS = process.env.TRUST_SHOTS ?? ''
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return
  await page.waitForTimeout(500) // let the page's slide-in finish
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

async function catalogue(request: APIRequestContext) {
  const { seed } = (await (await request.get('/__mock__/health')).json()) as { seed: number }
  return productCatalogue(createContext(() => createState(seed)))
}

const yuan = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100)

/** Both sides of the box of a tappable control, including its padding. */
async function expectTappable(target: Locator, label: string) {
  await expect(target).toBeVisible()
  const box = await target.boundingBox()
  expect(box, label).not.toBeNull()
  expect(Math.min(box!.width, box!.height), `${label}: ${Math.round(box!.width)}×${Math.round(box!.height)}`).toBeGreaterThanOrEqual(44)
}

test.describe('what a parent sees is right', () => {
  test('a goods item costs the same in the list, the detail, the cart, the confirmation and the order; the order adds up; it waits to be shipped', async ({ page, request }) => {
    const goods = (await catalogue(request)).find((p) => p.productType === 2 && p.isPointProduct !== 1 && p.skuList[0].stock > 0 && Number(p.freightList[0]?.money) > 0)!
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    // the list: the search result card
    const list = await (await request.post('/mall/api/v1/search', { data: { keyword: goods.name, pageIndex: 1, pageSize: 8 } })).json()
    const listed = (list.data.list as { productId: string; purchasemoney: string }[]).find((p) => p.productId === goods.productId)!
    await page.goto(`/pages/goods/goods-detail?id=${goods.productId}`)
    const price = await page.getByTestId('detail-price').textContent()
    expect(yuan(price)).toBe(yuan(listed.purchasemoney))
    const original = page.getByTestId('detail-original-price')
    if (await original.count()) expect(yuan(await original.textContent())).toBeGreaterThan(yuan(price))
    // freight shown once, as a value beside one 运费 label
    await expect(page.getByTestId('detail-freight')).toHaveCount(1)
    await expect(page.getByTestId('detail-freight')).not.toContainText('运费 运费')
    await expect(page.getByTestId('detail-freight')).toContainText(`¥${goods.freightList[0].money}`)
    await expect(page.locator('.detail-section__title', { hasText: '规格' })).toHaveCount(goods.skuList.length > 1 ? 1 : 0)
    await expect(page.locator('[data-testid="spec-row"][data-key="规格"]')).toHaveCount(0)
    await shot(page, 'goods-detail')
    await expectTappable(page.locator('.buy-bar__cart'), '购物车')
    await expectTappable(page.locator('.nut-inputnumber-minus').first(), 'stepper −')
    await expectTappable(page.locator('.nut-inputnumber-add').first(), 'stepper +')

    await page.getByTestId('add-to-cart').click()
    await expect(page.getByText('已加入购物车')).toBeVisible()
    await page.goto('/pages/cart/cart')
    const row = page.getByTestId('cart-row').filter({ hasText: goods.name })
    await expect(row.locator('.cart-row__price')).toHaveText(price!)
    await shot(page, 'cart')
    await expectTappable(row.getByTestId('cart-delete'), '删除')
    await expectTappable(row.locator('.nut-inputnumber-add').first(), 'cart stepper')
    await row.locator('.nut-checkbox').first().click()
    await page.locator('.taro-button-core', { hasText: '结算(1)' }).click()
    await expect(page).toHaveURL(/order-confirm/)
    await expect(page.getByTestId('confirm-line-price')).toHaveText(price!)
    await expect(page.locator('.nut-cell', { hasText: '运费' })).toContainText(`¥${goods.freightList[0].money}`)
    // the checkout address uses the row's width
    const addr = await page.getByTestId('confirm-address').boundingBox()
    expect(addr!.width).toBeGreaterThan(375 * 0.6)
    await shot(page, 'order-confirm')
    await page.getByTestId('submit-order').click()
    await expect(page).toHaveURL(/\/mock\/cashier\?/)
    await page.getByRole('button', { name: '支付' }).click()
    await expect(page).toHaveURL(/\/pages\/pay\/pay-finish\?/, { timeout: 15_000 })
    const orderCode = new URL(page.url()).searchParams.get('orderCode')!

    await page.goto(`/pages/order/order-detail?orderCode=${orderCode}`)
    await expect(page.getByTestId('order-status')).toContainText('待发货')
    await expect(page.getByTestId('order-line-price')).toHaveText(price!)
    // every amount line is there and they add up to what was paid
    const lines = page.getByTestId('amount-line')
    const keys = await lines.evaluateAll((els) => els.map((e) => e.getAttribute('data-key')))
    expect(keys).toEqual(expect.arrayContaining(['goods', 'freight']))
    const fens = await lines.evaluateAll((els) => els.filter((e) => e.getAttribute('data-key') !== 'points').map((e) => Number(e.getAttribute('data-fen'))))
    const paid = yuan(await page.getByTestId('amount-paid').locator('.order-facts__pay').textContent())
    expect(fens.reduce((a, b) => a + b, 0)).toBe(paid)
    await shot(page, 'order-detail-unshipped')
    await expectTappable(page.getByTestId('copy-order-code'), '复制')
    await expect(page.locator('.taro-button-core', { hasText: '查看物流' })).toHaveCount(0)

    // no logistics yet: said plainly, not drawn as a network failure
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? (await (async () => {
      const headers = { authorization: `Bearer ${await storedValue(page, 'studentToken')}` }
      return (await (await request.get(`/mall/api/v1/order/${orderCode}`, { headers })).json()).data.orderId as string
    })())
    await page.goto(`/pages/order/order-delivery?orderId=${orderId}`)
    await expect(page.getByTestId('delivery-none')).toContainText('暂无物流信息')
    await expect(page.getByTestId('error-state')).toHaveCount(0)
    await expect(page.locator('img[src*="network-error"]')).toHaveCount(0)
    await shot(page, 'delivery-none')

    expect((await request.post(`/__mock__/ship/${orderId}`)).ok()).toBe(true)
    await page.goto(`/pages/order/order-detail?orderCode=${orderCode}`)
    await expect(page.getByTestId('order-status')).toContainText('待收货')
    await page.locator('.taro-button-core', { hasText: '查看物流' }).click()
    await expect(page.getByTestId('delivery-trace')).toContainText('已揽收')
    await shot(page, 'delivery')
    await expectTappable(page.getByTestId('copy-tracking'), '复制运单号')
  })

  test('a course opens on the list price; choosing another sku changes the price, its original and the spec rows', async ({ page, request }) => {
    const course = (await catalogue(request)).find((p) => p.productType === 1 && p.skuList.length > 2 && p.skuList.every((s) => s.stock > 0))!
    await page.goto(`/pages/goods/goods-detail?id=${course.productId}&debug=1`)
    await expect(page.getByTestId('detail-price')).toHaveText(`¥${course.purchasemoney}`)
    await expect(page.locator('[data-testid="spec-row"][data-key="课时数"]')).toContainText(course.skuList[0].skuName)
    await expect(page.getByTestId('detail-chosen')).toHaveText(`已选：${course.skuList[0].skuName}`)
    await page.getByTestId('sku').nth(1).click()
    await expect(page.getByTestId('detail-price')).toHaveText(`¥${course.skuList[1].purchasemoney}`)
    await expect(page.getByTestId('detail-original-price')).toHaveText(`¥${course.skuList[1].originalmoney}`)
    await expect(page.getByTestId('detail-chosen')).toHaveText(`已选：${course.skuList[1].skuName}`)
    await expect(page.locator('[data-testid="spec-row"][data-key="课时数"]')).toContainText(course.skuList[1].skuName)
    // closed campuses are marked and cannot be chosen
    const closed = page.locator('[data-testid="detail-campus"]:not([data-state="open"])').first()
    await expect(closed).toContainText(/已注销|暂停/)
    await closed.click()
    await expect(closed).not.toHaveClass(/is-active/)
    // choosing a city lists that city's campuses only
    const cities = page.getByTestId('detail-city')
    expect(await cities.count()).toBeGreaterThan(1)
    const name = (await cities.nth(1).textContent())!
    await cities.nth(1).click()
    await expect(page.locator('.chip--city.is-active')).toHaveText(name)
    await expect(page.getByTestId('campus-city')).toHaveCount(1)
    await expect(page.getByTestId('campus-city')).toHaveAttribute('data-city', name)
    await shot(page, 'course-detail')
    await expectTappable(page.getByTestId('sku').nth(1), 'sku chip')
    await expectTappable(page.getByTestId('detail-campus').first(), 'campus chip')
  })
})

test.describe('no dead ends and polish', () => {
  test('the empty cart leads to the mall; a missing product is drawn as missing with a way back', async ({ page, request }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    const headers = { authorization: `Bearer ${await storedValue(page, 'studentToken')}` }
    const rows = (await (await request.get('/mall/api/v1/cart', { headers })).json()).data as { cartId: string }[]
    await request.post('/mall/api/v1/cart/batch', { data: { cartIds: rows.map((r) => r.cartId) }, headers })
    await page.goto('/pages/cart/cart')
    const toMall = page.getByTestId('empty-action')
    await expect(toMall).toHaveText('去商城逛逛')
    await shot(page, 'cart-empty')
    await expectTappable(toMall, '去商城逛逛')
    await toMall.click()
    await expect(page).toHaveURL(/\/pages\/mall\/mall/)

    await page.goto('/pages/goods/goods-detail?id=P9999')
    const missing = page.getByTestId('error-state')
    await expect(missing).toHaveAttribute('data-kind', 'not-found')
    await expect(missing).toContainText('商品不存在或已下架')
    await expect(missing.locator('img[src*="network-error"]')).toHaveCount(0)
    await expect(page.getByTestId('error-retry')).toHaveCount(0)
    await shot(page, 'goods-missing')
    await expectTappable(page.getByTestId('error-back'), '返回')
  })

  test('tap targets at 375 px: address 编辑/删除 and the city index; coupon overlay tags look like tags', async ({ page }) => {
    await loginThroughAddress(page, '/pages/address/address-management?debug=1')
    await expect(page.getByTestId('address-card')).toHaveCount(2)
    await expectTappable(page.getByTestId('address-edit').first(), '编辑')
    await expectTappable(page.getByTestId('address-delete').first(), '删除')
    await shot(page, 'address-management')
    await page.goto('/pages/common/choose-city')
    const keys = page.getByTestId('letter-index').locator('.choose-city__key')
    await expect(keys.first()).toBeVisible()
    for (const i of [0, 1, 2]) await expectTappable(keys.nth(i), `city index ${i}`)
    await shot(page, 'choose-city')
  })

  test('coupon tags, points short and the input font', async ({ page, request }) => {
    const points = (await catalogue(request)).filter((p) => p.isPointProduct === 1).sort((a, b) => (b.point ?? 0) - (a.point ?? 0))[0]
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    const headers = { authorization: `Bearer ${await storedValue(page, 'studentToken')}` }
    const balance = 6000
    expect(points.point).toBeGreaterThan(0)
    const amount = Math.floor(balance / (points.point ?? 1)) + 1
    await page.goto(`/pages/order/order-confirm?productId=${points.productId}&amount=${amount}&payType=1`)
    await expect(page.getByText('积分不足，无法兑换')).toBeVisible()
    await expect(page.getByTestId('submit-order')).toHaveClass(/disabled/)
    await shot(page, 'points-short')

    const money = (await catalogue(request)).find((p) => p.isPointProduct !== 1 && p.productType === 9 && Number(p.purchasemoney) >= 100)!
    void headers
    await page.goto(`/pages/order/order-confirm?productId=${money.productId}&amount=1&payType=0`)
    await page.getByTestId('coupon-cell').click()
    const tag = page.getByTestId('overlay-tag').first()
    await expect(tag).toBeVisible()
    const style = await tag.evaluate((el) => {
      const s = getComputedStyle(el)
      return { border: s.borderTopStyle, radius: parseFloat(s.borderTopLeftRadius), bg: s.backgroundColor }
    })
    expect(style.border).toBe('solid')
    expect(style.radius).toBeGreaterThan(0)
    expect(style.bg).not.toBe('rgba(0, 0, 0, 0)')
    await shot(page, 'coupon-select')
    await page.goBack()
    const input = page.locator('input[data-testid="wallet-input"]')
    const fonts = await input.evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(document.body.querySelector('.confirm') ?? document.body).fontFamily])
    expect(fonts[0]).toContain('WenQuanYi Zen Hei')
  })

  test('《用户协议》《隐私政策》 open their texts; the open-in-WeChat page shows its link', async ({ page }) => {
    await page.goto('/pages/home/home')
    await expect(page.getByTestId('open-in-wechat')).toBeVisible()
    const origin = new URL(page.url()).origin
    await expect(page.getByTestId('wechat-link')).toHaveText(`${origin}/`)
    await shot(page, 'open-in-wechat')
    await expectTappable(page.getByTestId('copy-link'), '复制链接')

    await loginThroughAddress(page, '/pages/auth/login?debug=1')
    await page.getByTestId('doc-agreement').click()
    await expect(page.getByTestId('legal-doc')).toContainText('用户协议')
    await shot(page, 'agreement')
    await page.goBack()
    await expectTappable(page.getByTestId('doc-privacy'), '《隐私政策》')
    await page.getByTestId('doc-privacy').click()
    await expect(page.getByTestId('legal-doc')).toContainText('隐私政策')
  })
})
