/**
 * Removes, before a stylesheet is compiled, the selectors that mention one of the given class names
 * (a rule with a selector list keeps its other selectors; a rule left with none goes) and the named
 * @keyframes. Used on these library stylesheets:
 * - the H5 component library's: NutUI draws every button we show, and the library's default button
 *   look (grey background, a 15 px gap between neighbouring buttons) would otherwise win over
 *   NutUI's colours; its weui icon classes name glyphs of a font that is not shipped;
 * - NutUI's icon stylesheet: its icon animations (jump, blink, breathe, flash, bounce, shake) are not
 *   used anywhere, only the spinning of the loading icons, nor the two variables only they read;
 * - NutUI's button stylesheet: the colours and fills no button of the app uses (kept honest by
 *   test/unit/build/button-looks.test.ts);
 * - NutUI's pop-up, tabs, checkbox (and group), radio (and group), indicator, swiper, search box, empty and dialog
 *   stylesheets: the variants no page draws (nutui-variants.ts, kept honest by
 *   test/unit/build/nutui-variants.test.ts);
 * - every NutUI component stylesheet: its right-to-left variants (`.nut-rtl …`, `[dir=rtl] …`); the
 *   storefront is written in Chinese, left to right, and sets neither.
 * With `only` it does the opposite, for a stylesheet's part that one page needs: the rules whose
 * selectors mention one of those class names and the @keyframes named after them, nothing else
 * (the H5 date picker's look, taken out of the component library's sheet every first screen loads
 * and imported by the one page that has a picker: src/platform/picker-styles.h5.ts).
 * options: { classes?: string[], exactClasses?: string[], selectorParts?: string[], keyframes?: string[], properties?: string[] }
 * or { only: string[] } (`classes` are prefixes: `nut-empty-action` takes `.nut-empty-actions-base`
 * too; `exactClasses` are whole names: `nut-searchbar-left` leaves `.nut-searchbar-leftin`;
 * `selectorParts`: any text a selector to remove contains, such as an attribute selector;
 * `properties`: the declarations of these properties go from every rule)
 */
const KEYFRAMES = /@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g

/** The rules (and @keyframes) of a flat stylesheet that mention one of `classes`, nothing else. */
function onlyRules(source, classes) {
  const mentions = (text) => classes.some((c) => text.includes(`.${c}`) || text.startsWith(c))
  const keptFrames = [...source.matchAll(KEYFRAMES)].filter((m) => mentions(m[1])).map((m) => m[0])
  const flat = source.replace(KEYFRAMES, '')
  const rules = []
  for (const [, selectorList, body] of flat.matchAll(/(?<=^|\})([^{}@]+)(\{[^{}]*\})/g)) {
    const kept = selectorList.split(',').filter((selector) => mentions(selector))
    if (kept.length) rules.push(`${kept.join(',')}${body}`)
  }
  return [...rules, ...keptFrames].join('')
}

/** Whether a selector names the class itself, not one whose name it begins. */
const namesExactly = (selector, c) => new RegExp(`\\.${c.replace(/[-]/g, '\\$&')}(?![\\w-])`).test(selector)

/**
 * With `required: true`, every listed class, selector part, keyframes name and property must be in
 * the stylesheet, or the build fails naming this loader: the library renamed or dropped it, so the
 * option is out of date (and whatever replaced it is kept without anyone knowing).
 */
function missingNames(css, { classes = [], exactClasses = [], selectorParts = [], keyframes = [], properties = [] }) {
  return [
    ...classes.filter((c) => !css.includes(`.${c}`)).map((c) => `.${c}`),
    ...exactClasses.filter((c) => !namesExactly(css, c)).map((c) => `.${c}`),
    ...selectorParts.filter((part) => !css.includes(part)),
    ...keyframes.filter((k) => !new RegExp(`@(?:-webkit-)?keyframes\\s+${k}\\b`).test(css)).map((k) => `@keyframes ${k}`),
    ...properties.filter((p) => !css.includes(`${p}:`) && !css.includes(`${p} :`)),
  ]
}

module.exports = function stripCssRulesLoader(source) {
  const options = this.getOptions() || {}
  if (options.required) {
    const names = options.only ? { classes: options.only } : options
    const missing = missingNames(String(source), names)
    if (missing.length) throw new Error(`strip-css-rules: ${missing.join(', ')} not found in ${this.resourcePath}; the option is out of date`)
  }
  return stripCssRules(String(source), options)
}

function stripCssRules(source, { classes = [], exactClasses = [], selectorParts = [], keyframes = [], properties = [], only }) {
  if (only) return onlyRules(source, only)
  let css = source
  for (const name of properties) {
    // a declaration ends at its `;` or at the rule's `}` (which stays)
    css = css.replace(new RegExp(`(?<=[{;])\\s*${name.replace(/[-]/g, '\\$&')}\\s*:[^;{}]*(?:;|(?=\\}))`, 'g'), '')
  }
  for (const name of keyframes) {
    // a keyframes block holds one level of nested blocks
    css = css.replace(new RegExp(`@(?:-webkit-)?keyframes\\s+${name}\\s*\\{(?:[^{}]*\\{[^{}]*\\})*[^{}]*\\}`, 'g'), '')
  }
  if (!classes.length && !exactClasses.length && !selectorParts.length) return css
  const unused = (selector) =>
    classes.some((c) => selector.includes(`.${c}`)) || exactClasses.some((c) => namesExactly(selector, c)) || selectorParts.some((part) => selector.includes(part))
  // flat rules only (no @media nesting in the files this is used on); other keyframes are kept
  return css.replace(/(?<=^|\})([^{}@]+)(\{[^{}]*\})/g, (rule, selectorList, body) => {
    if (!unused(selectorList)) return rule
    // the selectors of these sheets have no commas inside brackets
    const kept = selectorList.split(',').filter((selector) => !unused(selector))
    return kept.length ? `${kept.join(',')}${body}` : ''
  })
}
module.exports.stripCssRules = stripCssRules
module.exports.missingNames = missingNames
