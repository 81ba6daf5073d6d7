/**
 * What the mini-program's JavaScript is compiled for: the JS engines of the lowest base library it
 * runs on (project.config.json's libVersion, the same as 基础库最低版本 on mp.weixin.qq.com), by
 * WeChat's own table (miniprogram-compat: base library → oldest WeChat client → oldest system). For
 * 2.30.0: iOS 13's JavaScriptCore and Chrome 86's V8.
 *
 * WeChat ships the code as built: project.config.json leaves 将 JS 代码编译成 ES5 (es6, enhance) off.
 * With it on, DevTools and miniprogram-ci compiled everything once more for {chrome 53, ios 8}
 * (async functions as regenerator state machines, classes as ES5 functions), so phones ran other
 * code than the build, slower, and than what the headless client measures.
 *
 * `npm run check:weapp` parses every built JS file as the oldest engine would
 * (miniProgramSyntaxYear) and fails on syntax it lacks, dependencies' code included.
 */
const { getBrowsersList } = require('miniprogram-compat')
const { libVersion } = require('../project.config.json')

/** browserslist queries for the lowest base library's engines */
function miniProgramTargets() {
  const targets = getBrowsersList(libVersion)
  if (!targets) throw new Error(`miniprogram-compat knows no engines for base library ${libVersion} (project.config.json libVersion)`)
  return targets
}

/**
 * The newest ECMAScript edition whose syntax all of those engines parse. iOS 13.0's JavaScriptCore
 * is the oldest: ES2019 (`?.` and `??` came with iOS 13.4, class fields with 14.5). Regular
 * expression lookbehind (iOS 16.4) is checked apart, as the parser accepts it from ES2018.
 */
const SYNTAX_YEAR = { 'ios 13,chrome 86': 2019 }

function miniProgramSyntaxYear() {
  const key = miniProgramTargets().join(',')
  const year = SYNTAX_YEAR[key]
  if (!year) throw new Error(`config/mini-program-targets.js: no ECMAScript edition recorded for the engines ${key} (base library ${libVersion}); add the one the oldest of them parses`)
  return year
}

module.exports = { libVersion, miniProgramTargets, miniProgramSyntaxYear }
