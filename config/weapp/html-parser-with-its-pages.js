/**
 * Mini-program build: Taro's HTML parser (the runtime's innerHTML, about 9.5 KB) ships with the
 * pages that draw server HTML, not in the main package.
 *
 * Taro installs innerHTML on every node at start when `mini.runtime.enableInnerHTML` is on, which
 * keeps its parser in the runtime chunk of the main package. The build turns it off
 * (config/index.ts), and src/platform/rich-html.ts installs the same setter when the first rich text
 * is drawn, importing the parser from its own file. Taro's split puts every module of an @tarojs
 * package in the runtime chunk (`taro.js`, main package); this leaves the parser's folder out of
 * that group, so that webpack places it with the subpackages that import it.
 *
 * The runtime's entry also re-exports the parser's `setInnerHTML`, and webpack cannot tell that
 * nothing takes it (@tarojs/taro requires the entry as CommonJS, so every export counts as used),
 * which would bring the parser back into every page. In this build that one export is a function
 * that says where the parser is (html-parser-with-its-pages/set-inner-html.js).
 */
const path = require('node:path')
const { replaceResolvedModule } = require('./replace-resolved-module')

const INNER_HTML_DIR = /[\\/]@tarojs[\\/]runtime[\\/]dist[\\/]dom-external[\\/]inner-html[\\/]/
const RUNTIME_ENTRY = /[\\/]@tarojs[\\/]runtime[\\/]dist[\\/]index\.js$/
const PARSER_ENTRY = /[\\/]@tarojs[\\/]runtime[\\/]dist[\\/]dom-external[\\/]inner-html[\\/]html\.js$/
const ENTRY_SET_INNER_HTML = path.join(__dirname, 'html-parser-with-its-pages', 'set-inner-html.js')

/** The module the runtime's entry gets for `resource`, when `issuer` is the entry; else undefined. */
function entryStandInFor(issuer, resource) {
  return RUNTIME_ENTRY.test(issuer ?? '') && PARSER_ENTRY.test(resource ?? '') ? ENTRY_SET_INNER_HTML : undefined
}

class EntryWithoutParserPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('EntryWithoutParserPlugin', (factory) => {
      factory.hooks.afterResolve.tap('EntryWithoutParserPlugin', (data) => {
        const standIn = entryStandInFor(data.contextInfo.issuer, data.createData.resource)
        if (standIn) replaceResolvedModule(data.createData, standIn)
      })
    })
  }
}

/** Whether Taro's runtime group may take a module: anything it took before but the parser. */
function runtimeGroupTakes(taroTest, module, ...rest) {
  if (INNER_HTML_DIR.test(module.resource ?? '')) return false
  return taroTest(module, ...rest)
}

function htmlParserWithItsPages(chain) {
  const splitChunks = chain.optimization.get('splitChunks')
  const taro = splitChunks && splitChunks.cacheGroups && splitChunks.cacheGroups.taro
  if (!taro || typeof taro.test !== 'function') {
    throw new Error("html-parser-with-its-pages: Taro's split has no `taro` group with a test any more (config/weapp/html-parser-with-its-pages.js)")
  }
  const taroTest = taro.test
  chain.plugin('entry-without-parser').use(EntryWithoutParserPlugin)
  chain.optimization.splitChunks({
    ...splitChunks,
    cacheGroups: { ...splitChunks.cacheGroups, taro: { ...taro, test: (module, ...rest) => runtimeGroupTakes(taroTest, module, ...rest) } },
  })
}

module.exports = { htmlParserWithItsPages, runtimeGroupTakes, entryStandInFor, INNER_HTML_DIR, ENTRY_SET_INNER_HTML }
