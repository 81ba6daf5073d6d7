/**
 * H5: drops the `page` selector from the stylesheets. In the mini-program `page` is the element each
 * page is drawn in, and the app and NutUI style it (`page, :root { --nutui-… }`, `page { … }`). A
 * browser has no such element (a Taro H5 page is a div), so there such a selector matches nothing
 * and is only bytes every first screen loads. A selector list keeps its other selectors (`:root`);
 * a rule that had only `page` selectors goes. Tested in test/unit/build/h5-drop-page-selectors.test.ts.
 */

/** A selector whose first compound is the `page` element: `page`, `page .x`, `page:after`, not `.page` or `page-x`. */
const PAGE_SELECTOR = /^page(?![\w-])/

/** @type {import('postcss').PluginCreator<Record<string, never>>} */
const h5DropPageSelectors = () => ({
  postcssPlugin: 'h5-drop-page-selectors',
  Rule(rule) {
    const selectors = rule.selectors
    const kept = selectors.filter((selector) => !PAGE_SELECTOR.test(selector.trim()))
    if (kept.length === selectors.length) return
    if (kept.length === 0) rule.remove()
    else rule.selectors = kept
  },
})
h5DropPageSelectors.postcss = true

module.exports = h5DropPageSelectors
