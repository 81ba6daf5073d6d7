import { ROUTE_SAMPLES } from '../weapp/route-samples'
import { demoParent } from './support/demo-parent'
import { expect, loginThroughAddress, test } from './support/fixtures'
import { REACH } from './support/reach'
import { enlargeText } from './support/large-text'
import { scrollsPastItsContent } from './support/page-audit'
import { barsClearHomeIndicator, emulateSafeArea, IPHONE_14, IPHONE_14_INSETS } from './support/safe-area'
import { pictureShapes, wideWindowProblems } from './support/wide-window'

/**
 * The notch and the home indicator, and windows wider than a phone (the every-route audit runs both
 * passes on every page; here: the checks themselves can fail, the pages with a fixed bar have one
 * the check measured, and a page laid out from the window's height follows a resized window).
 */

test('the safe-area check finds a bar whose last control sits on the home indicator, and passes one padded by the inset', async ({ page }) => {
  await page.setViewportSize(IPHONE_14)
  await page.setContent(`<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><style>body{margin:0}</style>
    <div style="position:fixed;left:0;right:0;bottom:0;padding:10px" class="flat"><button style="height:44px">提交</button></div>`)
  expect(await emulateSafeArea(page)).toBe(IPHONE_14_INSETS.bottom)
  const flat = await barsClearHomeIndicator(page)
  expect(flat.bars).toBe(1)
  expect(flat.problems).toEqual([expect.stringMatching(/^div\.flat "提交": button "提交" ends at 834px, under the home indicator \(the safe area ends at 810px\)$/)])
  await page.evaluate(() => ((document.querySelector('.flat') as HTMLElement).style.paddingBottom = 'calc(10px + env(safe-area-inset-bottom))'))
  expect(await barsClearHomeIndicator(page)).toEqual({ bars: 1, problems: [] })
})

test('the wide check finds a page wider than its column and a stretched picture', async ({ page }) => {
  const picture = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/%3E'
  await page.setViewportSize({ width: 375, height: 667 })
  await page.setContent(`<meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:0}</style>
    <div class="taro_page" style="overflow-x:hidden;max-width:750px;margin:0 auto"><img src='${picture}' style="display:block;width:100%;height:100px">
      <div class="bar" style="position:fixed;left:0;right:0;bottom:0;max-width:750px;margin:0 auto;padding:0 24px">合计</div></div>`)
  const found = await wideWindowProblems(page, await pictureShapes(page))
  expect(found).toEqual(
    expect.arrayContaining([
      // a bar whose padding is added to the column's width sticks out of it, though the page clips its overflow
      expect.stringMatching(/^1024×768 outside the column \(137–887px\): div\.bar "合计" spans 113–911px/),
      // a picture 100 px tall whatever its width
      expect.stringMatching(/^1024×768 a picture is stretched: .* is 7\.50:1, 3\.75:1 on a phone/),
    ]),
  )
})

test('the page-height check finds a page whose padding makes its box scroll and a window-high page taller than its box, and passes both once they fit', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  // Taro's page box, shorter than the window by a tab bar, with its pull-down wrappers around the page
  const boxed = (root: string) => `<meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:0}</style>
    <div class="taro_page" style="height:612px;overflow-y:scroll"><div class="rmc-pull-to-refresh-content-wrapper"><div class="rmc-pull-to-refresh-content">${root}</div></div></div>`
  await page.setContent(boxed('<div class="coupons" style="min-height:612px;padding-bottom:24px"><div>一张券</div></div>'))
  expect(await scrollsPastItsContent(page)).toEqual([expect.stringMatching(/^the page scrolls 24px past its content: div\.coupons ends at \d+px in a box 612px tall that scrolls to 636px$/)])
  await page.evaluate(() => ((document.querySelector('.coupons') as HTMLElement).style.boxSizing = 'border-box'))
  expect(await scrollsPastItsContent(page)).toEqual([])

  await page.setContent(boxed('<div class="mall" style="height:667px;display:flex;flex-direction:column"><div style="flex:1;height:0;overflow:auto"><div style="height:2000px">列表</div></div></div>'))
  expect(await scrollsPastItsContent(page)).toEqual(['div.mall is set 55px taller than its page box (612px): the page scrolls by that'])
  await page.evaluate(() => ((document.querySelector('.mall') as HTMLElement).style.height = '612px'))
  expect(await scrollsPastItsContent(page)).toEqual([])
})

test('the mall: its menu and its list end where the tab bar begins, the page itself does not scroll, with and without the iPhone\'s insets, with large text, and to the window\'s end with the bar hidden', async ({ page, baseURL }) => {
  await demoParent(baseURL ?? '')
  await page.setViewportSize({ width: 375, height: 667 })
  await loginThroughAddress(page)
  await page.goto('/pages/mall/mall')
  const list = page.locator('.mall__list')
  await expect(list.locator('.product-card').first()).toBeVisible()
  const measure = () =>
    page.evaluate(() => {
      const bottom = (selector: string) => Math.round(document.querySelector(selector)!.getBoundingClientRect().bottom)
      const bar = Math.round(document.querySelector('.taro-tabbar__tabbar')!.getBoundingClientRect().top)
      const box = document.querySelector('.mall')!.closest('.taro_page') as HTMLElement
      return { list: bottom('.mall__list') - bar, menu: bottom('.mall__menu') - bar, pageScrolls: box.scrollHeight - box.clientHeight }
    })
  // ends measured from the tab bar's top: 0 is flush with it
  expect(await measure()).toEqual({ list: 0, menu: 0, pageScrolls: 0 })
  await page.setViewportSize(IPHONE_14)
  expect(await emulateSafeArea(page)).toBe(IPHONE_14_INSETS.bottom)
  await expect.poll(measure).toEqual({ list: 0, menu: 0, pageScrolls: 0 })
  // at 200% text the bar's labels make it taller than its row: the page leaves room for the bar it draws
  const row = await page.locator('.taro-tabbar__tabbar').evaluate((el) => el.getBoundingClientRect().height)
  await enlargeText(page)
  await expect.poll(() => page.locator('.taro-tabbar__tabbar').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(row + 10)
  await expect.poll(measure).toEqual({ list: 0, menu: 0, pageScrolls: 0 })
  // with the bar hidden (the class Taro.hideTabBar gives it) the page reaches the window's end
  await page.locator('.taro-tabbar__tabbar').evaluate((el) => el.classList.add('taro-tabbar__tabbar-hide'))
  const toWindowEnd = () =>
    page.evaluate(() => {
      const box = document.querySelector('.mall')!.closest('.taro_page') as HTMLElement
      return { list: Math.round(document.querySelector('.mall__list')!.getBoundingClientRect().bottom - window.innerHeight), pageScrolls: box.scrollHeight - box.clientHeight }
    })
  await expect.poll(toWindowEnd).toEqual({ list: 0, pageScrolls: 0 })
})

/** The pages with a bar fixed to the bottom (or the tab bar) a parent meets on the way to an order. */
const BARRED = ['pages/home/home', 'pages/user/user-info', 'pages/goods/goods-detail', 'pages/cart/cart', 'pages/order/order-confirm', 'pages/order/order-detail', 'pages/address/address-management']

for (const route of BARRED) {
  test(`${route} on an iPhone 14: its bar ends above the home indicator, and the page's end above the bar`, async ({ page, problems, baseURL }) => {
    const mock = await demoParent(baseURL ?? '')
    const sample = await ROUTE_SAMPLES[route](mock)
    await page.setViewportSize(IPHONE_14)
    await loginThroughAddress(page)
    expect(await emulateSafeArea(page)).toBe(IPHONE_14_INSETS.bottom)
    if (sample.reach) await REACH[route](page, mock)
    else await page.goto(`/${route}${sample.query ? `?${new URLSearchParams(sample.query)}` : ''}`)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    const found = await barsClearHomeIndicator(page)
    expect(found.bars, 'the bar the check measures').toBeGreaterThan(0)
    expect(found.problems).toEqual([])
    expect(problems.errors).toEqual([])
  })
}

test('choose-city: the A–Z list ends at the window\'s bottom, again after the window is resized', async ({ page, baseURL }) => {
  await demoParent(baseURL ?? '')
  await loginThroughAddress(page)
  await page.goto('/pages/common/choose-city')
  const list = page.locator('.choose-city__list')
  await list.waitFor()
  const bottomOf = () => list.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))
  expect(await bottomOf()).toBe(812)
  await page.setViewportSize({ width: 1024, height: 1200 })
  await expect.poll(bottomOf).toBe(1200)
})

test("choose-city: at a phone's width the A–Z list ends at the window's bottom and the page itself does not scroll", async ({ page }) => {
  await loginThroughAddress(page)
  const list = page.locator('.choose-city__list')
  // the top block grows with the window's width (its lengths follow the design width), so no height of it holds for every phone
  for (const size of [{ width: 320, height: 568 }, { width: 375, height: 667 }, { width: 390, height: 844 }, { width: 414, height: 896 }]) {
    await page.setViewportSize(size)
    await page.goto('/pages/common/choose-city')
    await expect(page.getByTestId('city-group').first()).toBeVisible()
    const found = await list.evaluate((el) => {
      const pageBox = el.closest('.taro_page') as HTMLElement
      return { listBottom: Math.round(el.getBoundingClientRect().bottom), pageScrolls: pageBox.scrollHeight - pageBox.clientHeight, windowScrolls: document.documentElement.scrollHeight - innerHeight }
    })
    expect({ size, ...found }).toEqual({ size, listBottom: size.height, pageScrolls: 0, windowScrolls: 0 })
  }
})

test('goods detail in a window wider than it is tall: its pictures stay square and its price shows above the buy bar; upright, the pictures fill the column as on a phone', async ({ page, baseURL, problems }) => {
  const mock = await demoParent(baseURL ?? '')
  const sample = await ROUTE_SAMPLES['pages/goods/goods-detail'](mock)
  await loginThroughAddress(page)
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto(`/pages/goods/goods-detail?${new URLSearchParams(sample.query)}`)
  const gallery = page.getByTestId('gallery').locator('img').first()
  const price = page.getByTestId('detail-price')
  const bar = page.getByTestId('buy-bar')
  await expect(price).toBeVisible()
  const box = async (l: typeof price) => (await l.boundingBox())!
  await expect.poll(async () => (await box(gallery)).height).toBeLessThan(768 * 0.65)
  const picture = await box(gallery)
  expect(Math.abs(picture.width / picture.height - 1)).toBeLessThan(0.02)
  // centred in the column
  expect(Math.abs(picture.x + picture.width / 2 - 512)).toBeLessThan(2)
  expect((await box(price)).y + (await box(price)).height).toBeLessThanOrEqual((await box(bar)).y)

  // upright (an iPad, a phone): the column's full width, square, as before
  await page.setViewportSize({ width: 375, height: 667 })
  await page.reload()
  await expect(price).toBeVisible()
  await expect.poll(async () => Math.round((await box(gallery)).width)).toBe(375)
  expect(Math.round((await box(gallery)).height)).toBe(375)
  expect(problems.errors).toEqual([])
})
