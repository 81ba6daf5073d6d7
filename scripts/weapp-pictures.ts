/**
 * Pictures of mini-program pages, to look at next to the H5 screenshots: each page of the
 * production build (dist/weapp) is opened in the headless mini-program client as a bound parent,
 * the node tree WeChat's template engine draws for it is turned into HTML with the page's WXSS
 * (scripts/lib/weapp-html.ts), and headless Chromium takes a 375 × 667 (×2) full-page picture.
 *   npx tsx scripts/weapp-pictures.ts [route …]     (default: every page of app.json)
 *   npx tsx scripts/weapp-pictures.ts --offline [route …]   each page as it is drawn once the phone's
 *     network has gone after it opened (the offline notice as its first line)
 *   npx tsx scripts/weapp-pictures.ts --width 1024 [route …]   each page in a window that wide (PC
 *     WeChat's window dragged wider, an iPad): the web view alone (the bars are WeChat's own), rpx
 *     as a 1024th-wide window draws them, rounded as WeChat rounds them
 * Writes .pictures/weapp/<route with / as _>.png (and the .html it was taken from); with --offline,
 * .pictures/weapp-offline/; with --width N, .pictures/weapp-N/.
 */
import { chromium } from '@playwright/test'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Rig, WEAPP_BUILD } from '../test/weapp/rig/rig'
import type { WxNode } from '../test/weapp/rig/template-engine'
import { MockData, ROUTE_SAMPLES, type RouteSample } from '../test/weapp/route-samples'
import { OFFLINE_TEXT } from '../src/services/http/errors'
import { CHROMIUM_FLAGS } from './chromium-path'
import { pageDocument, SCREEN, treeToHtml, webviewDocument, windowHeight, wxssToCss } from './lib/weapp-html'
import { imageLoader, loadImages, openAs, readJson, sheetsOf, tabBarOf, type AppJson, type WindowConfig } from './lib/weapp-page-picture'

const OFFLINE = process.argv.includes('--offline')
const widthAt = process.argv.indexOf('--width')
/** --width N: the window's width, for a wide window's pictures */
const WIDE = widthAt > 0 ? Number(process.argv[widthAt + 1]) : undefined
if (WIDE !== undefined && !(WIDE >= 320)) throw new Error('--width takes a window width in px (320 or more)')
const OUT = path.resolve(OFFLINE ? '.pictures/weapp-offline' : WIDE ? `.pictures/weapp-${WIDE}` : '.pictures/weapp')

function pngSize(file: string): string {
  const bytes = readFileSync(file)
  return `${bytes.readUInt32BE(16)}×${bytes.readUInt32BE(20)} px, ${(bytes.length / 1024).toFixed(0)} KB`
}

async function main(): Promise<void> {
  const started = Date.now()
  const app = readJson<AppJson>('app.json')
  if (!app) throw new Error(`${WEAPP_BUILD}/app.json not found: build the mini-program first (npm run build:weapp)`)
  const all = [...app.pages, ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
  const asked = process.argv
    .slice(2)
    .filter((a, i, all) => a !== '--offline' && a !== '--width' && all[i - 1] !== '--width')
    .map((r) => r.replace(/^\//, ''))
  const unknown = asked.filter((r) => !all.includes(r))
  if (unknown.length) throw new Error(`not a page of app.json: ${unknown.join(', ')}`)
  const routes = asked.length ? asked : all
  mkdirSync(OUT, { recursive: true })

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  const context = await browser.newContext({
    viewport: { width: WIDE ?? SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // the picture is static: nothing of the page runs in the browser
    javaScriptEnabled: false,
  })
  const rig = await Rig.start({ visitor: 'bound-parent' })
  // as in the browser journeys (test/e2e/support/fixtures.ts): a waiting questionnaire's invitation
  // would cover the home once it has settled, and the pictures are of the pages
  const popups = await rig.mock.inject({ method: 'POST', url: '/__mock__/questionnaire-popups', payload: { enabled: false } })
  if (popups.statusCode !== 200) throw new Error(`the questionnaire invitation could not be switched off: ${popups.body}`)
  const load = imageLoader(rig)
  const mock = await MockData.login(rig.mock)
  let failures = 0
  try {
    await rig.launch('pages/home/home')
    for (const route of routes) {
      const t0 = Date.now()
      const name = route.replace(/\//g, '_')
      const png = path.join(OUT, `${name}.png`)
      try {
        const sample: RouteSample = ROUTE_SAMPLES[route] ? await ROUTE_SAMPLES[route](mock) : { texts: [] }
        const mark = rig.mark()
        const missing = await openAs(rig, route, sample)
        if (OFFLINE) {
          rig.host.steer.network?.set(false)
          await rig.waitForText(OFFLINE_TEXT, 3_000).catch(() => missing.push('the offline notice'))
          await rig.settle()
        }
        const shown = rig.page.route
        const pageDir = path.posix.dirname(shown)
        const failedImages = await loadImages(rig, load, pageDir)
        const tree: WxNode = rig.tree()
        if (OFFLINE) rig.host.steer.network?.set(true)
        const tabBar = tabBarOf(app, shown)
        const vh = windowHeight(Boolean(tabBar))
        // every picture of the tree (also those no handler waits for, and video posters) as data URIs
        const uris = new Map<string, string>()
        const srcs = new Set<string>()
        const collect = (n: WxNode) => {
          if ((n.tag === 'wx-image' || n.tag === 'wx-cover-image') && n.attr.src) srcs.add(String(n.attr.src))
          if (n.tag === 'wx-video' && n.attr.poster) srcs.add(String(n.attr.poster))
          for (const c of n.children) if (typeof c !== 'string') collect(c)
        }
        collect(tree)
        for (const src of srcs) {
          const picture = await load(src, pageDir)
          if (picture) uris.set(src, picture.uri)
          else if (!failedImages.includes(src)) failedImages.push(src)
        }
        const pageJson = readJson<WindowConfig>(`${shown}.json`) ?? {}
        const win = { ...app.window, ...pageJson }
        const html = WIDE
          ? webviewDocument({
              body: treeToHtml(tree, { pxPerRpx: WIDE / 750, rounding: 'wechat', src: (s) => uris.get(s) ?? '' }),
              css: wxssToCss(sheetsOf(shown), { pxPerRpx: WIDE / 750, rounding: 'wechat' }),
              width: WIDE,
            })
          : pageDocument({
          body: treeToHtml(tree, { viewportHeight: vh, src: (s) => uris.get(s) ?? '' }),
          css: wxssToCss(sheetsOf(shown), { viewportHeight: vh }),
          nav: {
            title: win.navigationBarTitleText ?? '',
            background: win.navigationBarBackgroundColor ?? '#000000',
            textStyle: win.navigationBarTextStyle ?? 'white',
            back: !tabBar,
          },
          tabBar,
        })
        writeFileSync(path.join(OUT, `${name}.html`), html)
        const page = await context.newPage()
        await page.setContent(html, { waitUntil: 'load' })
        await page.screenshot({ path: png, fullPage: true })
        await page.close()
        const notes = [
          shown !== route ? `shows ${shown}` : '',
          sample.reach ? 'reached by taps' : sample.query ? `query ${new URLSearchParams(sample.query).toString()}` : '',
          ...missing.map((t) => (t.startsWith('(still) ') ? `still shows: ${t.slice(8)}` : `does not show: ${t}`)),
          ...failedImages.map((s) => `image not found: ${s}`),
          ...rig.problemsSince(mark),
        ].filter(Boolean)
        console.log(`${route}  ${path.relative(process.cwd(), png)}  ${pngSize(png)}  ${Date.now() - t0} ms${notes.length ? `\n    ${notes.join('\n    ')}` : ''}`)
      } catch (e) {
        failures++
        console.log(`${route}  FAILED: ${e instanceof Error ? e.message : String(e)}`)
      }
    }
  } finally {
    await rig.close()
    await browser.close()
  }
  console.log(`${routes.length - failures} of ${routes.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), OUT)}`)
  if (failures) process.exitCode = 1
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
