/**
 * Mini-program build: drops from base.wxml (and an independent subpackage's own base.wxml) the
 * attribute and event bindings no script of the build can set; see config/weapp/trim-base-template.js.
 * Runs on the finished assets, after minification, so it reads the scripts WeChat will run.
 */
const { sources } = require('webpack')
const { trimBaseTemplate } = require('../weapp/trim-base-template')

/** Taro's runtime chunk (its table of component attributes names every dashed attribute). */
const RUNTIME_CHUNK = /(^|\/)taro\.js$/

module.exports = (ctx) => {
  ctx.modifyBuildAssets(({ assets }) => {
    if (process.env.TARO_ENV !== 'weapp') return
    const names = Object.keys(assets)
    const scripts = names
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ text: String(assets[name].source()), runtime: RUNTIME_CHUNK.test(name) }))
    for (const name of names.filter((n) => /(^|\/)base\.wxml$/.test(n))) {
      const { wxml } = trimBaseTemplate(String(assets[name].source()), scripts)
      assets[name] = new sources.RawSource(wxml)
    }
  })
}
