/* eslint-disable @typescript-eslint/no-require-imports -- the build's loaders are CommonJS modules, loaded as webpack loads them */
/**
 * The customizations that rewrite what Taro generates or what a library ships, run on the real
 * inputs of this Taro version: the files the last builds received (config/webpack/keep-real-input.js
 * keeps them in dist/.taro-inputs/<output>; `npm run build:weapp` and `npm run build:h5:e2e` leave
 * them). For each: its effect on the real input, and its guard failing, with its own name, when the
 * part it relies on is gone — what a Taro or library upgrade that moves it would do.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PROJECT_ROOT } from '../../scripts/lib/throwaway-copy'

const inputs = (output: string) => path.join(PROJECT_ROOT, 'dist', '.taro-inputs', output)
function realInput(output: string, name: string): string {
  const file = path.join(inputs(output), name)
  if (!fs.existsSync(file)) throw new Error(`${path.relative(PROJECT_ROOT, file)} is missing: run npm run ${output === 'weapp' ? 'build:weapp' : 'build:h5:e2e'} first`)
  return fs.readFileSync(file, 'utf8')
}

/** A loader's exported rewrite, called as webpack would. */
type Rewrite = (source: string) => string
const loader = (file: string): Rewrite => {
  const fn = require(path.join(PROJECT_ROOT, 'config', file)) as (this: object, source: string) => string
  const context = { resourcePath: file, context: path.join(PROJECT_ROOT, 'src'), getOptions: () => ({}) }
  return (source) => fn.call(context, source)
}

describe('H5: Taro’s generated entry', () => {
  const { withoutPageSettings } = require('../../config/webpack/h5-entry-without-page-settings-loader.js') as {
    withoutPageSettings: (code: string, settingsOf: (page: string) => unknown) => string
  }
  const { settingsOf } = require('../../config/webpack/page-settings.js') as { settingsOf: (context: string, page: string) => unknown }
  const { withoutMiniProgramSettings } = require('../../config/webpack/h5-entry-without-mini-program-settings-loader.js') as { withoutMiniProgramSettings: Rewrite }
  const { startAppATaskLater } = require('../../config/webpack/start-app-a-task-later-loader.js') as { startAppATaskLater: Rewrite }
  const settings = (page: string) => settingsOf(path.join(PROJECT_ROOT, 'src'), page)

  test('h5-entry-without-page-settings takes every page’s settings out of the routes', () => {
    const entry = realInput('h5-e2e', 'h5-entry.without-page-settings.js')
    const routes = (entry.match(/Object\.assign\(\{\n {2}path: /g) ?? []).length
    expect(routes).toBeGreaterThanOrEqual(70)
    const titles = (code: string) => (code.match(/navigationBarTitleText/g) ?? []).length
    const out = withoutPageSettings(entry, settings)
    // every page's title leaves the entry; the app window's own stays
    expect(titles(entry)).toBeGreaterThanOrEqual(routes)
    expect(titles(out)).toBe(1)
    expect(() => withoutPageSettings(entry.replace(/Object\.assign\(\{\n {2}path: /g, 'Object.assign({\n  route: '), settings)).toThrow(/^h5-entry-without-page-settings:/)
  })

  test('h5-entry-without-mini-program-settings leaves out the subpackage table', () => {
    const entry = realInput('h5-e2e', 'h5-entry.without-mini-program-settings.js')
    expect(entry).toMatch(/"subPackages":/)
    const out = withoutMiniProgramSettings(entry)
    expect(out).not.toMatch(/"subPackages":/)
    expect(out).toContain('config.pages = config.routes.map(')
    expect(() => withoutMiniProgramSettings(entry.replace(/^var config = /m, 'var settings = '))).toThrow(/^h5-entry-without-mini-program-settings:/)
  })

  test('start-app-a-task-later starts the app in later tasks and mounts pages in a transition', () => {
    const entry = realInput('h5-e2e', 'h5-entry.start-app-a-task-later.js')
    const out = startAppATaskLater(entry)
    expect(out).toContain('React.startTransition(__mountPage.bind(inst, page, id, mounted))')
    expect(out).toMatch(/import\(\/\* webpackMode: "eager" \*\/ "[^"]+"\)/)
    expect(() => startAppATaskLater(entry.replace(/^var inst = /m, 'let inst = '))).toThrow(/^start-app-a-task-later:/)
  })

  test('the lazy-page guard is called on the routes before the router is made (the framework plugin’s loaderMeta)', () => {
    const entry = realInput('h5-e2e', 'h5-entry.without-page-settings.js')
    const guard = entry.indexOf('guardPageLoaders(config.routes)')
    expect(guard).toBeGreaterThan(0)
    expect(entry.indexOf('createRouter(', guard)).toBeGreaterThan(guard)
  })
})

describe('H5: Taro’s selector query', () => {
  test('selector-query-page-gone answers from the document when a page has no container', () => {
    const names = fs.readdirSync(inputs('h5-e2e')).filter((n) => n.startsWith('taro-h5.'))
    expect(names.length).toBeGreaterThan(0)
    const rewrite = loader('webpack/selector-query-page-gone-loader.js')
    for (const name of names) {
      const source = realInput('h5-e2e', name)
      expect(rewrite(source)).toContain('(containerOrNone(component) || document)')
      expect(() => rewrite(source.split('(findDOM(component) || document)').join('(findDOM(component))'))).toThrow(/^selector-query-page-gone-loader:/)
    }
  })
})

describe('the HTML sanitizer’s CSS filter (both builds)', () => {
  test('css-filter-own-list empties the filter’s default list', () => {
    const source = realInput('weapp', 'cssfilter-default.js')
    const rewrite = loader('webpack/css-filter-own-list-loader.js')
    expect(source.length - rewrite(source).length).toBeGreaterThan(3000)
    expect(() => rewrite(source.replace(/function getDefaultWhiteList/g, 'function defaults'))).toThrow(/^css-filter-own-list-loader:/)
  })
})

describe('react-transition-group’s Transition (both builds)', () => {
  test('transition-timer-cleared keeps the transition-end timer and clears it where the callback is cancelled', () => {
    const rewrite = loader('webpack/transition-timer-cleared-loader.js')
    for (const output of ['weapp', 'h5-e2e']) {
      const source = realInput(output, 'react-transition-group.Transition.js')
      const out = rewrite(source)
      expect(out.match(/this\.endTimer = setTimeout\(this\.nextCallback/g)).toHaveLength(2)
      expect(out).toMatch(/cancelNextCallback\(\) \{\n\s*clearTimeout\(this\.endTimer\);/)
      expect(() => rewrite(source.replace('setTimeout(this.nextCallback, 0);', 'setTimeout(this.nextCallback);'))).toThrow(/^transition-timer-cleared-loader:/)
    }
  })
})

describe('mini-program: Taro’s entry and base.wxml', () => {
  test('taro-reads-hooks lets webpack see which runtime exports @tarojs/taro reads', () => {
    const source = realInput('weapp', 'taro-index.js')
    const rewrite = loader('weapp/taro-reads-hooks-loader.js')
    expect(rewrite(source)).toContain("require('@tarojs/runtime').hooks")
    expect(() => rewrite(source.replace("const { hooks } = require('@tarojs/runtime')", "const runtime = require('@tarojs/runtime')"))).toThrow(/^taro-reads-hooks-loader:/)
  })

  test('trim-base-template drops bindings no script sets from the real base.wxml, and keeps what the scripts set', () => {
    const { trimBaseTemplate } = require('../../config/weapp/trim-base-template.js') as {
      trimBaseTemplate: (wxml: string, scripts: { text: string; runtime?: boolean }[]) => { wxml: string; removed: Map<string, Set<string>> }
    }
    const wxml = realInput('weapp', 'base.wxml')
    const dist = path.join(PROJECT_ROOT, 'dist', 'weapp')
    const scripts = fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.js'))
      .map((e) => ({ text: fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'), runtime: e.name === 'taro.js' }))
    const { wxml: out, removed } = trimBaseTemplate(wxml, scripts)
    // what it is for: most of scroll-view's 59 bindings go, and the file is far smaller
    expect(removed.get('scroll-view')?.size ?? 0).toBeGreaterThan(20)
    expect(out.length).toBeLessThan(wxml.length * 0.8)
    // what the app sets stays: the scroll views' scroll-y and lower-threshold events, the inputs' value
    expect(out).toMatch(/<scroll-view[^>]* scroll-y="/)
    expect(out).toMatch(/<scroll-view[^>]* bindscrolltolower="eh"/)
    expect(out).toMatch(/<input[^>]* value="/)
    // the dist's base.wxml is this output
    expect(fs.readFileSync(path.join(dist, 'base.wxml'), 'utf8')).toBe(out)
    expect(() => trimBaseTemplate(wxml.replace(/i\.p(\d+)/g, 'i.q$1'), scripts)).toThrow(/^trim-base-template: no prop binding/)
  })
})
