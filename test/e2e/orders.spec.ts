import type { Page } from '@playwright/test'
import { expect, loginThroughAddress, storedValue, test } from './support/fixtures'

const tab = (page: Page, title: string) => page.getByTestId('tab-strip-item').filter({ hasText: title })
const button = (page: Page, text: string) => page.locator('.taro-button-core', { hasText: text })

test.describe('orders', () => {
  test('each tab shows only its orders, and the list pages by 4', async ({ page }) => {
    await loginThroughAddress(page, '/pages/order/order-list?debug=1')
    const cards = page.getByTestId('order-card')
    await expect(cards).toHaveCount(4)

    await tab(page, '待付款').click()
    await expect(cards.first()).toContainText('待付款')
    const pending = await cards.count()
    expect(pending).toBeGreaterThan(0)
    for (let i = 0; i < pending; i += 1) await expect(cards.nth(i)).toContainText('去支付')

    await tab(page, '已取消').click()
    await expect(cards.first()).toContainText('已取消')
    const cancelled = await cards.count()
    for (let i = 0; i < cancelled; i += 1) await expect(cards.nth(i).locator('.order-card__status')).toHaveText('已取消')

    await tab(page, '已完成').click()
    await expect(cards).toHaveCount(4)
    for (let i = 0; i < 4; i += 1) await expect(cards.nth(i).locator('.order-card__status')).toHaveText(/已完成|待收货/)
    await page.mouse.wheel(0, 4000)
    await expect.poll(() => cards.count()).toBeGreaterThan(4)
  })

  test('an unpaid order counts down the time left to pay, in digits a parent can read', async ({ page }) => {
    await loginThroughAddress(page, '/pages/order/order-list?debug=1')
    await tab(page, '待付款').click()
    const card = page.getByTestId('order-card').first()
    await expect(card).toContainText('待付款')
    await card.locator('.order-card__head').click()
    await expect(page).toHaveURL(/order-detail/)
    const countdown = page.getByTestId('pay-countdown')
    await expect(countdown).toContainText(/\d{2}:\d{2}:\d{2}/)
    const first = await countdown.textContent()
    await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(first)
    // every piece of the countdown is drawn at 12 px or more (NutUI's own was 6.5 px)
    const sizes = await countdown.evaluate((el) =>
      [...el.querySelectorAll('*')].filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim())).map((e) => parseFloat(getComputedStyle(e).fontSize)),
    )
    expect(sizes.length).toBeGreaterThan(0)
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12)
  })

  test('a cancelled order is deleted after confirming', async ({ page }) => {
    await loginThroughAddress(page, '/pages/order/order-list?tab=-1&debug=1')
    const cards = page.getByTestId('order-card')
    await expect(cards.first()).toContainText('已取消')
    const before = await cards.count()
    const id = await cards.first().getAttribute('data-order-id')
    await cards.first().locator('.taro-button-core', { hasText: '删除订单' }).click()
    await expect(page.getByText('删除后订单将无法恢复，确定删除吗？')).toBeVisible()
    await button(page, '确定').click()
    await expect(page.locator(`[data-order-id="${id}"]`)).toHaveCount(0)
    await expect(cards).toHaveCount(before - 1)
  })

  test('the contract is shown without its script', async ({ page, request }) => {
    await loginThroughAddress(page, '/pages/order/order-list?debug=1')
    const headers = { authorization: `Bearer ${await storedValue(page, 'studentToken')}` }
    const list = await (await request.post('/mall/api/v1/order/query?version=6.1.0', { data: { pageIndex: 1, pageSize: 50, query: '' }, headers })).json()
    let orderCode = ''
    for (const o of list.data.dataList as { orderId: string; orderCode: string }[]) {
      if ((await (await request.get(`/mall/api/v1/order/contract/${o.orderId}`, { headers })).json()).code === 0) {
        orderCode = o.orderCode
        break
      }
    }
    expect(orderCode).not.toBe('')
    await page.goto(`/pages/order/order-detail?orderCode=${orderCode}`)
    await button(page, '查看合同').click()
    await expect(page).toHaveURL(/order-contract/)
    await expect(page.getByTestId('contract-body')).toContainText('儿童康复服务协议')
    await expect(page.getByTestId('contract-body')).toContainText('第一条 服务内容')
    // the server's copy carries a script, an onclick and a javascript: link; none reaches the page
    const body = page.getByTestId('contract-body')
    await expect(body.locator('script')).toHaveCount(0)
    await expect(body.locator('[onclick]')).toHaveCount(0)
    await expect(body.locator('a[href^="javascript"]')).toHaveCount(0)
    await expect(body).not.toContainText('__contract_injected')
    // under it the contract's amount, as a figure and in financial capitals
    await expect(page.getByTestId('contract-amount')).toContainText(/合同金额（小写）：¥\d+\.\d{2}/)
    await expect(page.getByTestId('contract-amount')).toContainText(/合同金额（大写）：[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分]+[整分]/)
  })
})

test.describe('addresses', () => {
  test('create: validation messages first, then saved and listed', async ({ page }) => {
    await loginThroughAddress(page, '/pages/address/address-management?debug=1')
    await expect(page.getByTestId('address-card')).toHaveCount(2)
    await button(page, '新增收货地址').click()
    await expect(page).toHaveURL(/address-create/)

    await button(page, '保存').click()
    await expect(page.getByTestId('error-name')).toHaveText('请填写收货人姓名')
    await expect(page.getByTestId('error-phone')).toHaveText('请填写手机号码')
    await expect(page.getByTestId('error-areaCode')).toHaveText('请选择所在地区')
    await expect(page.getByTestId('error-detail')).toHaveText('请填写详细地址')

    await page.locator('input').nth(0).fill('张晓雨')
    await page.locator('input').nth(1).fill('1371111')
    await button(page, '保存').click()
    await expect(page.getByTestId('error-phone')).toHaveText('请填写正确的11位手机号码')
    await page.locator('input').nth(1).fill('13711112222')
    await page.getByTestId('area-cell').click()
    await page.getByText('浙江省', { exact: true }).click()
    await page.getByText('杭州市', { exact: true }).click()
    await page.getByText('西湖区', { exact: true }).click()
    await expect(page.getByTestId('area-cell')).toContainText('浙江省 杭州市 西湖区')
    await page.locator('textarea').fill('文三路 90 号东部软件园 2 号楼')
    // each label stands level with the first line of what was typed, and the address is set like the name
    const rows = await page.locator('.address-form__line').evaluateAll((lines) =>
      lines.map((line) => {
        const label = line.querySelector('.address-form__label')!.getBoundingClientRect()
        const field = line.querySelector('input, textarea, .address-form__area')
        if (!field) return null
        const r = field.getBoundingClientRect()
        const s = getComputedStyle(field)
        const firstLine = field.tagName === 'TEXTAREA' ? r.top + parseFloat(s.paddingTop) + parseFloat(s.lineHeight) / 2 : r.top + r.height / 2
        return { label: line.querySelector('.address-form__label')!.textContent, off: Math.abs(label.top + label.height / 2 - firstLine), font: `${s.fontSize} ${s.fontFamily}`, tag: field.tagName }
      }),
    )
    const fields = rows.filter((r) => r !== null)
    expect(fields.map((r) => r.label)).toEqual(['收货人', '手机号码', '所在地区', '详细地址'])
    for (const r of fields) expect(r.off, `${r.label} is level with its field`).toBeLessThanOrEqual(1.5)
    expect(fields.find((r) => r.tag === 'TEXTAREA')!.font).toBe(fields.find((r) => r.tag === 'INPUT')!.font)
    await button(page, '保存').click()

    await expect(page).toHaveURL(/address-management/)
    await expect(page.getByTestId('address-card')).toHaveCount(3)
    await expect(page.getByTestId('address-card').filter({ hasText: '张晓雨' })).toContainText('浙江省 杭州市 西湖区 文三路 90 号东部软件园 2 号楼')
  })

  test('delete asks first and removes the address', async ({ page }) => {
    await loginThroughAddress(page, '/pages/address/address-management?debug=1')
    const cards = page.getByTestId('address-card')
    await expect(cards).toHaveCount(2)
    await cards.filter({ hasText: '王建国' }).locator('.taro-button-core', { hasText: '删除' }).click()
    await expect(page.getByText('确定删除该收货地址吗？')).toBeVisible()
    await button(page, '确定').click()
    await expect(cards).toHaveCount(1)
    await expect(page.getByText('王建国')).toHaveCount(0)
  })
})
