import { expect, loginThroughAddress, test } from './support/fixtures'
import type { Page } from '@playwright/test'
import { brokenLabels, enlargeText } from './support/large-text'

/**
 * Short labels at large text (the every-route audit's large-text pass runs the check on every page;
 * here: the check itself can fail, 我的, the page where a parent met it first, holds its labels
 * whole and its counts readable, and a row that makes room for a whole name at large text keeps its
 * layout at the normal size).
 */

test('the short-label check finds a word broken across lines, and passes it whole or inside a sentence', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.setContent(`<meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:0;font-size:16px}</style>
    <div class="cell" style="width:40px">我的课程</div>
    <div style="width:40px">这是一句说明文字，在窄处折行</div>`)
  expect(await brokenLabels(page)).toEqual([{ where: expect.stringMatching(/^div\.cell\b/), text: '我的课程', lines: 2 }])
  await page.evaluate(() => ((document.querySelector('.cell') as HTMLElement).style.width = '80px'))
  expect(await brokenLabels(page)).toEqual([])
})

test('我的 at 200% text: the entries three to a row at 375 px, every label whole, and the counts grow with their numbers', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await loginThroughAddress(page)
  await page.goto('/pages/user/user-info')
  await expect(page.getByTestId('user-entry').first()).toBeVisible()
  await expect(page.getByTestId('unread-badge')).toBeVisible()
  const rows = () =>
    page.getByTestId('user-entry').evaluateAll((entries) => {
      const tops = entries.map((e) => Math.round(e.getBoundingClientRect().top))
      return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length)
    })
  expect(await rows()).toEqual([4, 4, 3])
  await enlargeText(page)
  await expect.poll(rows).toEqual([3, 3, 3, 2])
  expect(await brokenLabels(page)).toEqual([])
  // each count's disc at least as tall as its number's size and as wide as its digits (NutUI's 14 px
  // disc cut a 24 px digit to a blot)
  const badges = await page.locator('.nut-badge-sup').evaluateAll((sups) =>
    sups.map((sup) => {
      const box = sup.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(sup)
      const size = parseFloat(getComputedStyle(sup).fontSize)
      return { fits: size >= 20 && box.height >= size && box.width >= range.getBoundingClientRect().width, text: sup.textContent }
    }),
  )
  expect(badges.length).toBeGreaterThan(0)
  for (const b of badges) expect(b, `the count ${b.text}`).toMatchObject({ fits: true })
  expect(problems.errors).toEqual([])
})

/**
 * Where each card's `part` is drawn against its `body` (the box holding the name): beside it or under
 * it; whether it is inside the card, how far from the card's right edge, and on how many lines the
 * card's `name` is drawn.
 */
async function placesIn(page: Page, card: string, body: string, part: string, name: string) {
  return page.locator(card).evaluateAll(
    (cards, [bodySel, partSel, nameSel]) =>
      cards.flatMap((c) => {
        const b = c.querySelector(bodySel)?.getBoundingClientRect()
        const p = c.querySelector(partSel)?.getBoundingClientRect()
        const nameEl = c.querySelector(nameSel)
        if (!b || !p || !nameEl) return []
        const range = document.createRange()
        range.selectNodeContents(nameEl)
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
        const box = c.getBoundingClientRect()
        const place = p.left >= b.right - 1 && p.top < b.bottom ? 'beside' : p.top >= b.bottom - 1 ? 'under' : 'over'
        return [{ place, inside: p.left >= box.left && p.right <= box.right + 0.5 && p.bottom <= box.bottom + 0.5, right: Math.round(box.right - p.right), nameLines: lines }]
      }),
    [body, part, name] as const,
  )
}

test('a coupon card keeps its button beside the name at the normal size, and at 200% text puts it under the name when the name, whole, leaves no room', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await loginThroughAddress(page)
  await page.goto('/pages/coupon/coupon-list')
  await expect(page.getByTestId('coupon-card').first()).toBeVisible()
  const places = () => placesIn(page, '.coupon-card', '.coupon-card__body', '.coupon-card__action', '.coupon-card__name')
  const normal = await places()
  expect(normal.length).toBeGreaterThan(2)
  for (const p of normal) expect(p).toMatchObject({ place: 'beside', inside: true, nameLines: 1 })
  const rightGap = normal[0].right
  await enlargeText(page)
  await expect.poll(async () => (await places()).filter((p) => p.place === 'under').length).toBeGreaterThan(0)
  for (const p of await places()) {
    expect(p).toMatchObject({ inside: true, right: rightGap })
    // beside the button only a name that is whole on its line; any other goes on over the full width
    expect(p.place === 'under' || (p.place === 'beside' && p.nameLines === 1), JSON.stringify(p)).toBe(true)
  }
  expect((await brokenLabels(page)).filter((l) => l.where.includes('coupon-card'))).toEqual([])
  expect(problems.errors).toEqual([])
})

/** Each ad: whether its title is inside its picture and drawn over it (the topmost element at the title's middle), and the ad's top. */
async function homeAds(page: Page) {
  return page.locator('.home-promos__ad').evaluateAll((ads) =>
    ads.map((ad) => {
      const pic = ad.querySelector('.home-promos__ad-img')!.getBoundingClientRect()
      const title = ad.querySelector('.home-promos__ad-title')!
      const t = title.getBoundingClientRect()
      const hit = document.elementFromPoint(t.left + t.width / 2, t.top + t.height / 2)
      const inside = t.left >= pic.left && t.right <= pic.right + 0.5 && t.top >= pic.top && t.bottom <= pic.bottom + 0.5
      return { inside, drawnOver: Boolean(hit && title.contains(hit)), top: Math.round(ad.getBoundingClientRect().top) }
    }),
  )
}

test("the home's header and ads at 200% text: the city's name whole, each ad's title whole on its picture, the ads one to a row when two do not fit", async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await loginThroughAddress(page)
  await expect(page.locator('.home-promos__ad-title').first()).toBeVisible()
  // the normal size: the city and the search on one line, the two ads side by side, each title on its picture
  const city = page.locator('.home-header__city')
  const search = page.locator('.home-header__search')
  let [c, s] = [(await city.boundingBox())!, (await search.boundingBox())!]
  expect(s.x).toBeGreaterThan(c.x + c.width)
  let ads = await homeAds(page)
  expect(ads).toHaveLength(2)
  expect(ads.map((a) => ({ inside: a.inside, drawnOver: a.drawnOver }))).toEqual([{ inside: true, drawnOver: true }, { inside: true, drawnOver: true }])
  expect(ads[1].top).toBe(ads[0].top)
  await enlargeText(page)
  // 200%: the search under the city, the ads one above the other, every title still on its picture
  ;[c, s] = [(await city.boundingBox())!, (await search.boundingBox())!]
  expect(s.y).toBeGreaterThanOrEqual(c.y + c.height - 0.5)
  ads = await homeAds(page)
  expect(ads.map((a) => ({ inside: a.inside, drawnOver: a.drawnOver }))).toEqual([{ inside: true, drawnOver: true }, { inside: true, drawnOver: true }])
  expect(ads[1].top).toBeGreaterThan(ads[0].top)
  expect((await brokenLabels(page)).filter((l) => /home-header|home-promos/.test(l.where))).toEqual([])
  expect(problems.errors).toEqual([])
})

test("a points product's badge at 200% text is whole on the card's picture, which grows to hold it; at the normal size the picture keeps its width", async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await loginThroughAddress(page)
  await page.goto('/pages/point/point-mall')
  await expect(page.locator('.product-card__badge').first()).toBeVisible()
  const covers = () =>
    page.locator('.product-card__cover:has(.product-card__badge)').evaluateAll((els) =>
      els.map((cover) => {
        cover.scrollIntoView({ block: 'center' })
        const c = cover.getBoundingClientRect()
        const b = cover.querySelector('.product-card__badge')!.getBoundingClientRect()
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)
        return { width: Math.round(c.width), badgeInside: b.left >= c.left && b.right <= c.right + 0.5 && b.top >= c.top, badgeDrawn: Boolean(hit?.closest('.product-card__badge')), badgeAtCorner: Math.round(b.left - c.left) === 0 && Math.round(b.top - c.top) === 0 }
      }),
    )
  const normal = await covers()
  expect(normal.length).toBeGreaterThan(1)
  // 200 units of the 750 design: 100 px on a 375 px screen
  for (const c of normal) expect(c).toEqual({ width: 100, badgeInside: true, badgeDrawn: true, badgeAtCorner: true })
  await enlargeText(page)
  await expect.poll(async () => (await covers())[0].width).toBeGreaterThan(100)
  for (const c of await covers()) expect(c).toMatchObject({ badgeInside: true, badgeDrawn: true, badgeAtCorner: true })
  expect((await brokenLabels(page)).filter((l) => l.where.includes('product-card'))).toEqual([])
  expect(problems.errors).toEqual([])
})

test("the list's 上拉加载更多 stays on one line at 200% text in the mall's list, beside its menu, on a 320 px phone", async ({ page, problems }) => {
  await page.setViewportSize({ width: 320, height: 568 })
  await loginThroughAddress(page)
  await page.goto('/pages/mall/mall')
  const more = page.getByTestId('load-more')
  await expect(more).toBeVisible()
  await enlargeText(page)
  expect((await brokenLabels(page)).filter((l) => l.where.includes('load-more'))).toEqual([])
  // still a tap target: as tall as a control and wider than its words
  const box = await more.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  expect(problems.errors).toEqual([])
})
