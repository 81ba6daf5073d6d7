/**
 * Mini-program build: @tarojs/taro's entry takes `hooks` from Taro's runtime by destructuring a
 * CommonJS require (`const { hooks } = require('@tarojs/runtime')`). Webpack cannot tell which
 * exports such a require reads, so it counts every export of the runtime as used, and none of the
 * runtime's unused code is left out (its router helpers, lodash helpers, its HTML parser …, about
 * 9 KB of the main package). Written as `require('@tarojs/runtime').hooks`, the same read, webpack
 * knows the one export taken. Fails the build when the entry has another shape.
 */
const keepRealInput = require('../webpack/keep-real-input')
const DESTRUCTURED = "const { hooks } = require('@tarojs/runtime')"
const READ = "const hooks = require('@tarojs/runtime').hooks"

module.exports = function taroReadsHooks(source) {
  keepRealInput('taro-index.js', source)
  const code = String(source)
  if (code.split(DESTRUCTURED).length !== 2) {
    throw new Error("taro-reads-hooks-loader: @tarojs/taro's entry no longer takes hooks as `" + DESTRUCTURED + '` (config/weapp/taro-reads-hooks-loader.js)')
  }
  return code.replace(DESTRUCTURED, READ)
}
