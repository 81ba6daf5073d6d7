/**
 * Taro's HTML parser ships with the pages that draw server HTML (config/weapp/html-parser-with-its-
 * pages.js): which modules leave the runtime's group, and that the install in
 * src/platform/rich-html.ts is the one Taro 4.2.1 makes at start.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type * as HtmlParserWithItsPages from '../../../config/weapp/html-parser-with-its-pages'

/* eslint-disable @typescript-eslint/no-require-imports */
const plugin = require('../../../config/weapp/html-parser-with-its-pages.js') as typeof HtmlParserWithItsPages
/* eslint-enable @typescript-eslint/no-require-imports */

const runtimeDist = path.resolve(__dirname, '../../../node_modules/@tarojs/runtime/dist')
const taroGroupTest = (m: { context?: string }) => /@tarojs[\\/][a-z]+/.test(m.context ?? '')
const mod = (file: string) => ({ resource: file, context: path.dirname(file) })

describe("Taro's runtime group (taro.js, main package)", () => {
  it('takes what it took before: the runtime, the API, React for Taro', () => {
    for (const f of ['dom/node.js', 'bom/window.js', 'dom-external/index.js', 'index.js']) expect(plugin.runtimeGroupTakes(taroGroupTest, mod(path.join(runtimeDist, f)))).toBe(true)
    expect(plugin.runtimeGroupTakes(taroGroupTest, mod('/x/node_modules/@tarojs/react/dist/react.esm.js'))).toBe(true)
    expect(plugin.runtimeGroupTakes(taroGroupTest, mod('/x/src/pages/home/home.tsx'))).toBe(false)
  })

  it("leaves out the parser's files, in either separator", () => {
    for (const f of ['html.js', 'parser.js', 'scanner.js', 'style.js', 'tags.js', 'utils.js']) {
      expect(plugin.runtimeGroupTakes(taroGroupTest, mod(path.join(runtimeDist, 'dom-external/inner-html', f)))).toBe(false)
    }
    expect(plugin.runtimeGroupTakes(taroGroupTest, mod('C:\\x\\node_modules\\@tarojs\\runtime\\dist\\dom-external\\inner-html\\parser.js'))).toBe(false)
  })
})

describe('the install the rich text makes (src/platform/rich-html.ts)', () => {
  it("is the one Taro 4.2.1 makes at start when its innerHTML is on: this build turns that off", () => {
    const start = readFileSync(path.join(runtimeDist, 'dom-external/index.js'), 'utf8').replace(/\s+/g, ' ')
    expect(start).toContain("if (ENABLE_INNER_HTML) { TaroNode.extend('innerHTML', { set(html) { setInnerHTML.call(this, this, html); }, get() { return ''; } });")
    const ours = readFileSync(path.resolve(__dirname, '../../../src/platform/rich-html.ts'), 'utf8').replace(/\s+/g, ' ')
    expect(ours).toContain("TaroNode.extend('innerHTML', { set(this: TaroNode, html: string) { setInnerHTML(this, html) }, get() { return '' }, })")
    const config = readFileSync(path.resolve(__dirname, '../../../config/index.ts'), 'utf8')
    expect(config).toMatch(/runtime: \{ enableInnerHTML: false \}/)
  })

  it('throws at build time when Taro no longer has the group it splits its runtime by', () => {
    const chain = { optimization: { get: () => ({ cacheGroups: { common: {} } }) }, plugin: () => ({ use: () => undefined }) }
    expect(() => plugin.htmlParserWithItsPages(chain)).toThrow(/no `taro` group/)
  })
})
