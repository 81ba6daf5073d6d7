/**
 * H5: the entry's routes lose the pages' settings, which come with each page's code instead (see
 * page-settings.js). Taro's H5 loader writes each route as
 *   Object.assign({
 *     path: '…',
 *     load: function(context, params) { … }
 *   }, {…settings…})
 * and this writes it as the object alone, the lines of `path` and `load` unchanged, keeping only
 * the settings Taro's router reads before a page's code has arrived (READ_BEFORE_LOAD). Each dropped
 * setting must be what `settingsOf` reads for that page, since that is what the page exports; the
 * build fails when one differs, or when the routes are not written the way this expects.
 * Runs right after Taro's loader (as a pre-loader of the entry).
 * Tested in test/unit/build/page-settings.test.ts.
 */
const keepRealInput = require('./keep-real-input')
const { settingsOf } = require('./page-settings')

/** One route; Taro's loader joins them with `,` (the next route starts on the line this one ends). */
const ROUTE = /Object\.assign\(\{\n( {2}path: '([^'\n]+)',\n[\s\S]*?\n)\}, (\{[^\n]*?\})\)(?=,Object\.assign\(\{\n|\n)/g
const ROUTE_START = /Object\.assign\(\{\n {2}path: /g

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)

/** Page settings Taro's router reads before the page's code is there (router/page.js): they stay. */
const READ_BEFORE_LOAD = ['navigationStyle', 'usingWindowScroll']

/**
 * @param {string} code Taro's H5 entry
 * @param {(page: string) => unknown} settingsOfPage the settings the page module exports
 */
function withoutPageSettings(code, settingsOfPage) {
  const starts = (code.match(ROUTE_START) ?? []).length
  let found = 0
  const out = code.replace(ROUTE, (_whole, body, page, json) => {
    found += 1
    let dropped
    try {
      dropped = JSON.parse(json)
    } catch {
      throw new Error(`h5-entry-without-page-settings: the settings of ${page} in Taro’s H5 entry are not one line of JSON; check @tarojs/taro-loader/lib/h5`)
    }
    if (!same(dropped, settingsOfPage(page))) {
      throw new Error(`h5-entry-without-page-settings: the entry’s settings of ${page} are not what its page module would export; check @tarojs/taro-loader/lib/h5 and config/webpack/page-settings.js`)
    }
    const kept = Object.fromEntries(Object.entries(dropped).filter(([key]) => READ_BEFORE_LOAD.includes(key)))
    return Object.keys(kept).length ? `Object.assign({\n${body}}, ${JSON.stringify(kept)})` : `{\n${body}}`
  })
  if (found === 0 || found !== starts) {
    throw new Error('h5-entry-without-page-settings: Taro’s H5 entry does not write its routes as `Object.assign({ path, load }, settings)`; check @tarojs/taro-loader/lib/h5')
  }
  return out
}

/** @param {string} source Taro's H5 entry */
module.exports = function h5EntryWithoutPageSettingsLoader(source) {
  keepRealInput('h5-entry.without-page-settings.js', source)
  return withoutPageSettings(source, (page) => settingsOf(this.context, page))
}
module.exports.withoutPageSettings = withoutPageSettings
module.exports.READ_BEFORE_LOAD = READ_BEFORE_LOAD
