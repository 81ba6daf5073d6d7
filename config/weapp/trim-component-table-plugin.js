/**
 * Mini-program build: empties, in Taro's runtime chunk, the attribute lists of the components
 * base.wxml does not draw (see config/weapp/trim-component-table.js). Runs after Taro has written
 * base.wxml and before the minifier, which then drops the lists nothing refers to any more.
 */
const { BASE_TEMPLATE, RUNTIME_CHUNK } = require('./build-assets')
const { drawnComponents, planComponentTableTrim } = require('./trim-component-table')

class TrimComponentTablePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('TrimComponentTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'TrimComponentTablePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE + 10 }, (assets) => {
        const names = Object.keys(assets)
        const templates = names.filter((n) => BASE_TEMPLATE.test(n))
        const runtime = names.filter((n) => RUNTIME_CHUNK.test(n))
        if (templates.length !== 1 || runtime.length !== 1) {
          throw new Error(`trim-component-table: expected one base.wxml and one taro.js, found ${templates.length} and ${runtime.length}`)
        }
        const drawn = drawnComponents(String(assets[templates[0]].source()))
        const original = assets[runtime[0]]
        const { edits } = planComponentTableTrim(String(original.source()), drawn)
        const trimmed = new sources.ReplaceSource(original)
        for (const e of edits) trimmed.replace(e.start, e.end - 1, e.text)
        compilation.updateAsset(runtime[0], trimmed)
      })
    })
  }
}

module.exports = { TrimComponentTablePlugin }
