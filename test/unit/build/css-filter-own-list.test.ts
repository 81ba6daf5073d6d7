/**
 * The CSS filter's default list of properties is left out of the build (config/webpack/
 * css-filter-own-list-loader.js): the loader on cssfilter's own file, and the app's sanitizer, which
 * filters styles exactly as before with the trimmed library.
 */
import { readFileSync } from 'node:fs'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../config/webpack/css-filter-own-list-loader.js') as (source: string) => string

const defaultFile = require.resolve('cssfilter/lib/default')
const original = readFileSync(defaultFile, 'utf8')

type DefaultModule = { whiteList: Record<string, unknown>; getDefaultWhiteList: () => Record<string, unknown>; onAttr: unknown; onIgnoreAttr: unknown; safeAttrValue: (n: string, v: string) => string }
function evaluate(code: string): DefaultModule {
  const exports = {} as DefaultModule
  new Function('exports', code)(exports)
  return exports
}

describe("the loader on cssfilter's default.js", () => {
  const trimmed = evaluate(loader(original))
  const full = evaluate(original)

  it('the default list is empty, and each new one too', () => {
    expect(Object.keys(full.whiteList).length).toBeGreaterThan(200)
    expect(trimmed.whiteList).toEqual({})
    expect(trimmed.getDefaultWhiteList()).toEqual({})
  })

  it("keeps the library's own functions as they are", () => {
    for (const name of ['onAttr', 'onIgnoreAttr', 'safeAttrValue'] as const) expect(String(trimmed[name])).toBe(String(full[name]))
    expect(trimmed.safeAttrValue('background', 'url(javascript:alert(1))')).toBe('')
    expect(trimmed.safeAttrValue('color', 'red')).toBe('red')
  })

  it('is most of the file', () => {
    expect(loader(original).length).toBeLessThan(original.length / 5)
  })

  it('fails the build when the file has another shape', () => {
    expect(() => loader('exports.whiteList = {}')).toThrow(/another shape/)
    expect(() => loader(original.replace(/function onAttr\b/, 'function onAttribute'))).toThrow(/another shape/)
  })
})

describe('the sanitizer with the trimmed library', () => {
  const samples = [
    '<p style="color: red; position: fixed; font-size: 14px">段落</p>',
    '<p style="background: url(javascript:alert(1)); text-align: center">居中</p>',
    '<table style="width: 100%; border-collapse: collapse"><tr><td style="padding: 4px; z-index: 9">格</td></tr></table>',
    '<span style="font-weight: bold; behavior: url(x.htc)">粗</span><img src="https://a.example/p.png" style="float:left">',
  ]
  /** The sanitizer's answers, and how many properties the library's default list has in that run. */
  const sanitizeWith = (trim: boolean): { out: string[]; defaults: number } => {
    let out: string[] = []
    let defaults = -1
    jest.isolateModules(() => {
      if (trim) jest.doMock(defaultFile, () => evaluate(loader(original)))
      else jest.dontMock(defaultFile)
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { sanitizeHtml } = require('@/shared/rich-text/sanitize-html') as { sanitizeHtml: (h: string) => string }
      out = samples.map((h) => sanitizeHtml(h))
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      defaults = Object.keys((require('cssfilter') as { getDefaultWhiteList: () => object }).getDefaultWhiteList()).length
    })
    return { out, defaults }
  }

  it('filters every style as the full library does', () => {
    const full = sanitizeWith(false)
    const trimmed = sanitizeWith(true)
    expect(full.out[0]).toContain('color:red')
    expect(full.out[0]).not.toContain('position')
    // the second run did use the trimmed library
    expect([full.defaults > 200, trimmed.defaults]).toEqual([true, 0])
    expect(trimmed.out).toEqual(full.out)
  })
})
