import { expect, loginThroughAddress, test } from './support/fixtures'

const THEME_GREEN = 'rgb(0, 192, 148)'
const TABS = [
  { text: '首页', path: '/pages/home/home' },
  { text: '商城', path: '/pages/mall/mall' },
  { text: '我的', path: '/pages/user/user-info' },
]

test.describe('tab bar and routes', () => {
  test('switches between the three tabs and draws the selected one in #00C094', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    const items = page.locator('.weui-tabbar__item')
    await expect(items).toHaveCount(3)
    for (const tab of [TABS[1], TABS[2], TABS[0], TABS[2]]) {
      await items.filter({ hasText: tab.text }).click()
      await expect(page).toHaveURL(new RegExp(`${tab.path}$|${tab.path}\\?`))
      const selected = page.locator('.weui-tabbar__item.weui-bar__item_on')
      await expect(selected).toHaveCount(1)
      await expect(selected).toContainText(tab.text)
      const label = selected.locator('.weui-tabbar__label')
      expect(await label.evaluate((el) => getComputedStyle(el).color)).toBe(THEME_GREEN)
      for (const other of TABS.filter((t) => t !== tab)) {
        const otherLabel = items.filter({ hasText: other.text }).locator('.weui-tabbar__label')
        expect(await otherLabel.evaluate((el) => getComputedStyle(el).color)).not.toBe(THEME_GREEN)
      }
    }
  })

  for (const [link, selectedText] of [
    ['/', '首页'],
    ['/pages/home/home', '首页'],
    ['/pages/mall/mall', '商城'],
    ['/pages/user/user-info', '我的'],
  ]) {
    test(`deep link ${link} opens its tab`, async ({ page }) => {
      await loginThroughAddress(page, '/pages/home/home?debug=1')
      await page.goto(link)
      await expect(page.locator('.weui-tabbar__item.weui-bar__item_on')).toContainText(selectedText)
      if (selectedText === '首页') await expect(page.locator('[data-testid=current-city]')).toBeVisible()
      if (selectedText === '我的') await expect(page.locator('[data-testid=user-header]')).toBeVisible()
    })
  }

  test("each page's title is the document's title, set again on the way back; Taro's own bar is not drawn", async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await expect(page).toHaveTitle('首页')
    await page.locator('.weui-tabbar__item').filter({ hasText: '商城' }).click()
    await expect(page).toHaveTitle('商城')
    await page.goto('/pages/wallet/wallet')
    await expect(page).toHaveTitle('我的钱包')
    await page.goBack()
    await expect(page).toHaveTitle('商城')
    // the router shows its bar only on a page with navigationStyle 'default'; none has, and the build leaves it out
    await expect(page.locator('#taro-navigation-bar')).toHaveCount(0)
  })

  test('back with no page history goes to the home tab', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/public/page')
    await expect(page.locator('[data-testid=public-page]')).toBeVisible()
    await page.locator('[data-testid=nav-back]').click()
    await expect(page).toHaveURL(/\/pages\/home\/home/)
    await expect(page.locator('.weui-tabbar__item.weui-bar__item_on')).toContainText('首页')
    await expect(page.locator('[data-testid=current-city]')).toBeVisible()
  })
})
