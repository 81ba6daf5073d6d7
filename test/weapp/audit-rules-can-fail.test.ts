/**
 * Each rule of the experience audit the rig judges names a fault planted into what it reads: a
 * recorded run (a slow handler, a burst of setData, a stretched picture …) or a stylesheet of a
 * planted build. The same checks judge every page and journey (rig/audit, Rig.close).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postcss from 'postcss'
import { AuditRecorder } from './rig/audit/audit-recorder'
import { AUDIT_RULES } from './rig/audit/audit-rule-table'
import { FRAMEWORK_OFFENCES } from './rig/audit/offences-not-yet-fixed'
import { auditTable, scoreAudit } from './rig/audit/audit-score'
import { BUILD_CHECKS, type BuildFacts } from './rig/audit/build-rule-checks'
import { dataNamesRead } from './rig/audit/page-template-reads'
import { RUNTIME_CHECKS, runtimeOffences, type RunRecord } from './rig/audit/runtime-rule-checks'
import { unreachablePages } from './rig/audit/unreachable-pages'
import { lengthPx, WxssClassIndex } from './rig/audit/wxss-class-index'
import type { SetDataRecord } from './rig/mini-host'
import { Rig, WEAPP_BUILD } from './rig/rig'
import type { WxNode } from './rig/template-engine'

const node = (tag: string, attr: Record<string, unknown> = {}, children: WxNode[] = []): WxNode => ({ tag: `wx-${tag}`, attr, children })
const sheet = (file: string, css: string) => ({ file, root: postcss.parse(css), bytes: css.length })

const WXSS = new WxssClassIndex([sheet('page.wxss', '.thumb{width:100rpx;height:100rpx}.wide{width:200rpx;height:50rpx}.tiny{width:20rpx;height:20rpx}')])

function record(change: (r: RunRecord) => void = () => undefined): RunRecord {
  const r: RunRecord = { audit: new AuditRecorder(), setDataLog: [], requests: [], wxss: WXSS, templateReads: () => new Set(['root']), pixelRatio: 2, libVersion: '2.20.1' }
  change(r)
  return r
}

const setData = (at: number, bytes = 100, keys = ['root.cn']): SetDataRecord => ({ route: 'pages/x/x', keys, bytes, json: '{}', at })
const picture = (r: RunRecord, url: string, width: number, height: number, headers: Record<string, string> = { 'cache-control': 'public, max-age=86400' }) => {
  const q = r.audit.requestSent({ method: 'GET', url, kind: 'image', start: 0, route: 'pages/x/x' })
  Object.assign(q, { end: 10, status: 200, headers, pixelSize: { width, height } })
}
const view = (r: RunRecord, tree: WxNode) => r.audit.viewed('pages/x/x', node('page', {}, [tree]))

test('a clean run passes every runtime rule', () => {
  const r = record((r) => {
    r.setDataLog.push(setData(0), setData(100))
    picture(r, 'https://a.example/p.png', 100, 100)
    view(r, node('view', {}, [node('image', { src: 'https://a.example/p.png', class: 'thumb', mode: 'aspectFill' }), node('view', { bindtap: 'eh', class: 'wide' })]))
    r.audit.apiCalled('request')
  })
  expect(Object.values(runtimeOffences(r)).flat()).toEqual([])
})

const faults: Array<[keyof typeof RUNTIME_CHECKS, (r: RunRecord) => void, RegExp]> = [
  ['script-time', (r) => r.audit.ran('pages/x/x', 'onLoad', 1200), /onLoad ran 1200 ms/],
  ['set-data-rate', (r) => r.setDataLog.push(...Array.from({ length: 21 }, (_, i) => setData(i * 40))), /21 setData calls within one second/],
  ['set-data-size', (r) => r.setDataLog.push(setData(0, 70 * 1024)), /setData of 71680 bytes/],
  ['wxml-nodes', (r) => view(r, node('view', {}, Array.from({ length: 61 }, () => node('text')))), /has 61 children/],
  ['wxml-nodes', (r) => view(r, Array.from({ length: 30 }).reduce<WxNode>((inner) => node('view', {}, [inner]), node('text'))), /node tree 3\d deep/],
  ['request-concurrency', (r) => Array.from({ length: 11 }, (_, i) => Object.assign(r.audit.requestSent({ method: 'GET', url: `https://a.example/${i}`, kind: 'request', start: 0, route: 'x' }), { end: 400 })), /11 wx.request calls over 300 ms/],
  ['image-concurrency', (r) => view(r, node('view', {}, Array.from({ length: 21 }, (_, i) => node('image', { src: `https://a.example/${i}.png`, class: 'thumb' })))), /21 pictures from a.example/],
  ['image-cache', (r) => picture(r, 'https://a.example/p.png', 10, 10, { 'cache-control': 'no-store' }), /no HTTP cache/],
  ['image-size', (r) => (picture(r, 'https://a.example/big.png', 1000, 1000), view(r, node('image', { src: 'https://a.example/big.png', class: 'thumb', mode: 'aspectFill' }))), /1000×1000 px, shown at 50×50 px/],
  ['request-cache', (r) => [0, 1].forEach(() => Object.assign(r.audit.requestSent({ method: 'GET', url: 'https://a.example/list', kind: 'request', start: 0, route: 'x' }), { end: 5, bytes: 200 * 1024, bodyHash: 'same' })), /answered twice within 3 minutes/],
  ['image-aspect', (r) => (picture(r, 'https://a.example/sq.png', 100, 100), view(r, node('image', { src: 'https://a.example/sq.png', class: 'wide' }))), /stretched to 100×25 px/],
  ['tap-area', (r) => view(r, node('view', { bindtap: 'eh', class: 'tiny' })), /is 10×10 px/],
  // an inline size wins over a class's (NutUI's icons are sized inline)
  ['tap-area', (r) => view(r, node('view', { bindtap: 'eh', class: 'wide', style: 'width:10px;height:10px;' })), /is 10×10 px/],
  ['no-js-exception', (r) => r.audit.exception('pages/x/x', 'TypeError: planted'), /TypeError: planted/],
  ['no-failed-request', (r) => r.requests.push({ method: 'GET', url: 'https://a.example/x', data: null, sentAt: 0, status: 500 }), /HTTP 500/],
  ['no-deprecated-api', (r) => r.audit.apiCalled('getSystemInfoSync'), /wx.getSystemInfoSync/],
  ['https', (r) => r.requests.push({ method: 'GET', url: 'http://a.example/x', data: null, sentAt: 0, status: 200 }), /http:\/\/a.example\/x is not HTTPS/],
  ['set-data-unbound', (r) => r.setDataLog.push(setData(0, 10, ['unread.flag'])), /unread.flag is read by no template/],
  ['min-base-library', (r) => (r.audit.apiCalled('showShareImageMenu'), (r.libVersion = '2.10.0')), /needs base library 2.14.3/],
  ['min-base-library', (r) => r.audit.apiCalled('someNewApi'), /no base library version known/],
  [
    'timers-cleared',
    (r) => {
      r.audit.timerSet('t', 'pages/a/a', 300, false)
      r.audit.unloaded('pages/a/a')
      r.audit.timerFired('t', 'pages/b/b')
    },
    /set on pages\/a\/a fired on pages\/b\/b after pages\/a\/a unloaded/,
  ],
]

test.each(faults)('%s names a planted fault', (id, plant, expected) => {
  const offences = RUNTIME_CHECKS[id]?.(record(plant)) ?? []
  expect(offences.some((o) => expected.test(o))).toBe(true)
})

test("a class's !important size wins over the inline one, as in the cascade; a plain one does not", () => {
  const wxss = new WxssClassIndex([sheet('page.wxss', '.icon{width:48rpx !important;height:48rpx !important}.glyph{width:48rpx;height:48rpx}')])
  const tap = (cls: string) => record((r) => ((r.wxss = wxss), view(r, node('view', { bindtap: 'eh', class: cls, style: 'width:10px;height:10px;' }))))
  expect(RUNTIME_CHECKS['tap-area']?.(tap('icon'))).toEqual([])
  expect(RUNTIME_CHECKS['tap-area']?.(tap('glyph'))).toEqual(['pages/x/x: <view .glyph> is 10×10 px'])
})

test('a timer cleared when its page leaves, or fired before, is no offence', () => {
  const r = record((r) => {
    r.audit.timerSet('a', 'pages/a/a', 300, false)
    r.audit.timerCleared('a')
    r.audit.timerSet('b', 'pages/a/a', 0, false)
    r.audit.timerFired('b', 'pages/a/a')
    r.audit.unloaded('pages/a/a')
  })
  expect(RUNTIME_CHECKS['timers-cleared']?.(r)).toEqual([])
})

const build = (css: string, app: Partial<BuildFacts['app']> = {}): BuildFacts => ({ root: os.tmpdir(), wxss: [sheet('pages/x/x.wxss', css)], app: { pages: ['pages/x/x'], ...app } })

test.each([
  ['inertial-scroll', '.list{overflow-y:scroll}', /\.list scrolls without -webkit-overflow-scrolling/],
  ['no-active-pseudo', '.cell:active{opacity:.6}', /\.cell:active/],
  ['iphone-x', '.bar{position:fixed;bottom:0;left:0;right:0;padding:20rpx}', /\.bar is fixed to the bottom without the safe area/],
] as const)('%s names a planted stylesheet', (id, css, expected) => {
  expect(BUILD_CHECKS[id]?.(build(css)).some((o) => expected.test(o))).toBe(true)
})

test('the build rules pass what they should', () => {
  const css = '.list{overflow-y:scroll;-webkit-overflow-scrolling:touch}.bar{position:fixed;bottom:0;padding-bottom:env(safe-area-inset-bottom)}.mask{position:fixed;top:0;bottom:0}.cell-hover{opacity:.6}'
  for (const id of ['inertial-scroll', 'no-active-pseudo', 'iphone-x', 'window-resize'] as const) expect(BUILD_CHECKS[id]?.(build(css))).toEqual([])
})

test('window-resize names a resizable page with no @media, and passes it with one', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-resize-'))
  try {
    mkdirSync(path.join(dir, 'pages/x'), { recursive: true })
    writeFileSync(path.join(dir, 'pages/x/x.json'), '{"pageOrientation":"auto"}')
    const facts = (css: string): BuildFacts => ({ root: dir, wxss: [sheet('pages/x/x.wxss', css)], app: { pages: ['pages/x/x'] } })
    expect(BUILD_CHECKS['window-resize']?.(facts('.a{color:red}'))).toEqual(['pages/x/x may be resized but has no @media or match-media'])
    expect(BUILD_CHECKS['window-resize']?.(facts('@media (min-width:600px){.a{color:red}}'))).toEqual([])
    // the whole app made resizable (app.json's resizable) makes every page one to adapt
    expect(BUILD_CHECKS['window-resize']?.(build('.a{color:red}', { resizable: true }))).toEqual(['pages/x/x may be resized but has no @media or match-media'])
    expect(BUILD_CHECKS['window-resize']?.(build('.a{color:red}'))).toEqual([])
    // …adapted by a rule of the app's sheets, which app.wxss imports (as WeChat's style compiler inlines them)
    const app = (origin: string): BuildFacts => ({
      root: dir,
      wxss: [sheet('pages/x/x.wxss', '.a{color:red}'), sheet('app.wxss', '@import "./app-origin.wxss";'), sheet('app-origin.wxss', origin)],
      app: { pages: ['pages/x/x'], resizable: true },
    })
    expect(BUILD_CHECKS['window-resize']?.(app('page{color:red}'))).toEqual(['pages/x/x may be resized but has no @media or match-media'])
    expect(BUILD_CHECKS['window-resize']?.(app('@media (min-width:481px){page{max-width:480px}}'))).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('an unreachable page is named; a page linked to, a tab or one opened by a named link is not', () => {
  const facts: BuildFacts = {
    root: os.tmpdir(),
    wxss: [],
    app: { pages: ['pages/home/home', 'pages/mall/mall'], subPackages: [{ root: 'pages/cart', pages: ['cart'] }, { root: 'pages/wallet', pages: ['wallet'] }, { root: 'pages/test', pages: ['test'] }], tabBar: { list: [{ pagePath: 'pages/mall/mall' }] } },
  }
  expect(unreachablePages(facts, ['open(routes.cart())'])).toEqual(['pages/wallet/wallet: no page links to it and no link from outside is named for it'])
  // a page path written out links; a link in a comment does not
  expect(unreachablePages(facts, ["Taro.navigateTo({ url: '/pages/wallet/wallet?x=1' })", '// open(routes.cart())'])).toEqual(['pages/cart/cart: no page links to it and no link from outside is named for it'])
  expect(unreachablePages(facts, ['/* routes.cart() */ routes.wallet()'])).toEqual(['pages/cart/cart: no page links to it and no link from outside is named for it'])
})

test("Taro's view-update timer is named in its offence, and only that offence is the framework's", () => {
  const r = record((r) => {
    r.audit.timerSet('taro', 'pages/a/a', 0, false, "Taro's view update")
    r.audit.timerSet('app', 'pages/a/a', 0, false)
    r.audit.unloaded('pages/a/a')
    r.audit.timerFired('taro', 'pages/b/b')
    r.audit.timerFired('app', 'pages/b/b')
  })
  const offences = RUNTIME_CHECKS['timers-cleared']?.(r) ?? []
  expect(offences).toEqual([
    "a timer of 0 ms (Taro's view update) set on pages/a/a fired on pages/b/b after pages/a/a unloaded",
    'a timer of 0 ms set on pages/a/a fired on pages/b/b after pages/a/a unloaded',
  ])
  const framework = FRAMEWORK_OFFENCES['timers-cleared']!.matches
  expect(offences.map((o) => framework.test(o))).toEqual([true, false])
})

test("on the rig, the build's own view updates are Taro's named timers", async () => {
  const rig = await Rig.start({ visitor: 'bound-parent' })
  try {
    await rig.launch('pages/home/home')
    expect(rig.host.audit.timersSetBy("Taro's view update")).toBeGreaterThan(0)
  } finally {
    await rig.close()
  }
})

test('on the rig, a timer a page leaves behind fails the timer rule, and setData’s callbacks are no timers', async () => {
  // a copy of the build whose wallet page sets a 2 s timer when it loads and never clears it
  const copy = mkdtempSync(path.join(os.tmpdir(), 'weapp-planted-timer-'))
  let rig: Rig | undefined
  try {
    cpSync(WEAPP_BUILD, copy, { recursive: true })
    const file = path.join(copy, 'pages/wallet/wallet.js')
    const planted = `(function (Page) {${readFileSync(file, 'utf8')}\n})(function (config) { const onLoad = config.onLoad; config.onLoad = function () { setTimeout(function () {}, 2000); return onLoad.apply(this, arguments) }; return Page(config) });`
    writeFileSync(file, planted)
    rig = await Rig.start({ root: copy, plants: ['timers-cleared'] })
    await rig.launch('pages/home/home')
    await rig.open('pages/wallet/wallet')
    // the parent leaves the wallet before its timer is due; it fires on the cart
    await rig.open('pages/cart/cart')
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await rig.close()
    // the wallet and the cart draw with setData callbacks (Taro's): only the planted timer is named
    expect(rig.audit?.offences['timers-cleared']).toEqual(['a timer of 2000 ms set on pages/wallet/wallet fired on pages/cart/cart after pages/wallet/wallet unloaded'])
  } finally {
    if (rig && !rig.audit) await rig.close()
    rmSync(copy, { recursive: true, force: true })
  }
})

test("a page WXML's data names: object values and names, not keys, strings or members", () => {
  expect([...dataNamesRead('<template is="taro_tmpl" data="{{root:root}}" />')]).toEqual(['root'])
  expect([...dataNamesRead("<view class=\"{{a ? 'x' : b.c}}\">{{list[i].name}}</view>")].sort()).toEqual(['a', 'b', 'i', 'list'])
})

test('the score: pass 100, fail 0, weighted by the published weights; unobserved rules are not counted', () => {
  const judged = AUDIT_RULES.filter((r) => r.observed !== 'unobserved')
  const all = scoreAudit(judged.map((r) => ({ id: r.id, offences: [], planted: 0 })))
  expect(all.total).toBe(100)
  const oneFails = scoreAudit(judged.map((r) => ({ id: r.id, offences: r.id === 'script-time' ? ['slow'] : [], planted: 0 })))
  const weights = judged.reduce((s, r) => s + r.weight, 0)
  expect(oneFails.total).toBeCloseTo((100 * (weights - 7)) / weights)
  expect(oneFails.rows.find((r) => r.rule.id === 'first-screen')?.score).toBeNull()
  expect(auditTable(oneFails, 1, 1)).toMatch(/脚本执行时间\s+7\s+runtime\s+1\s+0\n\s+slow/)
  // the published table: 28 rules (窗口变化适配 joined the 27), weights as documented
  expect(AUDIT_RULES).toHaveLength(28)
  expect(AUDIT_RULES.reduce((s, r) => s + r.weight, 0)).toBe(101)
})

test('a length capped at the column (min/max) is read at the phone width the rules judge at', () => {
  expect(lengthPx('min(88rpx,57px)')).toBe(44)
  expect(lengthPx('min(750rpx,480px)')).toBe(375)
  expect(lengthPx('max(-24rpx,-15px)')).toBe(-12)
  expect(lengthPx('min(50%,20px)')).toBeNull()
})
