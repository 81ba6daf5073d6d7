/**
 * A window that changes size (an iPad turned on its side, PC WeChat's window dragged wider or taller:
 * the mini-program is `resizable`, app.config.ts).
 * - No page sizes itself in script from the window: choose-city's A–Z list, the page whose list fills
 *   the window, takes what the top block leaves through its stylesheet (a column as tall as the
 *   window, as the mall's), which WeChat lays out again in a new window. So a resize draws nothing
 *   again, no height of the old window is written into the page, and nothing listens to the window.
 * - A window wider than a phone draws the phone's page in a 480 px column, centred, and a phone draws
 *   what it drew before the lengths were capped (config/postcss/weapp-column-lengths.js): the pages
 *   parents open most, drawn in Chromium as WeChat's web view holds them.
 */
import { chromium, type Browser } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CHROMIUM_FLAGS, resolveChromium } from '../../scripts/chromium-path'
import { treeToHtml, webviewDocument, wxssToCss } from '../../scripts/lib/weapp-html'
import { imageLoader, loadImages, openAs, sheetsOf } from '../../scripts/lib/weapp-page-picture'
import { MINI_PROGRAM_COLUMN_PX } from '../../src/platform/column'
import { attr, classesOf, findAll } from './rig/node-tree'
import { Rig, WEAPP_BUILD } from './rig/rig'
import { MockData, ROUTE_SAMPLES } from './route-samples'

let rig: Rig
afterEach(async () => rig?.close())

/** The build's stylesheets that declare the custom property `name`. */
function sheetsDeclaring(name: string): string[] {
  const sheets = readdirSync(WEAPP_BUILD, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.wxss'))
  return sheets.filter((f) => readFileSync(path.join(WEAPP_BUILD, f), 'utf8').includes(`${name}:`))
}

/** The declarations of `selector`'s own rule in a compiled page sheet. */
function ruleOf(sheet: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?:^|})${escaped}\\{([^}]*)\\}`).exec(sheet)?.[1] ?? ''
}

test('choose-city: the A–Z list fills the window by the stylesheet alone, so a resized window draws nothing again', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/common/choose-city')
  const list = () => findAll(rig.tree(), (n) => classesOf(n).includes('choose-city__list'))[0]
  await rig.waitFor(() => list() !== undefined, 'the A–Z list drawn')
  // no height from the window in the page: the sheet gives it
  expect(attr(list().node, 'style')).not.toMatch(/height/)
  const sheet = readFileSync(path.join(WEAPP_BUILD, 'pages/common/choose-city.wxss'), 'utf8')
  // as tall as the window: --page-height is H5's (the window less Taro's tab bar and inset), set nowhere in the mini-program
  expect(ruleOf(sheet, '.choose-city')).toMatch(/^(?=.*height:var\(--page-height,100vh\))(?=.*display:flex)(?=.*flex-direction:column)/)
  expect(sheetsDeclaring('--page-height')).toEqual([])
  expect(ruleOf(sheet, '.choose-city__body')).toMatch(/^(?=.*flex:1)(?=.*min-height:0)/)
  expect(ruleOf(sheet, '.choose-city__list')).toMatch(/^(?=.*flex:1)(?=.*height:0)/)
  // the top block and the letter row keep their height; the list takes the rest
  expect(ruleOf(sheet, '.city-top')).toMatch(/flex-shrink:0/)
  expect(ruleOf(sheet, '.choose-city__index')).toMatch(/flex-shrink:0/)

  const clientWindow = rig.host.steer.window!
  expect(clientWindow.listening).toBe(0)
  const drawn = rig.host.setDataLog.length
  clientWindow.resize(1024, 704)
  clientWindow.resize(768, 960)
  await rig.settle()
  expect(rig.host.setDataLog.length).toBe(drawn)
  expect(findAll(rig.tree(), (n) => classesOf(n).includes('choose-city__letter')).length).toBeGreaterThan(0)
  expect(rig.host.errors).toEqual([])
})

// ---------------------------------------------------------------------------------- wide windows

/** The pages parents open most, drawn in a phone's window and in windows wider than a phone. */
const WIDE_PAGES = ['pages/home/home', 'pages/goods/goods-detail', 'pages/cart/cart', 'pages/order/order-confirm', 'pages/user/user-info']
/** Phones: the widths of an iPhone SE (1st), iPhone 8, iPhone 14, iPhone 14 Pro Max. */
const PHONES = [320, 375, 390, 430]
/** Windows wider than a phone, upright (an iPad, 768 px wide), and as tall but wider still. */
const WIDE_UPRIGHT = [768, 1024]
const UPRIGHT_HEIGHT = 1024
/** …and on their side: PC WeChat's window dragged wider, an iPad on its side. */
const WIDE_LANDSCAPE = [
  { width: 1024, height: 768 },
  { width: 1366, height: 1024 },
]
const PHONE_HEIGHT = 800

/** The stylesheets as they were before each rpx length was capped (`min(24rpx,16px)` → `24rpx`). */
const uncapped = (css: string) => css.replace(/min\((\d*\.?\d+rpx),\d+px\)/g, '$1').replace(/max\((-\d*\.?\d+rpx),-\d+px\)/g, '$1')

type Rounding = 'wechat' | 'exact'

/**
 * Every element's box in the web view of a window `width` × `height`, left edges from the body's (the
 * page's column); rpx rounded down to a whole px as WeChat's style compiler does, or `exact`.
 */
async function boxesAt(browser: Browser, doc: { body: (pxPerRpx: number, rounding: Rounding) => string; css: string }, width: number, height = PHONE_HEIGHT, rounding: Rounding = 'wechat') {
  const page = await browser.newPage({ viewport: { width, height } })
  try {
    const pxPerRpx = width / 750
    await page.setContent(webviewDocument({ body: doc.body(pxPerRpx, rounding), css: wxssToCss(doc.css, { pxPerRpx, rounding }), width }), { waitUntil: 'load' })
    return await page.evaluate(() => {
      const body = document.body.getBoundingClientRect()
      const r1 = (n: number) => Math.round(n * 10) / 10
      const boxes = [...document.body.querySelectorAll('*')].map((el) => {
        const b = el.getBoundingClientRect()
        // what shows of it across: its box inside every ancestor that clips (a row that scrolls sideways)
        let [left, right] = [b.left, b.right]
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX === 'visible') continue
          const c = p.getBoundingClientRect()
          ;[left, right] = [Math.max(left, c.left), Math.min(right, c.right)]
        }
        return {
          at: `${el.getAttribute('data-wx') ?? el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(/\s+/)[0]}`,
          box: [r1(b.left - body.left), r1(b.top), r1(b.width), r1(b.height)],
          shown: [r1(left - body.left), r1(Math.max(0, right - left))],
        }
      })
      return { body: { left: r1(body.left), width: r1(body.width) }, boxes }
    })
  } finally {
    await page.close()
  }
}

/** Where two drawings of the same page differ (the first few elements). */
function differences(a: Awaited<ReturnType<typeof boxesAt>>, b: Awaited<ReturnType<typeof boxesAt>>): string[] {
  const out: string[] = []
  if (a.boxes.length !== b.boxes.length) return [`${a.boxes.length} elements against ${b.boxes.length}`]
  a.boxes.forEach((x, i) => {
    const y = b.boxes[i]
    // an element not drawn (display: none) has no box to compare
    const drawn = (box: number[]) => box[2] > 0 || box[3] > 0
    if (!drawn(x.box) && !drawn(y.box)) return
    if (x.box.some((v, k) => Math.abs(v - y.box[k]) > 0.5)) out.push(`${x.at} [${x.box.join(', ')}] against [${y.box.join(', ')}]`)
  })
  return out.slice(0, 8)
}

test('a window wider than a phone draws the page in a 480 px column, centred, the same however wide; a phone draws what it drew before the lengths were capped', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  // resizable, and every length capped (config/postcss/weapp-column-lengths.js)
  expect(JSON.parse(readFileSync(path.join(WEAPP_BUILD, 'app.json'), 'utf8')).resizable).toBe(true)
  const common = readFileSync(path.join(WEAPP_BUILD, 'common.wxss'), 'utf8')
  expect(common).toMatch(/min\(24rpx,16px\)/)
  expect(common).not.toMatch(/(?<![\w(-])(?:[3-9]|\d{2,})rpx/)
  expect(MINI_PROGRAM_COLUMN_PX).toBe(480)

  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_FLAGS })
  try {
    await rig.mock.inject({ method: 'POST', url: '/__mock__/questionnaire-popups', payload: { enabled: false } })
    const mock = await MockData.login(rig.mock)
    const load = imageLoader(rig)
    await rig.launch('pages/home/home')
    for (const route of WIDE_PAGES) {
      const missing = await openAs(rig, route, await ROUTE_SAMPLES[route](mock))
      expect({ route, missing }).toEqual({ route, missing: [] })
      const shown = rig.page.route
      await loadImages(rig, load, path.posix.dirname(shown))
      const tree = rig.tree()
      const uris = new Map<string, string>()
      for (const n of findAll(tree, (x) => x.tag === 'wx-image' && Boolean(x.attr.src))) {
        const picture = await load(String(n.node.attr.src), path.posix.dirname(shown))
        if (picture) uris.set(String(n.node.attr.src), picture.uri)
      }
      const body = (pxPerRpx: number, rounding: Rounding) => treeToHtml(tree, { pxPerRpx, rounding, src: (s) => uris.get(s) ?? '' })
      const css = sheetsOf(shown)
      expect(css).toMatch(/min\(\d+rpx,\d+px\)/)

      // a phone: the same boxes as with the lengths uncapped, whether WeChat rounds rpx down or not
      for (const width of PHONES) {
        for (const rounding of ['wechat', 'exact'] as const) {
          const capped = await boxesAt(browser, { body, css }, width, PHONE_HEIGHT, rounding)
          expect({ route, width, body: capped.body }).toEqual({ route, width, body: { left: 0, width } })
          const before = await boxesAt(browser, { body, css: uncapped(css) }, width, PHONE_HEIGHT, rounding)
          expect({ route, width, rounding, moved: differences(capped, before) }).toEqual({ route, width, rounding, moved: [] })
        }
      }
      // a wider window, upright: the column is 480 px, centred, and the page in it does not change as
      // the window grows wider (it would, uncapped: the lengths grow with the window)
      const [first, ...wider] = await Promise.all(WIDE_UPRIGHT.map((width) => boxesAt(browser, { body, css }, width, UPRIGHT_HEIGHT)))
      for (const [i, wide] of [first, ...wider].entries()) {
        const width = WIDE_UPRIGHT[i]
        expect({ route, width, body: wide.body }).toEqual({ route, width, body: { left: (width - MINI_PROGRAM_COLUMN_PX) / 2, width: MINI_PROGRAM_COLUMN_PX } })
      }
      for (const [i, wide] of wider.entries()) expect({ route, width: WIDE_UPRIGHT[i + 1], moved: differences(wide, first) }).toEqual({ route, width: WIDE_UPRIGHT[i + 1], moved: [] })
      const uncappedAt = await Promise.all(WIDE_UPRIGHT.map((width) => boxesAt(browser, { body, css: uncapped(css) }, width, UPRIGHT_HEIGHT)))
      expect(differences(uncappedAt[1], uncappedAt[0]).length).toBeGreaterThan(0)
      // on its side (goods detail's pictures then take 60% of the window's height, so the price shows):
      // the column, centred, and nothing drawn outside it
      for (const { width, height } of WIDE_LANDSCAPE) {
        const wide = await boxesAt(browser, { body, css }, width, height)
        expect({ route, width, body: wide.body }).toEqual({ route, width, body: { left: (width - MINI_PROGRAM_COLUMN_PX) / 2, width: MINI_PROGRAM_COLUMN_PX } })
        const outside = wide.boxes.filter(({ box: [, , w, h], shown: [x, sw] }) => (w > 0 || h > 0) && sw > 0 && (x < -0.5 || x + sw > MINI_PROGRAM_COLUMN_PX + 0.5))
        expect({ route, width, outside: outside.slice(0, 5) }).toEqual({ route, width, outside: [] })
      }
    }
    expect(rig.host.errors).toEqual([])
  } finally {
    await browser.close()
  }
}, 240_000)
