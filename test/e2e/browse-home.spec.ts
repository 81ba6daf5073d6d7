import type { Page } from '@playwright/test'
import { expect, loginThroughAddress, storedValue, test } from './support/fixtures'

const MODULE_PAGE = '/mall/api/v1/basics/modulePage/'

/** A logged-in parent opens the home again: the paths of the scripts asked for from then on (the list grows). */
async function scriptsOfReturningHome(page: Page): Promise<string[]> {
  await loginThroughAddress(page, '/pages/home/home?debug=1')
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.reload()
  await expect(page.getByTestId('home-banners')).toBeVisible()
  return scripts
}

test.describe('home browsing', () => {
  test("the first screen's full-width pictures are not hidden while a slow picture service sends them", async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    // a slow picture service: the first-screen pictures are asked for anyway, and are not hidden while they come
    await page.route('**/mock/oss/p-*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/mock/oss/p-')) asked.push(r.url())
    })
    await page.reload()
    const pictures = page.locator('[data-testid="full-pic-list"] [data-testid="lazy-image"]')
    await expect(pictures.first()).toHaveAttribute('data-state', 'lazyed')
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3)
    const img = pictures.first().locator('img')
    expect(await img.evaluate((el) => getComputedStyle(el.closest('.lazy-image__img') ?? el).opacity)).toBe('1')
    await expect(pictures.first()).toHaveAttribute('data-state', 'loaded', { timeout: 10_000 })
  })

  test("a picture's arrival does not make the page lay itself out: nothing reads a picture's laid-out size", async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    // every read of an <img>'s laid-out width or height (which makes the browser lay out the page then)
    await page.addInitScript(() => {
      const w = window as unknown as { __imgSizeReads: number }
      w.__imgSizeReads = 0
      for (const prop of ['width', 'height'] as const) {
        const own = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, prop)!
        Object.defineProperty(HTMLImageElement.prototype, prop, {
          configurable: true,
          get() {
            w.__imgSizeReads += 1
            return own.get!.call(this)
          },
          set(v) {
            own.set!.call(this, v)
          },
        })
      }
    })
    await page.reload()
    await expect(page.locator('[data-testid="image-view"][data-state="loaded"]').first()).toBeVisible()
    await expect(page.locator('[data-testid="lazy-image"][data-state="loaded"]').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __imgSizeReads: number }).__imgSizeReads)).toBe(0)
  })

  test("a returning parent's first banner is asked for before the app's code has arrived, and only once", async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    // the first visit stores the promos it was shown
    await expect.poll(() => storedValue(page, 'home_promos')).toBeTruthy()
    const firstBanner = (JSON.parse((await storedValue(page, 'home_promos'))!) as { banners: { imageUrl: string }[] }).banners[0].imageUrl
    // the app's code arrives late: what the page asks for before it can only come from the HTML
    let appCodeSent = false
    await page.route(/\/js\/app\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      appCodeSent = true
      await route.continue()
    })
    const bannerAsked: boolean[] = []
    page.on('request', (r) => {
      if (r.url() === firstBanner) bannerAsked.push(appCodeSent)
    })
    await page.reload()
    const banner = page.getByTestId('home-banners').getByTestId('image-view').first()
    await expect(banner.locator('img')).toHaveAttribute('src', firstBanner)
    await expect(banner).toHaveAttribute('data-state', 'loaded')
    // asked for once, by the page's head, while the app's code was still held back
    expect(bannerAsked).toEqual([false])
  })

  test("Taro's component styles come from a stylesheet linked before the app's, not from the app's script", async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await expect(page.getByTestId('home-banners')).toBeVisible()
    const sheets = await page.evaluate(() => [...document.head.querySelectorAll('link[rel=stylesheet]')].map((l) => new URL((l as HTMLLinkElement).href).pathname))
    const taro = sheets.findIndex((h) => /^\/css\/taro-components\.[0-9a-f]+\.css$/.test(h))
    const app = sheets.findIndex((h) => /^\/css\/app\.[0-9a-f]+\.css$/.test(h))
    expect(taro).toBeGreaterThanOrEqual(0)
    expect(taro).toBeLessThan(app)
    // no style tag carries them, and they apply (Taro's picture modes)
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('.taro-img')))).toBe(false)
    await expect(page.locator('img.taro-img__mode-aspectfill').first()).toHaveCSS('object-fit', 'cover')
  })

  test("the first screen waits for three scripts: the shell's two and the home's own, with what the home shares with other pages; the code every page shares comes with the shell", async ({ page }) => {
    const scripts = await scriptsOfReturningHome(page)
    expect(scripts.filter((s) => /^\/js\/(vendors|app)\.[0-9a-f]+\.js$/.test(s))).toHaveLength(2)
    // the home's own code in one file, asked for once (the head preloads it): a file split off for
    // code the home shares with the mall would be one more connection before the banner
    const own = scripts.filter((s) => !/^\/js\/(vendors|app)\.[0-9a-f]+\.js$/.test(s))
    expect(own).toHaveLength(1)
  })

  test("the first screen's text, the tab bar's included, is set in the app's typeface; the header draws its marks without characters", async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    await expect(page.getByTestId('home-banners')).toBeVisible()
    // in a browser the page is a div in body: the typeface must reach the page and the tab bar beside it
    for (const text of [page.getByTestId('search-entry'), page.locator('.home-promos__ad-title').first(), page.locator('.weui-tabbar__label').first()]) {
      await expect(text).toHaveCSS('font-family', /PingFang SC/)
    }
    // the caret and the magnifier are drawn with borders: the header's text is the city and the placeholder alone
    await expect(page.locator('.home-header')).toHaveText(/^(选择城市|[^▾⌕]+)搜索课程、测评、商品$/)
  })

  test("the first screen's scripts ask to be compiled as they download; a page's code that comes later does not", async ({ page, request }) => {
    const scripts = await scriptsOfReturningHome(page)
    const head = await page.evaluate(() => [...document.querySelectorAll('script[src], link[rel=preload][as=script]')].map((e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname))
    const firstScreen = head.filter((p) => p.startsWith('/js/'))
    // the shell's two and the home's own
    expect(firstScreen.length).toBeGreaterThanOrEqual(3)
    // (its first 40 characters, enough for the hint)
    const firstLine = async (path: string) => (await (await request.get(path)).text()).split('\n', 1)[0].slice(0, 40)
    for (const path of firstScreen) expect(await firstLine(path), path).toBe('//# allFunctionsCalledOnLoad')
    // another page's code, opened later, is compiled as its functions run
    await page.goto('/pages/mall/mall?debug=1')
    await expect.poll(() => scripts.filter((p) => !firstScreen.includes(p)).length).toBeGreaterThan(0)
    for (const path of scripts.filter((p) => !firstScreen.includes(p))) expect(await firstLine(path), path).not.toBe('//# allFunctionsCalledOnLoad')
  })

  test("the first tab's list (the spec's first, Module_Recommend) is asked for beside the tabs, not after them, and once when the tabs name it", async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    let tabsAnswered = false
    await page.route('**/mall/api/v1/basics/productModule', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      tabsAnswered = true
      await route.continue()
    })
    const lists: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(`${MODULE_PAGE}Module_Recommend`)) lists.push(r.url())
    })
    const asked = page.waitForRequest((r) => r.url().includes(`${MODULE_PAGE}Module_Recommend`))
    await page.reload()
    await asked
    expect(tabsAnswered).toBe(false)
    await expect(page.getByTestId('tab-strip-item').first()).toHaveText(/^推荐/)
    await expect(page.locator('.product-card').first()).toBeVisible()
    expect(lists).toHaveLength(1)
  })

  test("the filter panel's code comes after the first list and its pictures, the invitation's only when one waits; 筛选 opens the panel", async ({ page, mock }) => {
    await mock.questionnairePopups(false)
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    // the shown tab's first page answers late: the first screen is not drawn until it does
    let listAnswered = false
    await page.route(`**${MODULE_PAGE}Module_Recommend?*`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      listAnswered = true
      await route.continue()
    })
    // the advertising pictures come later still: the first screen is drawn while they are on their way
    await page.route('**/mock/oss/ad-*', async (route) => {
      await new Promise((r) => setTimeout(r, 2500))
      await route.continue()
    })
    // the first screen's pictures (not the banners out of sight, which wait as the panel does)
    const picturesOnTheirWay = new Set<string>()
    const isFirstScreenPicture = (url: string) => url.includes('/mock/oss/') && !/\/banner-(?!1-gift)/.test(url)
    page.on('request', (r) => void (isFirstScreenPicture(r.url()) && picturesOnTheirWay.add(r.url())))
    page.on('requestfinished', (r) => void picturesOnTheirWay.delete(r.url()))
    page.on('requestfailed', (r) => void picturesOnTheirWay.delete(r.url()))
    const deferred: Array<{ chunk: string; listAnswered: boolean; picturesOnTheirWay: number }> = []
    page.on('request', (r) => {
      const chunk = /\/js\/(home-filter-panel|home-questionnaire-invitation)\.[0-9a-f]+\.js$/.exec(r.url())?.[1]
      if (chunk) deferred.push({ chunk, listAnswered, picturesOnTheirWay: picturesOnTheirWay.size })
    })
    const asked = page.waitForResponse((r) => r.url().includes('/api/talkCard/popUpQuestionnaire/'))
    await page.reload()
    await expect(page.getByTestId('home-banners')).toBeVisible()
    await expect(page.getByTestId('module-list')).toBeVisible()
    await expect.poll(() => deferred).toEqual([{ chunk: 'home-filter-panel', listAnswered: true, picturesOnTheirWay: 0 }])
    // nothing waits for this parent: the invitation's code is never fetched
    await asked
    await page.waitForTimeout(300)
    expect(deferred.map((d) => d.chunk)).toEqual(['home-filter-panel'])
    await page.getByTestId('filter-button').click()
    await expect(page.getByTestId('filter-panel')).toBeVisible()
    await expect(page.getByTestId('filter-panel')).toContainText('授课方式')
  })

  test('a category tab cut off at the edge is brought into view when chosen, without moving the page', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    const tabs = page.getByTestId('tab-strip-item')
    await expect(page.locator('[data-testid="module-list"] [data-testid="product-card"]').first()).toBeVisible()
    const row = page.locator('.home__tabs')
    const rowBox = (await row.boundingBox())!
    const third = tabs.nth(2)
    const before = (await third.boundingBox())!
    expect(before.x + before.width).toBeGreaterThan(rowBox.x + rowBox.width) // cut off at 375 px
    const pageY = await page.evaluate(() => window.scrollY)
    await third.click()
    await expect(third).toHaveAttribute('aria-selected', 'true')
    await expect.poll(async () => {
      const b = (await third.boundingBox())!
      return b.x >= rowBox.x && b.x + b.width <= rowBox.x + rowBox.width + 1
    }).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(pageY)
  })

  test('switch tab, scroll to load page 2, open a product, choose a campus and a day', async ({ page }) => {
    await loginThroughAddress(page, '/pages/home/home?debug=1')
    const cards = page.locator('[data-testid="module-list"] [data-testid="product-card"]')
    await expect(cards.first()).toBeVisible()

    // switching to another category tab loads that tab's module from page 1
    const firstOfTab = page.waitForRequest((r) => r.url().includes(`${MODULE_PAGE}Module_Lesson`))
    await page.getByTestId('tab-strip-item').filter({ hasText: '课程·线上线下' }).click()
    const req = await firstOfTab
    expect(JSON.stringify(req.postDataJSON() ?? Object.fromEntries(new URL(req.url()).searchParams))).toMatch(/"pageIndex":"?1"?/)
    await expect(cards.first()).toBeVisible()
    await expect(cards).toHaveCount(8)

    // scrolling to the bottom asks for page 2 and appends it
    const second = page.waitForRequest((r) => r.url().includes(`${MODULE_PAGE}Module_Lesson`) && /"?pageIndex"?[:=]"?2/.test(`${r.url()} ${r.postData() ?? ''}`))
    await page.mouse.wheel(0, 20000)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await second
    await expect.poll(() => cards.count()).toBeGreaterThan(8)

    // a product opens its detail page; a campus and a free day can be chosen
    const course = cards.first()
    const id = await course.getAttribute('data-id')
    await course.click()
    await expect(page).toHaveURL(new RegExp(`/pages/goods/goods-detail\\?id=${id}`))
    await expect(page.getByTestId('goods-detail')).toBeVisible()
    const campus = page.locator('[data-testid="detail-campus"][data-state="open"]').first()
    await campus.click()
    const free = page.locator('[data-testid="week-shown"] .week-calendar__day:not(.is-disabled):not(.is-full)').first()
    await free.click()
    await expect(free).toHaveClass(/is-selected/)
    await expect(page.locator('[data-testid="schedule"]').first()).toBeVisible()
  })
})
