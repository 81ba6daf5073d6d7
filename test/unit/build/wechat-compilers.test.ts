/**
 * The wrappers around WeChat's compilers (scripts/lib/wechat-compilers.ts), run with the real wcsc
 * and wcc binaries on tiny folders: what they report, and in which form.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkCodeQuality, compileWxml, compileWxss, describeQualityFailure, wcscArgs } from '../../../scripts/lib/wechat-compilers'

let root: string
const write = (rel: string, text: string) => {
  const full = path.join(root, rel)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, text)
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'wechat-compilers-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('compileWxss (wcsc)', () => {
  it('passes good stylesheets', () => {
    write('app.wxss', '.a { color: red; }\n')
    write('pages/a/a.wxss', '.b .c { margin: 10rpx; }\n')
    write('pages/a/a.json', '{}')
    expect(compileWxss(root)).toEqual({ ok: true, errors: [], files: 2 })
  })

  it('names the file, line and column of a universal selector', () => {
    write('good.wxss', '.a { color: red; }\n')
    write('pages/bad/bad.wxss', '.x { color: blue; }\na * {}\n')
    const result = compileWxss(root)
    expect(result.ok).toBe(false)
    expect(result.errors).toEqual(['ERR: pages/bad/bad.wxss(2:3): unexpected token `*`'])
  })

  it('passes the stylesheets of pages and components (with a .json beside them) first, counted', () => {
    write('app.wxss', '')
    write('common.wxss', '')
    write('comp.wxss', '')
    write('comp.json', '{"component":true}')
    write('pages/a/a.wxss', '')
    write('pages/a/a.json', '{}')
    write('node_modules/x/x.wxss', '')
    expect(wcscArgs(root)).toEqual(['-db', '-pc', '2', 'comp.wxss', 'pages/a/a.wxss', 'app.wxss', 'common.wxss'])
  })
})

describe('compileWxml (wcc)', () => {
  it('passes good templates and gives the source of $gwx', () => {
    write('pages/a/a.wxml', '<view class="a">{{text}}</view>\n')
    write('utils.wxs', 'module.exports = { a: function (x) { return x } }\n')
    const result = compileWxml(root)
    expect(result).toMatchObject({ ok: true, errors: [], files: 2 })
    expect(result.source).toContain('return $gwx;')
    const gwx = new Function(`var window = {};${result.source}`)() as (file: string) => unknown
    expect(typeof gwx('pages/a/a.wxml')).toBe('function')
  })

  it('names the file, line and column of an unclosed tag', () => {
    write('good.wxml', '<view>{{a}}</view>\n')
    write('pages/bad/bad.wxml', '<view>\n  <text>hi\n</view>\n')
    const result = compileWxml(root)
    expect(result.ok).toBe(false)
    expect(result.source).toBe('')
    expect(result.errors).toEqual(['pages/bad/bad.wxml:3:3: expect end-tag `text`., near `view`'])
  })
})

describe('checkCodeQuality (miniprogram-ci, offline)', () => {
  it('lists the failed items of a project with JS but not WXML and WXSS compression on', async () => {
    write('project.config.json', JSON.stringify({ miniprogramRoot: './', appid: 'touristappid', compileType: 'miniprogram', setting: { minified: true } }))
    write('app.json', JSON.stringify({ pages: ['pages/a/a'], lazyCodeLoading: 'requiredComponents' }))
    write('app.js', 'App({})\n')
    write('pages/a/a.js', 'Page({})\n')
    write('pages/a/a.json', '{}')
    write('pages/a/a.wxml', '<view>a</view>\n')
    write('pages/a/a.wxss', '.a { color: red; }\n')
    const result = await checkCodeQuality(root)
    expect(result.items.map((item) => item.name)).toEqual(expect.arrayContaining(['PACKAGE_SIZE_LIMIT', 'JS_COMPRESS_OPEN', 'WXML_COMPRESS_OPEN', 'WXSS_COMPRESS_OPEN']))
    expect(result.ok).toBe(false)
    expect(result.failures).toEqual([
      'WXML_COMPRESS_OPEN: WXML compression is not turned on (setting.minifyWXML in project.config.json)',
      'WXSS_COMPRESS_OPEN: WXSS compression is not turned on (setting.minifyWXSS in project.config.json)',
    ])
  }, 60_000)
})

describe('describeQualityFailure', () => {
  it('says what failed and where the switch lives', () => {
    expect(describeQualityFailure({ name: 'WXML_COMPRESS_OPEN', success: false, text: 'WXML compression is not turned on' })).toBe(
      'WXML_COMPRESS_OPEN: WXML compression is not turned on (setting.minifyWXML in project.config.json)',
    )
    expect(describeQualityFailure({ name: 'CONTAINS_UNUSED_CODES', success: false, text: 'No dependency files should exist', detail: ['a.js'] })).toBe(
      'CONTAINS_UNUSED_CODES: No dependency files should exist ["a.js"]',
    )
  })
})
