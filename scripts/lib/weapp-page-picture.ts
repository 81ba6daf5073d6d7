/**
 * A mini-program page of the production build (dist/weapp) opened in the headless mini-program
 * client and made ready to be drawn in a browser: opened as test/weapp/route-samples.ts says, its
 * pictures told to the page (bindload) and read as data URIs, and the stylesheets it draws with.
 * Used by scripts/weapp-pictures.ts and by test/weapp/window-resize.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { findAll } from '../../test/weapp/rig/node-tree'
import { mockPathOf } from '../../test/weapp/rig/mock-transport'
import { WEAPP_BUILD, type Rig } from '../../test/weapp/rig/rig'
import type { RouteSample } from '../../test/weapp/route-samples'
import { IMAGE_FADE_MS } from '../../src/utils/image-state'
import { inlineImports, type TabBar } from './weapp-html'

export interface WindowConfig {
  navigationBarTitleText?: string
  navigationBarBackgroundColor?: string
  navigationBarTextStyle?: string
  usingComponents?: Record<string, string>
}

export interface AppJson {
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

export const readText = (rel: string): string | undefined => {
  const file = path.join(WEAPP_BUILD, rel)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

export const readJson = <T>(rel: string): T | undefined => {
  const text = readText(rel)
  return text === undefined ? undefined : (JSON.parse(text) as T)
}

/**
 * Opens `route` the way test/weapp/route-samples.ts says (its query with the parent's own ids, or
 * the taps that reach it, and WeChat's answers for it), waits for the texts it must show and for
 * its drawing or loading states to end; returns what did not come.
 */
export async function openAs(rig: Rig, route: string, sample: RouteSample): Promise<string[]> {
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

export interface Loaded {
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
export function imageLoader(rig: Rig) {
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
export async function loadImages(rig: Rig, load: ReturnType<typeof imageLoader>, pageDir: string): Promise<string[]> {
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
export function sheetsOf(route: string): string {
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

export function tabBarOf(app: AppJson, route: string): TabBar | undefined {
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

