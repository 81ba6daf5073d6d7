/**
 * H5: the app's settings that only the mini-program reads leave the H5 entry.
 *
 * Taro's H5 entry (written by @tarojs/taro-loader/lib/h5 in place of src/app.config.ts) carries the
 * whole app config as `var config = {…}`, and every page's first screen downloads and parses it.
 * The H5 router reads the page list, which holds every page, the subpackages' included; the
 * subpackage table, the location permission text, the private-info list and the mini-program's
 * lazy code loading are read by WeChat alone (nothing in Taro's H5 runtime, router or components,
 * nor in src/, reads them).
 *
 * The page list itself is written once: Taro's loader writes every page twice, in `pages` and as the
 * `path` of its entry in `config.routes`, in the same order. The list leaves the JSON and is made
 * again from the routes (`config.pages = config.routes.map(…)`) before the app is created, which is
 * before anything reads it; the build checks that the routes hold the same pages in the same order.
 *
 * Runs right after Taro's loader (as a pre-loader of the entry), on the code that loader wrote; when
 * that code has no `var config = {…}` line of JSON, or its routes are not the pages, the build fails
 * rather than guess.
 * Tested in test/unit/build/h5-entry-without-mini-program-settings.test.ts.
 */
const keepRealInput = require('./keep-real-input')

/** Keys of the app config that only WeChat reads. */
const MINI_PROGRAM_ONLY = ['subPackages', 'permission', 'requiredPrivateInfos', 'lazyCodeLoading']

const CONFIG_LINE = /^var config = (.*)$/m

/** Where Taro's entry creates the app: the page list is made again right before. */
const CREATE_APP = /^var inst = /m

const ROUTES = /^config\.routes = \[/m

/** The pages of `config.routes` as Taro's loader writes them (`path: '…'`), in order. */
const routePaths = (code, from, to) => [...code.slice(from, to).matchAll(/^ {2}path: '([^'\n]+)',$/gm)].map((m) => m[1])

const PAGES_FROM_ROUTES = 'config.pages = config.routes.map(function (route) { return route.path })\n'

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
  const create = code.search(CREATE_APP)
  const routes = code.search(ROUTES)
  if (create < 0 || routes < 0 || routes > create || JSON.stringify(routePaths(code, routes, create)) !== JSON.stringify(config.pages)) {
    throw new Error('h5-entry-without-mini-program-settings: Taro’s H5 entry does not list the pages as `config.routes` (same order) before `var inst = …`; check @tarojs/taro-loader/lib/h5')
  }
  for (const key of MINI_PROGRAM_ONLY) delete config[key]
  delete config.pages
  const withConfig = code.slice(0, found.index) + `var config = ${JSON.stringify(config)}` + code.slice(found.index + found[0].length, create)
  return withConfig + PAGES_FROM_ROUTES + code.slice(create)
}

/** @param {string} source Taro's H5 entry */
module.exports = function h5EntryWithoutMiniProgramSettingsLoader(source) {
  keepRealInput('h5-entry.without-mini-program-settings.js', source)
  return withoutMiniProgramSettings(source)
}
module.exports.withoutMiniProgramSettings = withoutMiniProgramSettings
module.exports.MINI_PROGRAM_ONLY = MINI_PROGRAM_ONLY
