/**
 * Pictures of mini-program pages, to look at next to the H5 screenshots: each page of the
 * production build (dist/weapp) is opened in the headless mini-program client as a bound parent,
 * the node tree WeChat's template engine draws for it is turned into HTML with the page's WXSS
 * (scripts/lib/weapp-html.ts), and headless Chromium takes a 375 × 667 (×2) full-page picture.
 *   npx tsx scripts/weapp-pictures.ts [route …]     (default: every page of app.json)
 *   npx tsx scripts/weapp-pictures.ts --offline [route …]   each page as it is drawn once the phone's
 *     network has gone after it opened (the offline notice as its first line)
 * Writes .pictures/weapp/<route with / as _>.png (and the .html it was taken from); with --offline,
 * .pictures/weapp-offline/.
 */
import { chromium } from '@playwright/test'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { findAll } from '../test/weapp/rig/node-tree'
import { mockPathOf } from '../test/weapp/rig/mock-transport'
import { Rig, WEAPP_BUILD } from '../test/weapp/rig/rig'
import type { WxNode } from '../test/weapp/rig/template-engine'
import { MockData, ROUTE_SAMPLES, type RouteSample } from '../test/weapp/route-samples'
import { OFFLINE_TEXT } from '../src/services/http/errors'
import { IMAGE_FADE_MS } from '../src/utils/image-state'
import { CHROMIUM_FLAGS } from './chromium-path'
import { inlineImports, pageDocument, SCREEN, treeToHtml, windowHeight, wxssToCss, type TabBar } from './lib/weapp-html'

const OFFLINE = process.argv.includes('--offline')
const OUT = path.resolve(OFFLINE ? '.pictures/weapp-offline' : '.pictures/weapp')

interface WindowConfig {
  navigationBarTitleText?: string
  navigationBarBackgroundColor?: string
  navigationBarTextStyle?: string
  usingComponents?: Record<string, string>
}

interface AppJson {
  pages: string[]
  subPackages?: Array<{ root: string; pages: string[] }>
  window?: WindowConfig
  tabBar?: {
    color?: string
    selectedColor?: string
    backgroundColor?: string
    borderStyle?: string
    list: Array<{ pagePath: string; text: string; iconPath?: string; selectedIconPath?: string }>
  }
}

const readText = (rel: string): string | undefined => {
  const file = path.join(WEAPP_BUILD, rel)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

const readJson = <T>(rel: string): T | undefined => {
  const text = readText(rel)
  return text === undefined ? undefined : (JSON.parse(text) as T)
}

/**
 * Opens `route` the way test/weapp/route-samples.ts says (its query with the parent's own ids, or
 * the taps that reach it, and WeChat's answers for it), waits for the texts it must show and for
 * its drawing or loading states to end; returns what did not come.
 */
async function openAs(rig: Rig, route: string, sample: RouteSample): Promise<string[]> {
  const saved = { ...rig.host.steer }
  Object.assign(rig.host.steer, sample.steer ?? {})
  const missing: string[] = []
  try {
    if (sample.reach) await sample.reach(rig)
    else await rig.open(route, sample.query ?? {})
    await rig.waitForRoute(sample.endsOn ?? route, 5_000)
    for (const want of sample.texts) await rig.waitForText(want, 3_000).catch(() => missing.push(String(want)))
    for (const text of sample.absent ?? []) await rig.waitFor(() => !rig.text().includes(text), `${text} to go`, 3_000).catch(() => missing.push(`(still) ${text}`))
    await rig.settle()
  } finally {
    Object.assign(rig.host.steer, saved)
  }
  return missing
}

// ------------------------------------------------------------------------------------ pictures

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', webp: 'image/webp' }

interface Loaded {
  uri: string
  width: number
  height: number
}

/** Pixel size of a PNG, JPEG-less guess for the rest; an SVG's width/height attributes. */
function sizeOf(bytes: Buffer, type: string): { width: number; height: number } {
  if (type === 'image/png' && bytes.length > 24) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  if (type.startsWith('image/svg')) {
    const head = bytes.subarray(0, 400).toString('utf8')
    const w = /\bwidth="(\d+(?:\.\d+)?)"/.exec(head)
    const h = /\bheight="(\d+(?:\.\d+)?)"/.exec(head)
    if (w && h) return { width: Number(w[1]), height: Number(h[1]) }
  }
  return { width: 400, height: 300 }
}

/** An image `src` of the tree as a data URI: the mock's pictures through inject, the build's own files from disk. */
function imageLoader(rig: Rig) {
  const cache = new Map<string, Promise<Loaded | null>>()
  const load = async (src: string, pageDir: string): Promise<Loaded | null> => {
    if (src.startsWith('data:')) return { uri: src, width: 400, height: 300 }
    if (/^https?:\/\//i.test(src)) {
      const url = new URL(src)
      const local = /^(localhost|127\.0\.0\.1)$/.test(url.hostname)
      const mockPath = local ? `${url.pathname}${url.search}` : mockPathOf(src)
      if (mockPath === null) return null
      const r = await rig.mock.inject({ method: 'GET', url: mockPath })
      if (r.statusCode !== 200) return null
      const type = String(r.headers['content-type'] ?? 'image/png').split(';')[0]
      if (!type.startsWith('image/')) return null
      return { uri: `data:${type};base64,${r.rawPayload.toString('base64')}`, ...sizeOf(r.rawPayload, type) }
    }
    const file = src.startsWith('/') ? path.join(WEAPP_BUILD, src) : path.join(WEAPP_BUILD, pageDir, src)
    if (!existsSync(file)) return null
    const type = MIME[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream'
    const bytes = readFileSync(file)
    return { uri: `data:${type};base64,${bytes.toString('base64')}`, ...sizeOf(bytes, type) }
  }
  return (src: string, pageDir: string) => {
    const key = `${pageDir}|${src}`
    let found = cache.get(key)
    if (!found) cache.set(key, (found = load(src, pageDir).catch(() => null)))
    return found
  }
}

/**
 * How long a page stays quiet before its picture is taken once its pictures are told: longer than a
 * picture's fade-in, after which the home draws the rest of its first screen (the banners out of
 * sight, the list's other rows). A shorter wait took the home either before that or after it,
 * depending on the machine's speed.
 */
const PICTURES_SETTLED_MS = IMAGE_FADE_MS + 150

/**
 * The client tells each image when its picture has arrived (bindload) or could not (binderror):
 * pages that fade pictures in or show a placeholder until then need it to look as on the phone.
 */
async function loadImages(rig: Rig, load: ReturnType<typeof imageLoader>, pageDir: string): Promise<string[]> {
  const told = new Set<string>()
  const failed: string[] = []
  for (let pass = 0; pass < 4; pass++) {
    const hits = findAll(rig.tree(), (n) => n.tag === 'wx-image' && Boolean(n.attr.src) && !told.has(`${String(n.attr.id)}|${String(n.attr.src)}`))
    if (!hits.length) break
    for (const hit of hits) {
      const src = String(hit.node.attr.src)
      told.add(`${String(hit.node.attr.id)}|${src}`)
      const picture = await load(src, pageDir)
      if (!picture) failed.push(src)
      const type = picture ? 'load' : 'error'
      const detail = picture ? { width: picture.width, height: picture.height } : { errMsg: 'GET ' + src + ' 404' }
      try {
        rig.dispatch(hit, type, detail)
      } catch {
        // nothing handles it: nothing changes
      }
    }
    await rig.settle(PICTURES_SETTLED_MS)
  }
  return [...new Set(failed)]
}

/** Every WXSS the page draws with: app.wxss, the custom components' own sheets, then the page's, imports inlined. */
function sheetsOf(route: string): string {
  const files = ['app.wxss']
  const seen = new Set<string>()
  const components = (file: string) => {
    const json = readJson<WindowConfig>(`${file}.json`)
    for (const rel of Object.values(json?.usingComponents ?? {})) {
      const target = rel.startsWith('/') ? rel.slice(1) : path.posix.join(path.posix.dirname(file), rel)
      if (seen.has(target)) continue
      seen.add(target)
      if (existsSync(path.join(WEAPP_BUILD, `${target}.wxss`))) files.push(`${target}.wxss`)
      components(target)
    }
  }
  components(route)
  files.push(`${route}.wxss`)
  return files.map((f) => inlineImports(f, readText)).join('\n')
}

function dataUriOf(rel: string | undefined): string | undefined {
  if (!rel) return undefined
  const file = path.join(WEAPP_BUILD, rel)
  if (!existsSync(file)) return undefined
  return `data:${MIME[path.extname(file).slice(1).toLowerCase()] ?? 'image/png'};base64,${readFileSync(file).toString('base64')}`
}

function tabBarOf(app: AppJson, route: string): TabBar | undefined {
  const bar = app.tabBar
  if (!bar?.list.some((t) => t.pagePath === route)) return undefined
  return {
    color: bar.color ?? '#000000',
    selectedColor: bar.selectedColor ?? '#000000',
    background: bar.backgroundColor ?? '#ffffff',
    borderStyle: bar.borderStyle ?? 'black',
    items: bar.list.map((t) => {
      const selected = t.pagePath === route
      return { text: t.text, selected, icon: dataUriOf(selected ? (t.selectedIconPath ?? t.iconPath) : t.iconPath) }
    }),
  }
}

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
    .filter((a) => a !== '--offline')
    .map((r) => r.replace(/^\//, ''))
  const unknown = asked.filter((r) => !all.includes(r))
  if (unknown.length) throw new Error(`not a page of app.json: ${unknown.join(', ')}`)
  const routes = asked.length ? asked : all
  mkdirSync(OUT, { recursive: true })

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  const context = await browser.newContext({
    viewport: { width: SCREEN.width, height: SCREEN.height },
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
        const html = pageDocument({
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
