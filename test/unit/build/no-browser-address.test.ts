/**
 * The mini-program build leaves Taro's browser address (Location, History, URL, URLSearchParams)
 * out of the runtime: which files are replaced, that the stand-ins answer every import the runtime
 * makes of them, and that the build check finds every way a module could still reach them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { Events } from '@tarojs/shared'
import type * as NoBrowserAddress from '../../../config/weapp/no-browser-address'
import type * as ReplaceResolvedModule from '../../../config/weapp/replace-resolved-module'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('../../../config/weapp/no-browser-address.js') as typeof NoBrowserAddress
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { replaceResolvedModule } = require('../../../config/weapp/replace-resolved-module.js') as typeof ReplaceResolvedModule

const runtimeDist = path.resolve(__dirname, '../../../node_modules/@tarojs/runtime/dist')
const REPLACED = ['location', 'history', 'URL', 'URLSearchParams']

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return jsFiles(full)
    return name.endsWith('.js') ? [full] : []
  })
}

/** Every `import { … }` or `export { … }` from '…/bom/<replaced>.js' in the runtime's module-per-file build. */
function importsOfReplacedFiles(): { importer: string; file: string; names: string[] }[] {
  const out: { importer: string; file: string; names: string[] }[] = []
  for (const full of jsFiles(runtimeDist)) {
    const code = readFileSync(full, 'utf8')
    for (const m of code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      const resolved = path.resolve(path.dirname(full), m[2])
      const rel = path.relative(runtimeDist, resolved)
      const file = REPLACED.find((r) => rel === `bom/${r}.js`)
      if (file) out.push({ importer: path.relative(runtimeDist, full), file, names: m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean) })
    }
  }
  return out
}

describe('which files of the runtime are replaced', () => {
  it('the four address files, by their path in either separator', () => {
    for (const name of REPLACED) {
      expect(plugin.standInFor(`/x/node_modules/@tarojs/runtime/dist/bom/${name}.js`)).toBe(path.join(plugin.STAND_INS, `${name}.js`))
      expect(plugin.standInFor(`C:\\x\\node_modules\\@tarojs\\runtime\\dist\\bom\\${name}.js`)).toBe(path.join(plugin.STAND_INS, `${name}.js`))
    }
  })

  it('a replaced file takes the identity of its stand-in, keeping the loaders of its request', () => {
    const file = '/x/node_modules/@tarojs/runtime/dist/bom/location.js'
    const standIn = plugin.standInFor(file)!
    const data = { request: `/x/loader.js??ref!${file}`, userRequest: file, resource: file }
    replaceResolvedModule(data, standIn)
    expect(data).toEqual({ request: `/x/loader.js??ref!${standIn}`, userRequest: standIn, resource: standIn })
    expect(() => replaceResolvedModule({ request: '/other.js', userRequest: file, resource: file }, standIn)).toThrow(/cannot replace/)
  })

  it('no other file, of the runtime or elsewhere', () => {
    expect(plugin.standInFor('/x/node_modules/@tarojs/runtime/dist/bom/window.js')).toBeUndefined()
    expect(plugin.standInFor('/x/node_modules/@tarojs/runtime/dist/bom/document.js')).toBeUndefined()
    expect(plugin.standInFor('/x/node_modules/@tarojs/router/dist/bom/location.js')).toBeUndefined()
    expect(plugin.standInFor('/x/src/utils/URL.js')).toBeUndefined()
    expect(plugin.standInFor(undefined)).toBeUndefined()
  })
})

describe('the stand-ins against Taro 4.2.1', () => {
  const imports = importsOfReplacedFiles()

  it('the runtime reaches the replaced files from where this build expects, and nowhere else', () => {
    // the window creates Location and History; the anchor element parses its href; the replaced
    // files import each other (and go with them)
    expect(imports.map((i) => `${i.importer} → ${i.file}: ${i.names.join(', ')}`).sort()).toEqual(
      [
        'bom/URL.js → URLSearchParams: URLSearchParams',
        'bom/location.js → URL: TaroURLProvider',
        'bom/window.js → history: History',
        'bom/window.js → location: Location',
        'dom/anchor-element.js → URL: parseUrl',
        'index.js → URL: TaroURLProvider, parseUrl',
        'index.js → URLSearchParams: URLSearchParams',
        'index.js → history: History',
        'index.js → location: Location',
      ].sort(),
    )
  })

  it('each stand-in exports every name the runtime imports from the file it replaces', () => {
    for (const { file, names } of imports) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const standIn = require(path.join(plugin.STAND_INS, `${file}.js`)) as Record<string, unknown>
      for (const name of names) expect([file, name, typeof standIn[name]]).toEqual([file, name, 'function'])
    }
  })

  it('Location and History take the page events the window forwards, and do nothing with them', () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { Location } = require(path.join(plugin.STAND_INS, 'location.js')) as { Location: new (o: unknown) => Events }
    const { History } = require(path.join(plugin.STAND_INS, 'history.js')) as { History: new (l: unknown, o: unknown) => Events }
    /* eslint-enable @typescript-eslint/no-require-imports */
    const location = new Location({ window: {} })
    const history = new History(location, { window: {} })
    expect(location).toBeInstanceOf(Events)
    expect(history).toBeInstanceOf(Events)
    expect(() => location.trigger('0', 'page-1')).not.toThrow()
    expect(() => history.trigger('3', 'page-1')).not.toThrow()
  })

  it('URL and URLSearchParams fail loudly if a use ever slips past the build check', () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { TaroURLProvider, parseUrl } = require(path.join(plugin.STAND_INS, 'URL.js')) as { TaroURLProvider: new (u: string) => unknown; parseUrl: (u: string) => unknown }
    const { URLSearchParams } = require(path.join(plugin.STAND_INS, 'URLSearchParams.js')) as { URLSearchParams: new (q: string) => unknown }
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(() => new TaroURLProvider('https://a.b/')).toThrow(/URL is not available in the mini-program/)
    expect(() => parseUrl('https://a.b/')).toThrow(/URL is not available in the mini-program/)
    expect(() => new URLSearchParams('a=1')).toThrow(/URLSearchParams is not available in the mini-program/)
  })
})

describe('the build check: what reaches the replaced code', () => {
  type Use = Parameters<typeof plugin.addressUses>[0][number]
  const use = (u: Partial<Use>): Use => ({ from: 'src/a.ts', kind: 'import', ids: [], exportUsed: () => false, ...u })

  it('lets through the runtime as the app and Taro use it', () => {
    expect(
      plugin.addressUses([
        use({ kind: 'side-effect' }),
        use({ ids: ['createPageConfig'] }),
        use({ from: 'node_modules/@tarojs/plugin-framework-react/dist/runtime.js', ids: ['window', 'trigger'] }),
        use({ from: 'node_modules/@tarojs/plugin-framework-react/dist/runtime.js', ids: ['document', 'getElementById'] }),
        use({ kind: 'provided', from: 'node_modules/@nutui/nutui-react-taro/dist/es/utils/raf.js', ids: ['window'], source: 'window.requestAnimationFrame(cb)' }),
        use({ kind: 'provided', ids: ['navigator'] }),
        // @tarojs/taro's entry, as taro-reads-hooks-loader.js writes it: require('@tarojs/runtime').hooks
        use({ from: 'node_modules/@tarojs/taro/index.js', ids: ['hooks'] }),
        use({ kind: 'provided', from: 'node_modules/valibot/dist/index.mjs', ids: ['URL'], exportUsed: () => false }),
      ]),
    ).toEqual([])
  })

  it('finds each guarded export, imported or provided as a free name', () => {
    for (const name of plugin.GUARDED_EXPORTS) {
      expect(plugin.addressUses([use({ ids: [name] })])).toEqual([`src/a.ts uses ${name}`])
      expect(plugin.addressUses([use({ kind: 'provided', ids: [name] })])).toEqual([`src/a.ts uses ${name}`])
    }
  })

  it("finds the window's address, read through an import or in a module given the free name window", () => {
    expect(plugin.addressUses([use({ ids: ['window', 'location', 'href'] })])).toEqual(['src/a.ts uses window.location'])
    expect(plugin.addressUses([use({ ids: ['window', 'history'] })])).toEqual(['src/a.ts uses window.history'])
    expect(plugin.addressUses([use({ kind: 'provided', ids: ['window'], source: 'const q = window.location.search' })])).toEqual(['src/a.ts reads an address property of window'])
    expect(plugin.addressUses([use({ kind: 'provided', ids: ['window'], source: "window['history'].back()" })])).toEqual(['src/a.ts reads an address property of window'])
    expect(plugin.addressUses([use({ kind: 'provided', ids: ['window'], source: 'window.URLSearchParams' })])).toEqual(['src/a.ts reads an address property of window'])
    // a name that only starts like one is not the address
    expect(plugin.addressUses([use({ kind: 'provided', ids: ['window'], source: 'window.locationHint = 1' })])).toEqual([])
  })

  it("allows valibot's url action only while the app leaves it unused", () => {
    const valibot = { kind: 'provided' as const, from: 'node_modules/valibot/dist/index.mjs', ids: ['URL'] }
    expect(plugin.addressUses([use({ ...valibot, exportUsed: (n) => n === 'url' })])).toEqual(['node_modules/valibot/dist/index.mjs uses URL in its export url, which the app uses'])
    // the exception is for URL in valibot, not for any name there
    expect(plugin.addressUses([use({ ...valibot, ids: ['location'] })])).toEqual(['node_modules/valibot/dist/index.mjs uses location'])
  })

  it('refuses what it cannot read: the whole runtime, a plain CommonJS require, other kinds of use', () => {
    expect(plugin.addressUses([use({ ids: [] })])).toEqual(['src/a.ts imports the whole runtime'])
    expect(plugin.addressUses([use({ kind: 'commonjs', from: 'node_modules/lib/index.js' })])).toEqual(['node_modules/lib/index.js requires the runtime as CommonJS'])
    // @tarojs/taro's own entry too, were it taken as Taro writes it (a destructured require)
    expect(plugin.addressUses([use({ kind: 'commonjs', from: 'node_modules/@tarojs/taro/index.js' })])).toEqual(['node_modules/@tarojs/taro/index.js requires the runtime as CommonJS'])
    expect(plugin.addressUses([use({ kind: 'other' })])).toEqual(['src/a.ts uses the runtime in a way the build cannot check (other)'])
  })
})
