import { PUBLIC_ROUTES, ROUTE_SAMPLES } from '../weapp/route-samples'
import { demoParent } from './support/demo-parent'
import { REACH } from './support/reach'
import { expect, loginThroughAddress, test } from './support/fixtures'
import { accessibilityProblems, hiddenUnderBars, layoutProblems } from './support/page-audit'

/**
 * Every route of the H5 build, opened by the logged-in demo parent with the ids of their own data
 * in the mock (the samples the mini-program's every-page test uses): the page renders with no script
 * error and no failed state, axe-core finds no serious or critical WCAG 2.1 AA violation, and at
 * 375 × 667 and 320 × 568 every tap target is at least 44 × 44, nothing is wider than the screen and
 * nothing ends under the tab bar or a fixed bottom bar.
 */

const SIZES = [
  { width: 375, height: 667 },
  { width: 320, height: 568 },
]
/** What a page shows when it failed: ErrorState's retry and the page boundary's message. */
const FAILED = ['重新加载', '页面出错了']

for (const route of Object.keys(ROUTE_SAMPLES)) {
  test(`${route}: renders, no accessibility failure, fits 375 and 320 px`, async ({ page, problems, baseURL }) => {
    const mock = await demoParent(baseURL ?? '')
    const sample = await ROUTE_SAMPLES[route](mock)
    await page.setViewportSize(SIZES[0])
    if (!PUBLIC_ROUTES.includes(route)) await loginThroughAddress(page)
    const query = sample.query ? `?${new URLSearchParams(sample.query)}` : ''
    if (sample.reach) {
      expect(REACH[route], `${route} is reached by tapping through: say how in REACH`).toBeDefined()
      await REACH[route](page, mock)
    } else await page.goto(`/${route}${query}`)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)

    const found: string[] = []
    const body = (await page.locator('body').innerText()).trim()
    // a page that is another site's frame has no text of its own
    if (!body && !(await page.locator('iframe[title]').count())) found.push('the page is blank')
    for (const f of FAILED) if (body.includes(f)) found.push(`the page shows ${f}`)
    found.push(...(await accessibilityProblems(page)))
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.waitForTimeout(150)
      const at = `${size.width}×${size.height}`
      found.push(...(await layoutProblems(page)).map((p) => `${at} ${p}`))
      found.push(...(await hiddenUnderBars(page)).map((p) => `${at} ${p}`))
      await page.evaluate(() => {
        window.scrollTo(0, 0)
        for (const el of document.querySelectorAll<HTMLElement>('*')) if (el.scrollTop > 0) el.scrollTop = 0
      })
    }
    found.push(...problems.errors.map((e) => `script error: ${e}`))
    expect(found, `${route}${query}`).toEqual([])
  })
}
