/**
 * The sanitizer of server HTML (src/shared/rich-text/sanitize-html.ts, on the xss library) always
 * gives the CSS filter its own list of allowed properties. The filter's package (cssfilter) still
 * builds its default list of about 300 properties at load (6.5 KB minified, in every package that
 * draws rich text). This loader makes that default list empty, so it ships no more: the library's
 * functions stay as they are, and a filter made without a list would allow no property at all
 * (stricter, never looser).
 */
const keepRealInput = require('./keep-real-input')
const START = /function getDefaultWhiteList\s*\(\)\s*\{/
const NEXT = /\n\/\*\*[^]*?\*\/\s*\nfunction onAttr\b/

module.exports = function cssFilterOwnList(source) {
  keepRealInput('cssfilter-default.js', source)
  const code = String(source)
  const start = START.exec(code)
  const next = start ? NEXT.exec(code.slice(start.index)) : null
  if (!start || !next) {
    throw new Error('css-filter-own-list-loader: cssfilter/lib/default.js has another shape; see config/webpack/css-filter-own-list-loader.js')
  }
  const end = start.index + next.index
  const emptied = 'function getDefaultWhiteList () {\n  // every filter of the app gets its own list (src/shared/rich-text/sanitize-html.ts)\n  return {};\n}\n'
  return code.slice(0, start.index) + emptied + code.slice(end)
}
