/**
 * H5: the pages' settings leave the entry and come with each page's code. The entry's routes are
 * written the way @tarojs/taro-loader/lib/h5 writes them (joined with `,`); the app's own config and
 * page settings files are read as the build reads them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readConfig } from '@tarojs/helper'
import { PAGE_ENTRIES, pageFile } from '@/config/page-table'
/* eslint-disable @typescript-eslint/no-require-imports */
const entryLoader = require('../../../config/webpack/h5-entry-without-page-settings-loader.js') as {
  withoutPageSettings: (code: string, settingsOf: (page: string) => unknown) => string
  READ_BEFORE_LOAD: string[]
}
const pageLoader = require('../../../config/webpack/page-settings-in-page-loader.js') as { withPageSettings: (source: string, settings: unknown) => string }
const settings = require('../../../config/webpack/page-settings.js') as {
  SETTINGS_EXPORT: string
  settingsOf: (srcDir: string, page: string) => Record<string, unknown>
  pagesOf: (appConfig: unknown) => string[]
}
/* eslint-enable @typescript-eslint/no-require-imports */

const SRC = path.resolve(__dirname, '../../../src')

const SETTINGS: Record<string, Record<string, unknown>> = {
  'pages/home/home': { navigationBarTitleText: '首页', enablePullDownRefresh: true },
  'pages/wallet/wallet': { navigationBarTitleText: '我的钱包' },
}

/** A page's route as @tarojs/taro-loader/lib/h5 writes it. */
const route = (page: string, json = JSON.stringify(SETTINGS[page])) => `Object.assign({
  path: '${page}',
  load: function(context, params) {
    const page = import("./${page}")
    return [page, context, params]
  }
}, ${json})`

const entry = (routes: string[]) => `var config = {"window":{}}
config.routes = [
  ${routes.join(',')}
]
var inst = createReactApp(component, React, ReactDOM, config)
`

/** Runs the routes part of an entry: each route with its `load` answering the import it names. */
function routesOf(code: string): Array<Record<string, unknown>> {
  const body = code.replace(/^var inst = .*$/m, '').replace(/import\("([^"]+)"\)/g, '"$1"')
  return new Function(`${body}\nreturn config.routes`)() as Array<Record<string, unknown>>
}

describe('the entry without the pages’ settings', () => {
  const code = entryLoader.withoutPageSettings(entry([route('pages/home/home'), route('pages/wallet/wallet')]), (page) => SETTINGS[page])

  it('writes each route as its path and loader alone, in order', () => {
    const routes = routesOf(code)
    expect(routes.map((r) => Object.keys(r))).toEqual([
      ['path', 'load'],
      ['path', 'load'],
    ])
    expect(routes.map((r) => r.path)).toEqual(['pages/home/home', 'pages/wallet/wallet'])
    expect((routes[1].load as (c: unknown, p: unknown) => unknown[])('c', 'p')).toEqual(['./pages/wallet/wallet', 'c', 'p'])
    expect(code).not.toContain('首页')
    expect(code).not.toContain('Object.assign')
  })

  it('changes nothing else in the entry', () => {
    const before = entry([route('pages/home/home'), route('pages/wallet/wallet')])
    const strip = (s: string) => s.replace(/Object\.assign\(\{/g, '{').replace(/\}, \{"navigationBarTitleText":[^\n]*?\}\)(?=,|\n)/g, '}')
    expect(code).toBe(strip(before))
  })

  it('keeps in the entry the settings the router reads before a page’s code is there', () => {
    expect(entryLoader.READ_BEFORE_LOAD).toEqual(['navigationStyle', 'usingWindowScroll'])
    const custom = { navigationBarTitleText: '海报', navigationStyle: 'custom' }
    const out = entryLoader.withoutPageSettings(entry([route('pages/home/home'), route('pages/poster/poster', JSON.stringify(custom))]), (page) =>
      page === 'pages/poster/poster' ? custom : SETTINGS[page],
    )
    const routes = routesOf(out)
    expect(routes[1]).toMatchObject({ path: 'pages/poster/poster', navigationStyle: 'custom' })
    expect(routes[1]).not.toHaveProperty('navigationBarTitleText')
    expect(Object.keys(routes[0])).toEqual(['path', 'load'])
  })

  it('fails the build when a page would export other settings than the entry had', () => {
    const other = entry([route('pages/home/home', JSON.stringify({ navigationBarTitleText: '主页' })), route('pages/wallet/wallet')])
    expect(() => entryLoader.withoutPageSettings(other, (page) => SETTINGS[page])).toThrow(/pages\/home\/home/)
  })

  it('fails the build when the routes are not written the way it expects', () => {
    expect(() => entryLoader.withoutPageSettings(entry([]), (page) => SETTINGS[page])).toThrow(/Object\.assign/)
    const multiLine = entry([route('pages/home/home', '{\n"navigationBarTitleText":"首页"}')])
    expect(() => entryLoader.withoutPageSettings(multiLine, (page) => SETTINGS[page])).toThrow(/Object\.assign/)
  })
})

describe('the page with its settings', () => {
  // that the app's page loaders read this name: test/ui/platform/lazy-page.test.ts
  it('exports them under SETTINGS_EXPORT', () => {
    const PAGE_SETTINGS_EXPORT = settings.SETTINGS_EXPORT
    const source = pageLoader.withPageSettings('export default function Page() { return null }', SETTINGS['pages/wallet/wallet'])
    const exports: Record<string, unknown> = {}
    new Function('exports', source.replace(/export default /, 'exports.default = ').replace(/export const (\w+) = /, 'exports.$1 = '))(exports)
    expect(exports[PAGE_SETTINGS_EXPORT]).toEqual({ navigationBarTitleText: '我的钱包' })
  })

  it('reads every page of the app config from its own settings file, as Taro does', () => {
    const app = readConfig(path.join(SRC, 'app.config.ts'))
    const pages = settings.pagesOf(app)
    // every page has its settings file, and every settings file under src/pages is a page's: of this
    // build's list, or one of the pages only H5 has (the mini-program's list leaves them out)
    const h5Only = PAGE_ENTRIES.filter(([, entry]) => entry.h5Only).map(([, entry]) => pageFile(entry))
    const files = (fs.readdirSync(path.join(SRC, 'pages'), { recursive: true }) as string[]).filter((f) => f.endsWith('.config.ts'))
    expect([...new Set([...pages, ...h5Only])].sort()).toEqual(files.map((f) => `pages/${f.replace(/\\/g, '/').replace(/\.config\.ts$/, '')}`).sort())
    for (const page of pages) expect(typeof settings.settingsOf(SRC, page).navigationBarTitleText).toBe('string')
    expect(settings.settingsOf(SRC, 'pages/home/home')).toEqual(readConfig(path.join(SRC, 'pages/home/home.config.ts')))
  })
})
