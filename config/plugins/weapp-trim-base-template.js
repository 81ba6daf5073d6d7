/**
 * Mini-program build: drops from base.wxml (and an independent subpackage's own base.wxml) the
 * attribute and event bindings no script of the build can set; see config/weapp/trim-base-template.js.
 * Runs on the finished assets, after minification, so it reads the scripts WeChat will run.
 */
const { sources } = require('webpack')
const { BASE_TEMPLATE, RUNTIME_CHUNK } = require('../weapp/build-assets')
const { trimBaseTemplate } = require('../weapp/trim-base-template')
const keepRealInput = require('../webpack/keep-real-input')

module.exports = (ctx) => {
  ctx.modifyBuildAssets(({ assets }) => {
    if (process.env.TARO_ENV !== 'weapp') return
    const names = Object.keys(assets)
    const scripts = names
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ text: String(assets[name].source()), runtime: RUNTIME_CHUNK.test(name) }))
    for (const name of names.filter((n) => BASE_TEMPLATE.test(n))) {
      keepRealInput(name.replace(/[\\/]/g, '__'), assets[name].source())
      const { wxml } = trimBaseTemplate(String(assets[name].source()), scripts)
      assets[name] = new sources.RawSource(wxml)
    }
  })
}
