/**
 * H5: the app's settings that only the mini-program reads leave the H5 entry.
 *
 * Taro's H5 entry (written by @tarojs/taro-loader/lib/h5 in place of src/app.config.ts) carries the
 * whole app config as `var config = {…}`, and every page's first screen downloads and parses it. Its
 * `pages` already lists every page, the subpackages' included, which is what the H5 router reads;
 * the subpackage table, the location permission text, the private-info list and the mini-program's
 * lazy code loading are read by WeChat alone (nothing in Taro's H5 runtime, router or components,
 * nor in src/, reads them).
 *
 * Runs right after Taro's loader (as a pre-loader of the entry), on the code that loader wrote; when
 * that code has no `var config = {…}` line of JSON, the build fails rather than guess.
 * Tested in test/unit/build/h5-entry-without-mini-program-settings.test.ts.
 */

/** Keys of the app config that only WeChat reads. */
const MINI_PROGRAM_ONLY = ['subPackages', 'permission', 'requiredPrivateInfos', 'lazyCodeLoading']

const CONFIG_LINE = /^var config = (.*)$/m

/** @param {string} code Taro's H5 entry */
function withoutMiniProgramSettings(code) {
  const found = CONFIG_LINE.exec(code)
  let config
  try {
    config = found ? JSON.parse(found[1]) : undefined
  } catch {
    config = undefined
  }
  if (!config || typeof config !== 'object' || !Array.isArray(config.pages)) {
    throw new Error('h5-entry-without-mini-program-settings: Taro’s H5 entry has no `var config = {…}` line with the pages; check @tarojs/taro-loader/lib/h5')
  }
  for (const key of MINI_PROGRAM_ONLY) delete config[key]
  return code.slice(0, found.index) + `var config = ${JSON.stringify(config)}` + code.slice(found.index + found[0].length)
}

/** @param {string} source Taro's H5 entry */
module.exports = function h5EntryWithoutMiniProgramSettingsLoader(source) {
  return withoutMiniProgramSettings(source)
}
module.exports.withoutMiniProgramSettings = withoutMiniProgramSettings
module.exports.MINI_PROGRAM_ONLY = MINI_PROGRAM_ONLY
