/**
 * The audit's rules judged on what the headless client recorded while a journey ran (one Rig, from
 * start to close). Each check returns its offences, one readable line each (the page, node, call or
 * request); none means the rule scores 100. Thresholds are WeChat's, cited in audit-rule-table.ts
 * (performance.html, accessibility.md, best-practice.md of developers.weixin.qq.com/miniprogram/dev/framework/audits/).
 */
import type { SetDataRecord } from '../mini-host'
import type { WxLog } from '../wx-api'
import type { AuditRecorder, RequestRecord } from './audit-recorder'
import type { RuleId } from './audit-rule-table'
import { API_SINCE, COMPONENT_SINCE, compareVersions } from './base-library-versions'
import { DEPRECATED_WX_APIS } from './deprecated-wx-apis'
import { findAll } from '../node-tree'
import { shownPictures, tapTargets, treeShape, type ShownPicture } from './wxml-tree-measures'
import type { WxssClassIndex } from './wxss-class-index'

export interface RunRecord {
  audit: AuditRecorder
  setDataLog: SetDataRecord[]
  requests: WxLog['requests']
  wxss: WxssClassIndex
  /** the data names each page's template reads (root WXML of the page), by route */
  templateReads: (route: string) => Set<string>
  /** the device pixel ratio of the client (2: iPhone 6/7/8, DevTools' default) */
  pixelRatio: number
  /** project.config.json's libVersion, the lowest base library the app is for ('' when not set) */
  libVersion: string
}

export type Offences = Partial<Record<RuleId, string[]>>

// 脚本执行时间: 一个执行周期内脚本运行时间不超过 1 秒
export const SCRIPT_RUN_LIMIT_MS = 1000
// setData 调用频率: 每秒调用 setData 的次数不超过 20 次
export const SET_DATA_PER_SECOND = 20
// setData 数据大小: WeChat's 256 KB (JSON.stringify); the storefront keeps to a quarter of it
export const SET_DATA_BYTES = 64 * 1024
// WXML 节点数: 少于 1000 个，深度少于 30 层，子节点数不大于 60 个
export const WXML_NODES_BELOW = 1000
export const WXML_DEPTH_BELOW = 30
export const WXML_CHILDREN_AT_MOST = 60
// 网络请求数: wx.request 发起的耗时超过 300ms 的请求并发数不超过 10 个
export const SLOW_REQUEST_MS = 300
export const SLOW_REQUESTS_AT_ONCE = 10
// 图片请求数: 同域名耗时超过 100ms 的图片请求并发数不超过 20 个
export const IMAGES_AT_ONCE_PER_HOST = 20
// 网络请求缓存: 3 分钟以内同一个 url 请求不出现两次回包大于 128KB 且一模一样的内容
export const REPEAT_WINDOW_MS = 3 * 60 * 1000
export const REPEAT_BODY_BYTES = 128 * 1024
// 保持图片大小比例: 显示的高/宽与原图的高/宽不超过 15%
export const ASPECT_TOLERANCE = 0.15
// 可点击元素的响应区域: 宽高都不小于 20px
export const TAP_MIN_PX = 20

/** Modes that keep a picture's own aspect ratio (scaleToFill, the default, stretches it). */
const KEEPS_ASPECT = new Set(['aspectFit', 'aspectFill', 'widthFix', 'heightFix', 'top', 'bottom', 'center', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'])

const at = (ms: number) => `${Math.round(ms)} ms`

export function scriptTime(r: RunRecord): string[] {
  return r.audit.runs.filter((x) => x.ms > SCRIPT_RUN_LIMIT_MS).map((x) => `${x.route || 'app'}: ${x.name} ran ${at(x.ms)} at once`)
}

export function setDataRate(r: RunRecord): string[] {
  const out: string[] = []
  const byRoute = new Map<string, number[]>()
  for (const s of r.setDataLog) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s.at])
  for (const [route, times] of byRoute) {
    let most = 0
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i] - times[j] >= 1000) j++
      most = Math.max(most, i - j + 1)
    }
    if (most > SET_DATA_PER_SECOND) out.push(`${route}: ${most} setData calls within one second`)
  }
  return out
}

export function setDataSize(r: RunRecord): string[] {
  return r.setDataLog.filter((s) => s.bytes > SET_DATA_BYTES).map((s) => `${s.route}: setData of ${s.bytes} bytes (${s.keys.slice(0, 3).join(', ')})`)
}

export function wxmlNodes(r: RunRecord): string[] {
  const out = new Set<string>()
  for (const v of r.audit.views) {
    const s = treeShape(v.tree)
    if (s.nodes >= WXML_NODES_BELOW) out.add(`${v.route}: ${s.nodes} WXML nodes`)
    if (s.depth >= WXML_DEPTH_BELOW) out.add(`${v.route}: node tree ${s.depth} deep`)
    if (s.widest.children > WXML_CHILDREN_AT_MOST) out.add(`${v.route}: ${s.widest.node} has ${s.widest.children} children`)
  }
  return [...out]
}

/** The most requests of `list` under way at one moment (one never answered is under way to the end). */
function mostAtOnce(list: RequestRecord[]): number {
  const edges = list.flatMap((q) => [
    [q.start, 1],
    [q.end ?? Infinity, -1],
  ])
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  let now = 0
  let most = 0
  for (const [, d] of edges) most = Math.max(most, (now += d))
  return most
}

export function requestConcurrency(r: RunRecord): string[] {
  const slow = r.audit.requests.filter((q) => q.kind === 'request' && (q.end ?? Infinity) - q.start > SLOW_REQUEST_MS)
  const most = mostAtOnce(slow)
  return most > SLOW_REQUESTS_AT_ONCE ? [`${most} wx.request calls over ${SLOW_REQUEST_MS} ms under way at once (${slow.map((q) => q.url).slice(0, 3).join(', ')} …)`] : []
}

/**
 * The client draws pictures without loading them, so how long each takes is unknown: every picture a
 * page shows for the first time is taken as requested at that moment and slow (the worst case).
 */
export function imageConcurrency(r: RunRecord): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  for (const v of r.audit.views) {
    const fresh = new Map<string, number>()
    for (const p of shownPictures(v.tree, r.wxss)) {
      if (!/^https?:\/\//.test(p.src) || seen.has(p.src)) continue
      seen.add(p.src)
      const host = new URL(p.src).host
      fresh.set(host, (fresh.get(host) ?? 0) + 1)
    }
    for (const [host, n] of fresh) if (n > IMAGES_AT_ONCE_PER_HOST) out.push(`${v.route}: ${n} pictures from ${host} requested at once`)
  }
  return out
}

const cached = (h: Record<string, string>): boolean => {
  const cc = h['cache-control'] ?? ''
  if (/no-store|no-cache/.test(cc)) return false
  return /max-age=([1-9]\d*)/.test(cc) || Boolean(h.expires || h.etag || h['last-modified'])
}

export function imageCache(r: RunRecord): string[] {
  return r.audit.requests.filter((q) => q.kind === 'image' && q.status === 200 && !cached(q.headers)).map((q) => `${q.url}: no HTTP cache (${q.headers['cache-control'] ?? 'no cache-control'})`)
}

/** Each picture a page showed whose real pixel size is known, with that size. */
function picturesWithTheirSize(r: RunRecord): Array<{ route: string; p: ShownPicture; n: { width: number; height: number } }> {
  const natural = new Map<string, { width: number; height: number }>()
  for (const q of r.audit.requests) if (q.kind === 'image' && q.pixelSize) natural.set(q.url, q.pixelSize)
  return r.audit.views.flatMap((v) =>
    shownPictures(v.tree, r.wxss).flatMap((p) => {
      const n = natural.get(p.src)
      return n ? [{ route: v.route, p, n }] : []
    }),
  )
}

export function imageSize(r: RunRecord): string[] {
  const out = new Set<string>()
  for (const { route, p, n } of picturesWithTheirSize(r)) {
    const { width, height } = p.shown
    if (width === null) continue
    // widthFix: the height follows the picture's own ratio
    const h = p.mode === 'widthFix' ? (width * n.height) / n.width : height
    if (h === null) continue
    if (n.width * n.height > width * h * r.pixelRatio ** 2) out.add(`${route}: ${p.node} ${p.src} is ${n.width}×${n.height} px, shown at ${Math.round(width)}×${Math.round(h)} px (×${r.pixelRatio}²)`)
  }
  return [...out]
}

export function requestCache(r: RunRecord): string[] {
  const out: string[] = []
  const large = r.audit.requests.filter((q) => q.kind === 'request' && q.end !== undefined && q.bytes > REPEAT_BODY_BYTES)
  for (let i = 0; i < large.length; i++) {
    for (let j = i + 1; j < large.length; j++) {
      const [a, b] = [large[i], large[j]]
      if (a.url === b.url && a.bodyHash === b.bodyHash && (b.end ?? 0) - (a.end ?? 0) <= REPEAT_WINDOW_MS) out.push(`${a.url}: the same ${a.bytes} bytes answered twice within 3 minutes`)
    }
  }
  return [...new Set(out)]
}

export function imageAspect(r: RunRecord): string[] {
  const out = new Set<string>()
  for (const { route, p, n } of picturesWithTheirSize(r)) {
    const { width, height } = p.shown
    if (KEEPS_ASPECT.has(p.mode) || width === null || height === null || width === 0) continue
    const drift = Math.abs(height / width / (n.height / n.width) - 1)
    if (drift > ASPECT_TOLERANCE) out.add(`${route}: ${p.node} ${p.src} (${n.width}×${n.height}) stretched to ${Math.round(width)}×${Math.round(height)} px, mode ${p.mode}`)
  }
  return [...out]
}

export function tapArea(r: RunRecord): string[] {
  const out = new Set<string>()
  for (const v of r.audit.views) {
    for (const t of tapTargets(v.tree, r.wxss)) {
      if ((t.width !== null && t.width < TAP_MIN_PX) || (t.height !== null && t.height < TAP_MIN_PX)) out.add(`${v.route}: ${t.node} is ${t.width ?? 'auto'}×${t.height ?? 'auto'} px`)
    }
  }
  return [...out]
}

export function jsExceptions(r: RunRecord): string[] {
  return r.audit.exceptions.map((e) => `${e.route || 'app'}: ${e.text}`)
}

// 所有已授权网络请求都正常返回，未授权网络请求需要给出 401 或 403 这两种状态码
const answeredWell = (status: number | undefined) => status !== undefined && ((status >= 200 && status < 300) || status === 401 || status === 403)

export function failedRequests(r: RunRecord): string[] {
  return [
    ...r.requests.filter((q) => q.failed !== undefined || (q.status !== undefined && !answeredWell(q.status))).map((q) => `${q.method} ${q.url} → ${q.failed ?? `HTTP ${q.status}`}`),
    ...r.audit.requests.filter((q) => q.kind === 'image' && q.status !== undefined && !answeredWell(q.status)).map((q) => `picture ${q.url} → HTTP ${q.status}`),
  ]
}

export function deprecatedApis(r: RunRecord): string[] {
  return [...r.audit.apisCalled].filter((name) => Object.prototype.hasOwnProperty.call(DEPRECATED_WX_APIS, name)).map((name) => `wx.${name} (${DEPRECATED_WX_APIS[name]})`)
}

export function https(r: RunRecord): string[] {
  const urls = new Set([...r.requests.map((q) => q.url), ...r.audit.requests.map((q) => q.url)])
  for (const v of r.audit.views) for (const p of shownPictures(v.tree, r.wxss)) if (/^[a-z]+:\/\//i.test(p.src)) urls.add(p.src)
  return [...urls].filter((u) => !u.startsWith('https://')).map((u) => `${u} is not HTTPS`)
}

export function setDataUnbound(r: RunRecord): string[] {
  const out = new Set<string>()
  for (const s of r.setDataLog) {
    const reads = r.templateReads(s.route)
    for (const key of s.keys) {
      const name = /^[^.[]+/.exec(key)?.[0] ?? key
      if (!reads.has(name)) out.add(`${s.route}: setData key ${key} is read by no template`)
    }
  }
  return [...out]
}

/**
 * 及时回收定时器 (developers.weixin.qq.com/miniprogram/dev/framework/audits/best-practice.html): 得分条件
 * 「所有定时器的回调执行时所在的页面都与设置定时器的页面一致」. A timer is the app's setTimeout or
 * setInterval, set on the page on top when it was set (mini-host.ts); setData's callback is the
 * framework's call once the view has drawn, not a timer. The rig counts a timer whose page unloaded
 * before it fired or was cleared and that then fired on another page, and an interval left running.
 */
export function timersCleared(r: RunRecord): string[] {
  return [
    ...r.audit.timersFiredAfterTheirPage().map((t) => `a ${t.repeat ? 'interval' : 'timer'} of ${t.delayMs} ms${t.setBy ? ` (${t.setBy})` : ''} set on ${t.setOn} fired on ${t.firedOn.filter((x) => x !== t.setOn).join(', ')} after ${t.setOn} unloaded`),
    ...r.audit.intervalsLeftRunning().filter((t) => t.firedOn.every((x) => x === t.setOn)).map((t) => `an interval of ${t.delayMs} ms set on ${t.setOn} still runs after ${t.setOn} unloaded`),
  ]
}

/** The components a tree draws, by tag ('canvas-2d' for a canvas of type 2d). */
export function componentsDrawn(r: RunRecord): Set<string> {
  const out = new Set<string>()
  for (const v of r.audit.views) for (const h of findAll(v.tree, () => true)) out.add(h.node.tag === 'wx-canvas' && h.node.attr.type === '2d' ? 'canvas-2d' : h.node.tag.replace(/^wx-/, ''))
  return out
}

export function minBaseLibrary(r: RunRecord): string[] {
  if (!r.libVersion) return ['project.config.json sets no libVersion']
  const out: string[] = []
  for (const name of r.audit.apisCalled) {
    const since = API_SINCE[name]
    if (!since) out.push(`wx.${name}: no base library version known (add it to base-library-versions.ts)`)
    else if (compareVersions(since, r.libVersion) > 0) out.push(`wx.${name} needs base library ${since}, libVersion is ${r.libVersion}`)
  }
  for (const tag of componentsDrawn(r)) {
    const since = COMPONENT_SINCE[tag]
    if (!since) out.push(`<${tag}>: no base library version known (add it to base-library-versions.ts)`)
    else if (compareVersions(since, r.libVersion) > 0) out.push(`<${tag}> needs base library ${since}, libVersion is ${r.libVersion}`)
  }
  return out
}

export const RUNTIME_CHECKS: Partial<Record<RuleId, (r: RunRecord) => string[]>> = {
  'script-time': scriptTime,
  'set-data-rate': setDataRate,
  'set-data-size': setDataSize,
  'wxml-nodes': wxmlNodes,
  'request-concurrency': requestConcurrency,
  'image-concurrency': imageConcurrency,
  'image-cache': imageCache,
  'image-size': imageSize,
  'request-cache': requestCache,
  'image-aspect': imageAspect,
  'tap-area': tapArea,
  'no-js-exception': jsExceptions,
  'no-failed-request': failedRequests,
  'no-deprecated-api': deprecatedApis,
  https,
  'set-data-unbound': setDataUnbound,
  'timers-cleared': timersCleared,
  'min-base-library': minBaseLibrary,
}

export function runtimeOffences(r: RunRecord): Offences {
  return Object.fromEntries(Object.entries(RUNTIME_CHECKS).map(([id, check]) => [id, check(r)]))
}
