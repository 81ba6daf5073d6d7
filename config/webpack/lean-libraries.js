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

module.exports = { mobxProductionBuild, H5_TERSER_CONFIG }
