/**
 * Keeps what a customization received from Taro or a library (Taro's generated H5 entry, its
 * base.wxml, a library file it rewrites), when TARO_REAL_INPUTS names a folder. scripts/taro-build.mjs
 * sets it to dist/.taro-inputs/<output folder>, so every build leaves the real inputs of this Taro
 * version beside its output, and test/build/real-inputs.test.ts runs each customization on them:
 * its effect on the real input, and its guard failing, with its name, when the input changes.
 * @param {string} name the file name the input is kept under
 * @param {string | Buffer} text
 */
const fs = require('node:fs')
const path = require('node:path')

module.exports = function keepRealInput(name, text) {
  const dir = process.env.TARO_REAL_INPUTS
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, name), String(text))
}
