/**
 * Mini-program build: Taro's runtime without a browser address (Location, History, URL,
 * URLSearchParams), about 11 KB of the main package.
 *
 * Taro's runtime builds a browser-like `location` and `history` for every page of a mini-program
 * (and `URL`, `URLSearchParams` for them), for libraries that read the address as they would in a
 * browser. Nothing in this app does on the mini-program: pages move with wx.navigateTo, and the
 * platform code that reads the address is H5-only (`*.h5.ts`). So:
 * - `@tarojs/runtime` resolves to its module-per-file build (dist/index.js, the same code as the
 *   single-file runtime.esm.js Taro picks), so that single files can be replaced;
 * - the four files are replaced by the stand-ins in no-browser-address/: Location and History are
 *   empty event targets (the window still forwards page events to them), URL and URLSearchParams
 *   throw when constructed;
 * - the build fails when any module uses the runtime's `location`, `history`, `URL`,
 *   `URLSearchParams`, `Location`, `History` or `parseUrl`, imported or provided as a free name
 *   (Taro's ProvidePlugin maps `location`, `URL` … to the runtime). The check walks webpack's own
 *   record of every module that imports the runtime and what it reads, so a new use anywhere in the
 *   app or a library stops the build instead of failing on a parent's phone.
 */
const path = require('node:path')
const { replaceResolvedModule } = require('./replace-resolved-module')

const STAND_INS = path.join(__dirname, 'no-browser-address')
/** The runtime's files replaced, by name (dist/bom/<name>.js). */
const REPLACED = ['location', 'history', 'URL', 'URLSearchParams']
const REPLACED_FILE = new RegExp(`[\\\\/]@tarojs[\\\\/]runtime[\\\\/]dist[\\\\/]bom[\\\\/](${REPLACED.join('|')})\\.js$`)
/** Exports of the runtime that reach the replaced code; no module may use them. */
const GUARDED_EXPORTS = ['location', 'history', 'URL', 'URLSearchParams', 'Location', 'History', 'parseUrl']
/** Properties of the runtime's `window` that are the replaced code. */
const GUARDED_WINDOW_PROPS = ['location', 'history', 'URL', 'URLSearchParams']
/**
 * Library code that names a guarded global in a function the app may leave unused: valibot's
 * `url()` action calls `new URL`. Allowed while that export is unused (with the stand-in, `url()`
 * would reject every address).
 */
const UNUSED_LIBRARY_EXPORTS = [{ file: /[\\/]valibot[\\/]dist[\\/]index\.mjs$/, name: 'URL', export: 'url' }]

/** The module-per-file entry of @tarojs/runtime. */
const runtimeIndex = () => path.join(path.dirname(require.resolve('@tarojs/runtime/package.json')), 'dist', 'index.js')

/** The stand-in for a resolved file of the runtime, or undefined when the file is not replaced. */
function standInFor(resource) {
  const m = REPLACED_FILE.exec(resource ?? '')
  return m ? path.join(STAND_INS, `${m[1]}.js`) : undefined
}

const WINDOW_PROP_IN_SOURCE = new RegExp(`\\bwindow\\s*(?:\\.\\s*|\\[\\s*['"])(?:${GUARDED_WINDOW_PROPS.join('|')})\\b`)

/**
 * What reaches the replaced code, one sentence per use, from the modules that import the runtime.
 * Each use is { from: module file, kind: 'import' | 'provided' | 'commonjs' | 'side-effect' |
 * 'other', ids: the export and the properties read after it (['window', 'trigger']), source: the
 * module's code (for a provided `window`), exportUsed(name): whether the module's export is used }.
 */
function addressUses(uses) {
  const found = []
  for (const u of uses) {
    const [name, prop] = u.ids
    const at = `${u.from}`
    if (u.kind === 'side-effect') continue
    if (u.kind === 'commonjs') {
      // a plain require(): webpack cannot tell which exports are read (taro-reads-hooks-loader.js)
      found.push(`${at} requires the runtime as CommonJS`)
      continue
    }
    if (u.kind !== 'import' && u.kind !== 'provided') {
      found.push(`${at} uses the runtime in a way the build cannot check (${u.kind})`)
      continue
    }
    if (name === undefined) {
      found.push(`${at} imports the whole runtime`)
      continue
    }
    if (GUARDED_EXPORTS.includes(name)) {
      const allowed = u.kind === 'provided' && UNUSED_LIBRARY_EXPORTS.find((l) => l.file.test(u.from) && l.name === name)
      if (!allowed) found.push(`${at} uses ${name}`)
      else if (u.exportUsed(allowed.export)) found.push(`${at} uses ${name} in its export ${allowed.export}, which the app uses`)
      continue
    }
    if (name === 'window' && GUARDED_WINDOW_PROPS.includes(prop)) found.push(`${at} uses window.${prop}`)
    else if (name === 'window' && u.kind === 'provided' && WINDOW_PROP_IN_SOURCE.test(u.source ?? '')) found.push(`${at} reads an address property of window`)
  }
  return found
}

const KIND_OF = {
  HarmonyImportSpecifierDependency: 'import',
  HarmonyExportImportedSpecifierDependency: 'import',
  ProvidedDependency: 'provided',
  // require('…').name: webpack knows the export read
  CommonJsFullRequireDependency: 'import',
  CommonJsRequireDependency: 'commonjs',
  HarmonyImportSideEffectDependency: 'side-effect',
}

class NoBrowserAddressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const index = runtimeIndex()
    compiler.hooks.normalModuleFactory.tap('NoBrowserAddressPlugin', (factory) => {
      factory.hooks.afterResolve.tap('NoBrowserAddressPlugin', (data) => {
        const standIn = standInFor(data.createData.resource)
        if (standIn) replaceResolvedModule(data.createData, standIn)
      })
    })
    compiler.hooks.thisCompilation.tap('NoBrowserAddressPlugin', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('NoBrowserAddressPlugin', (modules) => {
        const entry = [...modules].find((m) => m.resource === index)
        if (!entry) throw new Error(`no-browser-address: @tarojs/runtime did not resolve to ${index}`)
        const { moduleGraph } = compilation
        const uses = [...moduleGraph.getIncomingConnections(entry)]
          .filter((c) => c.originModule && c.dependency)
          .map((c) => {
            const d = c.dependency
            const kind = KIND_OF[d.constructor.name] ?? d.constructor.name
            const ids = d.ids ?? d.names ?? (typeof d.getIds === 'function' ? d.getIds(moduleGraph) : [])
            return {
              from: path.relative(process.cwd(), c.originModule.resource ?? c.originModule.identifier()),
              kind,
              ids,
              source: kind === 'provided' ? String(c.originModule.originalSource()?.source() ?? '') : undefined,
              exportUsed: (name) => moduleGraph.getExportsInfo(c.originModule).getUsed(name, undefined) !== 0,
            }
          })
        const used = addressUses(uses)
        if (used.length) {
          throw new Error(`no-browser-address: the mini-program would read the browser address this build leaves out (config/weapp/no-browser-address.js):\n  ${[...new Set(used)].join('\n  ')}`)
        }
      })
    })
  }
}

/**
 * Points `@tarojs/runtime` at its module-per-file build and, unless `standIns` is false (a build
 * measuring what they save), adds the plugin. The resolution stays either way: src/platform/rich-html.ts
 * imports the runtime's HTML parser by its path, which only the module-per-file build resolves.
 */
function noBrowserAddress(chain, { standIns = true } = {}) {
  // exactly the package's name: a file of the runtime imported by its path stays that file
  // (src/platform/rich-html.ts imports the HTML parser so), one module with the one the entry imports
  chain.resolve.alias.delete('@tarojs/runtime').set('@tarojs/runtime$', runtimeIndex())
  if (standIns) chain.plugin('no-browser-address').use(NoBrowserAddressPlugin)
}

module.exports = { noBrowserAddress, NoBrowserAddressPlugin, standInFor, addressUses, GUARDED_EXPORTS, STAND_INS }
