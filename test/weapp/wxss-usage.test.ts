/**
 * The audit's WXSS usage rule (rig/audit/wxss-usage.ts), judged over a whole run by
 * `npm run test:weapp`: what counts as drawn (every class a page's setData drew, read through the
 * build's base.wxml), which sheets a page loads, and the 2 KB a sheet may leave unused.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { classBindingsOf, classesOfSetData, drawnClassesOf } from './rig/audit/drawn-classes'
import { classesNeeded, UNUSED_WXSS_LIMIT_BYTES, wxssUsage, wxssUsageOffences } from './rig/audit/wxss-usage'
import type { SetDataRecord } from './rig/mini-host'
import { Rig, WEAPP_BUILD } from './rig/rig'

const bindings = classBindingsOf(readFileSync(path.join(WEAPP_BUILD, 'base.wxml'), 'utf8'))
const record = (json: unknown, page = 1, route = 'pages/x/x'): SetDataRecord => ({ route, keys: Object.keys(json as object), bytes: 0, json: JSON.stringify(json), at: 0, page })

test("the build's templates: a button's hover class falls back to WeChat's button-hover, a view binds its hover class, an input its placeholder's", () => {
  const button = [...bindings.values()].find((b) => b.some((x) => x.fallback === 'button-hover'))
  expect(button).toBeDefined()
  expect([...bindings.values()].some((b) => b.some((x) => x.fallback === 'input-placeholder'))).toBe(true)
  expect([...bindings.values()].some((b) => b.some((x) => x.key !== 'cl' && x.fallback === null))).toBe(true)
  for (const b of bindings.values()) expect(b.filter((x) => x.fallback === 'none')).toEqual([])
})

test('drawn: the classes of whole nodes sent, and of a class set on a node already drawn; a node’s other strings are no classes', () => {
  const viewNn = [...bindings].find(([, b]) => b.length === 1 && b[0].key === 'cl')![0]
  const log = [
    record({ 'root.cn': [{ nn: viewNn, cl: 'card card--on', cn: [{ nn: viewNn, cl: 'card__name', cn: [{ nn: '9', v: 'shown-text' }] }] }] }),
    record({ 'root.cn.[0].cn.[0].cl': 'card__name card__name--long' }),
    record({ 'root.cn.[0].cn.[0].v': 'not-a-class' }),
    // another page of the same route starts from its own data
    record({ 'root.cn': [{ nn: viewNn, cl: 'other' }] }, 2),
  ]
  const drawn = drawnClassesOf(log, bindings).get('pages/x/x')
  expect([...(drawn ?? [])].sort()).toEqual(['card', 'card--on', 'card__name', 'card__name--long', 'other'])
})

test("a button drawn with no hover class of its own draws WeChat's button-hover when tapped", () => {
  const buttonNn = [...bindings].find(([, b]) => b.some((x) => x.fallback === 'button-hover'))![0]
  expect([...classesOfSetData({ 'root.cn': [{ nn: buttonNn, cl: 'nut-button' }] }, {}, bindings)].sort()).toEqual(['button-hover', 'nut-button'])
})

test('the classes a selector needs: not those under :not(…), nor pseudo-elements or tags', () => {
  expect(classesNeeded('.a .b:not(.c)::after')).toEqual(['a', 'b'])
  expect(classesNeeded('.nut-x>div:first-child')).toEqual(['nut-x'])
  expect(classesNeeded('.a:not(.b:not(.c))')).toEqual(['a'])
  expect(classesNeeded('page')).toEqual([])
})

describe('a planted build', () => {
  let root: string
  /** rules of classes `prefix-0`, `prefix-1` … until they make `bytes` */
  const bulkClasses = (prefix: string, bytes: number) => {
    const out: string[] = []
    for (let n = 0; n < bytes; n += rule(`${prefix}-${out.length}`).length) out.push(`${prefix}-${out.length}`)
    return out
  }
  const rule = (c: string) => `.${c}{color:#123456;margin:1px}`
  const bulk = (prefix: string, bytes: number) => bulkClasses(prefix, bytes).map(rule).join('')
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'wxss-usage-'))
    mkdirSync(path.join(root, 'pages/x'), { recursive: true })
    mkdirSync(path.join(root, 'pages/y'), { recursive: true })
    writeFileSync(path.join(root, 'app.wxss'), '@import "./common.wxss";')
    writeFileSync(path.join(root, 'common.wxss'), `page{color:#000}.shared{color:red}${bulk('spare', 1000)}`)
    writeFileSync(path.join(root, 'pages/x/sub.wxss'), `.x-card{color:blue}${bulk('x-unused', UNUSED_WXSS_LIMIT_BYTES + 200)}@keyframes spin{from{opacity:0}to{opacity:1}}`)
    writeFileSync(path.join(root, 'pages/x/x.wxss'), '@import "./sub.wxss";.x-page{color:green}')
    writeFileSync(path.join(root, 'pages/y/y.wxss'), '.y-page{color:green}')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  test('a sheet with more than 2 KB no page drew is named; one within 2 KB is not', () => {
    const usage = wxssUsage(root, new Map([['pages/x/x', new Set(['x-page', 'x-card', 'shared'])], ['pages/y/y', new Set(['y-page'])]]))
    const offences = wxssUsageOffences(usage)
    expect(offences).toHaveLength(1)
    expect(offences[0]).toMatch(/^pages\/x\/sub\.wxss: \d+ of its \d+ bytes/)
    // the tag rule, the keyframes and the drawn rules count as used
    const common = usage.find((u) => u.file === 'common.wxss')!
    expect(common.unused).not.toContain('page')
    expect(common.unused).not.toContain('.shared')
    expect(common.unusedBytes).toBe(Buffer.byteLength(bulk('spare', 1000)))
    expect(usage.find((u) => u.file === 'pages/x/sub.wxss')!.unused).not.toContain('from')
  })

  test("a class drawn on a page that does not load the sheet does not make its rule used; on one that does, it does", () => {
    const unusedX = bulkClasses('x-unused', UNUSED_WXSS_LIMIT_BYTES + 200)
    const onY = wxssUsage(root, new Map([['pages/x/x', new Set(['x-page'])], ['pages/y/y', new Set(unusedX)]]))
    expect(wxssUsageOffences(onY).some((o) => o.startsWith('pages/x/sub.wxss'))).toBe(true)
    const onX = wxssUsage(root, new Map([['pages/x/x', new Set(['x-page', ...unusedX])], ['pages/y/y', new Set()]]))
    expect(wxssUsageOffences(onX)).toEqual([])
    // a page never drawn loads nothing: its sheet is not judged
    expect(wxssUsage(root, new Map([['pages/y/y', new Set(['y-page'])]])).map((u) => u.file)).not.toContain('pages/x/sub.wxss')
  })
})

test("on the rig: the cart's classes are read from its setData, its NutUI checkbox's among them", async () => {
  const rig = await Rig.start({ visitor: 'bound-parent' })
  try {
    await rig.launch('pages/cart/cart')
    await rig.waitFor(() => rig.text().includes('木质蒙氏教具套装'), 'the cart drawn')
    const drawn = drawnClassesOf(rig.host.setDataLog, bindings).get('pages/cart/cart') ?? new Set()
    for (const c of ['cart-row__check', 'nut-checkbox', 'cart-row__name']) expect(drawn.has(c)).toBe(true)
  } finally {
    await rig.close()
  }
})
