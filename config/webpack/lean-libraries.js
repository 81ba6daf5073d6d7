/*
 * Build settings that lower what the libraries cost, shared by the storefront's config and the bench
 * floor's (test/fixtures/bench-floor), so that the floor costs what the framework costs under the
 * same build. CommonJS, so that the floor's config, a Taro project of its own, can load it as it is.
 */
const path = require('node:path')

/**
 * MobX in its own production build. Its ES module guards the development checks and warnings with
 * a module constant (`__MOBX_DEV__`) that the minifier does not fold once webpack has wrapped the
 * module, so they shipped in both builds; the package's minified production build has none of
 * them. Development builds keep the checks.
 */
function mobxProductionBuild(chain) {
  if (chain.get('mode') !== 'production') return
  chain.resolve.alias.set('mobx$', path.resolve(__dirname, '..', '..', 'node_modules/mobx/dist/mobx.esm.production.min.js'))
}

/**
 * The H5 minifier without Taro's defaults of keeping every function's name and quoting every object
 * key: nothing in the app reads a function's name, every browser we serve takes unquoted keys, and
 * the browser tests run on this build. The H5 scripts are about a tenth smaller without both.
 */
const H5_TERSER_CONFIG = { keep_fnames: false, output: { quote_keys: false } }

/**
 * The mini-program's scripts keep Chinese text as UTF-8: Taro's minifier escapes every non-ASCII
 * character (\uXXXX, 6 bytes for 3), which made the address area's code-to-name table alone about
 * 40 KB larger. WeChat reads its scripts as UTF-8, and its upload minifies them again into UTF-8
 * anyway (scripts/weapp-as-shipped.ts).
 */
const WEAPP_TERSER_CONFIG = { output: { ascii_only: false } }

/**
 * H5: Taro's own component styles (@tarojs/components) in a stylesheet of their own that the page's
 * head links before the app's, instead of Taro's default of strings in the script from which style
 * tags are made, at the top of the head, while the app starts. The order of the cascade stays (Taro's
 * first, the app's after them); the styles leave the script, and making their style tags leaves the
 * app's start. Call after the config's own splitChunks. Builds that extract no stylesheet (Taro's
 * development build) keep Taro's default.
 */
function taroStylesInTheirOwnSheet(chain) {
  // only where Taro extracts stylesheets at all (not the development build, which injects every style)
  if (!chain.plugins.has('miniCssExtractPlugin')) return
  if (!chain.module.rules.has('taroStyle')) {
    throw new Error("taro-styles-own-sheet: Taro's H5 build has no `taroStyle` rule any more (config/webpack/lean-libraries.js)")
  }
  // the extraction loader of the copy Taro's H5 build registers as its plugin (the two must match)
  const taroRunner = require.resolve('@tarojs/webpack5-runner', { paths: [process.cwd(), __dirname] })
  const extractLoader = require(require.resolve('mini-css-extract-plugin', { paths: [taroRunner] })).loader
  chain.module.rule('taroStyle').uses.clear().end().use('extract-css').loader(extractLoader)
  const split = chain.optimization.get('splitChunks') || {}
  chain.optimization.splitChunks({
    ...split,
    cacheGroups: {
      ...(split.cacheGroups || {}),
      taroStyles: { type: 'css/mini-extract', test: /[\\/]@tarojs[\\/]components/, name: 'taro-components', chunks: 'initial', enforce: true, priority: 10 },
    },
  })
}

module.exports = { mobxProductionBuild, H5_TERSER_CONFIG, WEAPP_TERSER_CONFIG, taroStylesInTheirOwnSheet }
