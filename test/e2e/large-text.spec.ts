import { expect, loginThroughAddress, test } from './support/fixtures'
import { brokenLabels, enlargeText } from './support/large-text'

/**
 * Short labels at large text (the every-route audit's large-text pass runs the check on every page;
 * here: the check itself can fail, and 我的, the page where a parent met it first, holds its labels
 * whole and its counts readable).
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
