import { expect, loginThroughAddress, test } from './support/fixtures'

test.describe('no blank page for an address', () => {
  test('an unknown address shows the not-found page naming it, and its button leads to the home tab', async ({ page, problems }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/nothing/here?debug=1')
    const notFound = page.getByTestId('not-found')
    await expect(notFound).toBeVisible()
    await expect(notFound).toContainText('页面不存在')
    await expect(page.getByTestId('not-found-path')).toHaveText('/pages/nothing/here')
    await page.screenshot({ path: '/tmp/shots-newcomer/not-found.png' })
    const home = page.getByTestId('not-found-home')
    const box = await home.boundingBox()
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44)
    await home.click()
    await expect(page).toHaveURL(/\/pages\/home\/home/)
    await expect(page.locator('.weui-tabbar__item.weui-bar__item_on')).toContainText('首页')
    await expect(page.locator('[data-testid="module-list"] [data-testid="product-card"]').first()).toBeVisible()
    expect(problems.unhandled()).toEqual([])
  })

  test('a mistyped page in a known area is not found either', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await page.goto('/pages/order/order-lisst?debug=1')
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.getByTestId('not-found-path')).toHaveText('/pages/order/order-lisst')
  })

  const place = 'latitude=22.543&longitude=114.057&name=%E5%8D%97%E5%B1%B1%E6%A0%A1%E5%8C%BA&address=%E6%B7%B1%E5%9C%B3%E5%B8%82%E5%8D%97%E5%B1%B1%E5%8C%BA'
  for (const [route, testId] of [
    ['/pages/map/open-location', 'open-location'],
    ['/open-location', 'open-location'],
    ['/pages/map/choose-location', 'choose-location'],
    ['/choose-location', 'choose-location'],
  ] as const) {
    test(`${route} renders its page`, async ({ page }) => {
      await loginThroughAddress(page, '/pages/home/home?debug=1')
      await page.goto(`${route}?debug=1&${place}`)
      await expect(page.getByTestId(testId)).toBeVisible()
      await expect(page.getByTestId('not-found')).toHaveCount(0)
      if (testId === 'open-location') {
        await expect(page.getByTestId(testId)).toContainText('南山校区')
        // the drawn map tile opens the place on a web map; the way there is a button below it
        await expect(page.getByTestId('place-map')).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?position=114\.057%2C22\.543/)
        await expect(page.getByTestId('navigate')).toHaveText('导航到这里')
        // the marker stands inside the tile, its name above it in full
        const tile = (await page.getByTestId('place-map').boundingBox())!
        const label = (await page.locator('.place-map__label').boundingBox())!
        const pin = (await page.locator('.place-map__pin').boundingBox())!
        expect(label.y).toBeGreaterThanOrEqual(tile.y)
        expect(pin.y + pin.height).toBeGreaterThan(tile.y + tile.height * 0.4)
        expect(pin.y + pin.height).toBeLessThan(tile.y + tile.height * 0.7)
      }
      if (route === '/pages/map/open-location') await page.screenshot({ path: '/tmp/shots-newcomer/open-location.png' })
      if (route === '/pages/map/choose-location') await page.screenshot({ path: '/tmp/shots-newcomer/choose-location.png' })
    })
  }
})
