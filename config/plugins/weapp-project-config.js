/**
 * Writes the configured app id (TARO_APP_WEAPP_APPID from the .env file of the build mode) into
 * the project.config.json that Taro copies to the output, so WeChat DevTools opens dist/weapp
 * with the right app id. Domain checking stays off for local QA against the mock services. The JS is
 * not compiled again to ES5 (config/mini-program-targets.js says why). JS, WXML
 * and WXSS compression stay on whatever the copied file says: WeChat's code-quality scan (npm run
 * check:weapp:compile) fails the build without them.
 */
const fs = require('node:fs')
const path = require('node:path')

module.exports = (ctx) => {
  ctx.onBuildComplete(() => {
    if (process.env.TARO_ENV !== 'weapp') return
    const file = path.join(ctx.paths.outputPath, 'project.config.json')
    if (!fs.existsSync(file)) return
    const json = JSON.parse(fs.readFileSync(file, 'utf8'))
    const appid = (process.env.TARO_APP_WEAPP_APPID || '').trim()
    if (appid) json.appid = appid
    json.miniprogramRoot = './'
    // es6 and enhance off: WeChat ships the JS as built, compiled for the base library's engines
    // (config/mini-program-targets.js), not compiled again to ES5
    json.setting = { ...json.setting, urlCheck: false, minified: true, minifyWXML: true, minifyWXSS: true, es6: false, enhance: false }
    fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
  })
}
