/**
 * Mini-program build: Taro's HTML parser (the runtime's innerHTML, about 9.5 KB) ships with the
 * pages that draw server HTML, not in the main package.
 *
 * Taro installs innerHTML on every node at start when `mini.runtime.enableInnerHTML` is on, which
 * keeps its parser in the runtime chunk of the main package. The build turns it off
 * (config/index.ts), and src/platform/rich-html.ts installs the same setter when the first rich text
 * is drawn, importing the parser from its own file. Taro's split puts every module of an @tarojs
 * package in the runtime chunk (`taro.js`, main package); this leaves the parser's folder out of
 * that group, so that webpack places it with the subpackages that import it. (The runtime's entry
 * re-exports the parser's setInnerHTML too, which no module takes: webpack sees so once
 * taro-reads-hooks-loader.js lets it tell which exports are used.)
 */
const INNER_HTML_DIR = /[\\/]@tarojs[\\/]runtime[\\/]dist[\\/]dom-external[\\/]inner-html[\\/]/

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
  chain.optimization.splitChunks({
    ...splitChunks,
    cacheGroups: { ...splitChunks.cacheGroups, taro: { ...taro, test: (module, ...rest) => runtimeGroupTakes(taroTest, module, ...rest) } },
  })
}

module.exports = { htmlParserWithItsPages, runtimeGroupTakes, INNER_HTML_DIR }
