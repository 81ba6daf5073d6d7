import path from 'node:path'
import { H5_CUSTOM_ROUTES } from '../../config/h5-routes'
import { PUBLIC_ROUTES, ROUTE_SAMPLES } from '../weapp/route-samples'
import { demoParent } from './support/demo-parent'
import { REACH } from './support/reach'
import { expect, loginThroughAddress, test } from './support/fixtures'
import type { Page } from '@playwright/test'
import { brokenLabels, enlargeText, LARGE_TEXT_PERCENT, largeTextProblems } from './support/large-text'
import { LABELS_NOT_YET_WHOLE, LARGE_TEXT_NOT_YET_FIXED } from './support/large-text-not-yet-fixed'
import { accessibilityProblems, CONTROLS, hiddenUnderBars, layoutProblems, scrollsPastItsContent } from './support/page-audit'
import { barsClearHomeIndicator, emulateSafeArea, IPHONE_14, IPHONE_14_INSETS, textUnderStatusBar } from './support/safe-area'
import { pictureShapes, wideWindowProblems } from './support/wide-window'

/**
 * Every route of the H5 build, opened by the logged-in demo parent with the ids of their own data
 * in the mock (the samples the mini-program's every-page test uses): the page renders with no script
 * error and no failed state, axe-core finds no serious or critical WCAG 2.1 AA violation, and at
 * 375 × 667 and 320 × 568 every tap target is at least 44 × 44, nothing is wider than the screen,
 * nothing ends under the tab bar or a fixed bottom bar, and the page does not scroll past its content.
 * The browser's title is the one the page's settings give it (they come with the page's code), so the
 * page shown is the page asked for. Each route is opened again at 768 and 1024 px (one centred
 * column, pictures in their shapes: support/wide-window.ts) and on an iPhone 14 with its insets
 * emulated (every fixed bottom bar and the tab bar end above the home indicator, nothing under a bar,
 * no text under the status bar, no scrolling past the content in the box the insets leave:
 * support/safe-area.ts).
 */

const SIZES = [
  { width: 375, height: 667 },
  { width: 320, height: 568 },
]
/** A page's title from its settings file, read as the build reads it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { settingsOf } = require('../../config/webpack/page-settings.js') as { settingsOf: (srcDir: string, page: string) => { navigationBarTitleText?: string } }
const titleOf = (route: string) => settingsOf(path.resolve(__dirname, '../../src'), route).navigationBarTitleText
/** The page at an address: its path, or the page behind one of the router's other addresses. */
function pageAt(url: string): string {
  const at = new URL(url).pathname
  const page = Object.entries(H5_CUSTOM_ROUTES).find(([, aliases]) => aliases.includes(at))?.[0] ?? at
  return page.replace(/^\//, '')
}
/** Pages whose title names what they show. */
const OWN_TITLES: Record<string, RegExp> = { 'pages/article/expert-detail-article-page': /^\S+的文章$/ }

/**
 * The pages a visitor opens without logging in (spec §1: no login redirect on the public page and a
 * product's page; the page that asks to open the storefront in WeChat): the mini-program's public
 * pages. Every other page, the page for an unknown address too, is opened by the logged-in parent.
 */
const LOGIN_FREE = PUBLIC_ROUTES.filter((route) => route !== 'pages/public/not-found')

/** What a page shows when it failed: ErrorState's retry and the page boundary's message. */
const FAILED = ['重新加载', '页面出错了']

/** Opens a route as the demo parent (or as a visitor, a public page) with their own data; the query it was opened with. */
async function openRoute(page: Page, route: string, baseURL: string): Promise<string> {
  const mock = await demoParent(baseURL)
  const sample = await ROUTE_SAMPLES[route](mock)
  await page.setViewportSize(SIZES[0])
  if (!LOGIN_FREE.includes(route)) await loginThroughAddress(page)
  // opened by no one who logged in, a public page is opened outside WeChat the way QA does (debug=1)
  const params = { ...sample.query, ...(LOGIN_FREE.includes(route) ? { debug: '1' } : {}) }
  const query = Object.keys(params).length ? `?${new URLSearchParams(params)}` : ''
  if (sample.reach) {
    expect(REACH[route], `${route} is reached by tapping through: say how in REACH`).toBeDefined()
    await REACH[route](page, mock)
  } else await page.goto(`/${route}${query}`)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  return query
}

/**
 * A toast (spec §9: 2 s, over the middle of the page) is a message on top of the page, not its
 * layout: the layout passes look at the page once none is shown, so what they find does not depend
 * on whether the machine reached them within the toast's 2 s.
 */
async function afterToasts(page: Page): Promise<void> {
  await page.waitForFunction(() => ![...document.querySelectorAll<HTMLElement>('.taro__toast')].some((el) => getComputedStyle(el).display !== 'none'), undefined, { timeout: 5000 })
}

/** The findings of `checks` at 375 × 667 and at 320 × 568, each named by the size (and `also`); the page scrolled back to its top after each. */
async function atEachSize(page: Page, also: string, checks: () => Promise<string[]>): Promise<string[]> {
  const found: string[] = []
  await afterToasts(page)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(150)
    found.push(...(await checks()).map((p) => `${size.width}×${size.height}${also} ${p}`))
    await page.evaluate(() => {
      window.scrollTo(0, 0)
      for (const el of document.querySelectorAll<HTMLElement>('*')) if (el.scrollTop > 0) el.scrollTop = 0
    })
  }
  return found
}

for (const route of Object.keys(ROUTE_SAMPLES)) {
  test(`${route}: renders, no accessibility failure, fits 375 and 320 px`, async ({ page, problems, baseURL }) => {
    const query = await openRoute(page, route, baseURL ?? '')

    const found: string[] = []
    const shown = pageAt(page.url())
    const title = await page.title()
    if (OWN_TITLES[route] ? !OWN_TITLES[route].test(title) : title !== titleOf(shown)) found.push(`${shown} is titled ${title}, not ${titleOf(shown)}`)
    // the link page opens where its link points; every other page stays itself
    if (route !== 'pages/link/link' && shown !== route) found.push(`${route} shows ${shown}`)
    const body = (await page.locator('body').innerText()).trim()
    // a page that is another site's frame has no text of its own
    if (!body && !(await page.locator('iframe[title]').count())) found.push('the page is blank')
    for (const f of FAILED) if (body.includes(f)) found.push(`the page shows ${f}`)
    found.push(...(await accessibilityProblems(page)))
    found.push(...(await atEachSize(page, '', async () => [...(await layoutProblems(page)), ...(await scrollsPastItsContent(page)), ...(await hiddenUnderBars(page))])))
    found.push(...problems.errors.map((e) => `script error: ${e}`))
    expect(found, `${route}${query}`).toEqual([])
  })

  // text at 200%, enlarged the way WeChat's font-size setting does it (support/large-text.ts); layout,
  // so in the chromium project only, like the wide and safe-area pass below
  test(`${route}: at ${LARGE_TEXT_PERCENT}% text, fits 375 and 320 px, nothing clipped or over other text, controls reachable`, async ({ page, problems, baseURL }, info) => {
    test.skip(info.project.name === 'nginx', 'layout passes run in the chromium project; nginx serves the same files')
    const notYet = LARGE_TEXT_NOT_YET_FIXED[route]
    test.fail(Boolean(notYet), notYet)
    const query = await openRoute(page, route, baseURL ?? '')
    await enlargeText(page)
    // short labels stay whole, but for those listed as not yet (each listed one must still break)
    const notYetWhole = LABELS_NOT_YET_WHOLE[route] ?? []
    const stillBroken = new Set<string>()
    const found = await atEachSize(page, ` ${LARGE_TEXT_PERCENT}%`, async () => [
      ...(await layoutProblems(page)),
      ...(await largeTextProblems(page, CONTROLS)),
      ...(await scrollsPastItsContent(page)),
      ...(await hiddenUnderBars(page)),
      ...(await brokenLabels(page)).flatMap((label) => {
        const listed = notYetWhole.find((selector) => label.where.includes(selector))
        if (listed) stillBroken.add(listed)
        return listed ? [] : [`a short label broken across ${label.lines} lines: ${label.where} “${label.text}”`]
      }),
    ])
    for (const selector of notYetWhole) if (!stillBroken.has(selector)) found.push(`${selector} is whole now at both sizes: take it off LABELS_NOT_YET_WHOLE`)
    found.push(...problems.errors.map((e) => `script error: ${e}`))
    expect(found, `${route}${query}`).toEqual([])
  })

  // a tablet's and a desktop's window: the page's centred column, pictures in their shapes
  // (support/wide-window.ts); then an iPhone 14 with the notch and the home indicator (support/safe-area.ts).
  // Layout, which does not depend on the server: run in the chromium project, not again through nginx.
  test(`${route}: at 768 and 1024 px one centred column; on an iPhone 14 bars end above the home indicator`, async ({ page, problems, baseURL }, info) => {
    test.skip(info.project.name === 'nginx', 'layout passes run in the chromium project; nginx serves the same files')
    const query = await openRoute(page, route, baseURL ?? '')
    const found = await wideWindowProblems(page, await pictureShapes(page))
    await page.setViewportSize(IPHONE_14)
    const inset = await emulateSafeArea(page)
    await page.waitForTimeout(150)
    if (inset !== IPHONE_14_INSETS.bottom) found.push(`the emulated home indicator reads ${inset}px, not ${IPHONE_14_INSETS.bottom}px`)
    found.push(...(await barsClearHomeIndicator(page)).problems.map((p) => `iPhone 14 ${p}`))
    found.push(...(await textUnderStatusBar(page)).map((p) => `iPhone 14 ${p}`))
    found.push(...(await scrollsPastItsContent(page)).map((p) => `iPhone 14 ${p}`))
    found.push(...(await hiddenUnderBars(page)).map((p) => `iPhone 14 ${p}`))
    found.push(...problems.errors.map((e) => `script error: ${e}`))
    expect(found, `${route}${query}`).toEqual([])
  })
}
