/**
 * Taro's H5 selector query (`createSelectorQuery().…exec()`) looks up the current page's container
 * a tick after it is asked, and throws when that container is not in the document. A component that
 * measures itself just as the parent leaves its page meets exactly that: NutUI's Tabs scroll their
 * titles into view in an animation frame after a tab change, and a tap on a link right after the
 * tab lands the query in the next page's first moments, before its container is there. The error
 * is thrown from a timer, uncaught, and the page shows nothing of it.
 *
 * Here the lookup answers "no container" instead of throwing, so the query runs on the document as
 * Taro already does for a query without a page, and the measurement it answers is of a page no
 * longer shown. Applied to Taro's H5 API module that holds the query; the build fails if the line
 * it rewrites is not there (a Taro upgrade that changes it must be looked at).
 */
const keepRealInput = require('./keep-real-input')
const LOOKUP = '(findDOM(component) || document)'

module.exports = function selectorQueryPageGone(source) {
  keepRealInput(`taro-h5.${require('node:path').basename(this.resourcePath)}`, source)
  const code = String(source)
  if (!code.includes(LOOKUP)) {
    throw new Error(`selector-query-page-gone-loader: "${LOOKUP}" not found in ${this.resourcePath}; Taro's selector query changed`)
  }
  return `${code.split(LOOKUP).join('(containerOrNone(component) || document)')}
function containerOrNone(component) {
  try {
    return findDOM(component)
  } catch (e) {
    return null
  }
}
`
}
