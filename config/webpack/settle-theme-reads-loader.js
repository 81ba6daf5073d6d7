/**
 * NutUI's component stylesheets read each theme variable as var(--name, fallback), and most of those
 * variables are set nowhere: not in the theme as kept (keep-used-theme-vars-loader.js), not in any
 * stylesheet, not in any script that writes a style. Such a read always gives its fallback, in the
 * browser and in the mini-program alike, so the fallback is written in its place (about a quarter of
 * every NutUI stylesheet). A variable declared anywhere, a bare read and an empty fallback are left
 * as they are.
 * options: { theme: string } NutUI's theme file. Every file that may declare a variable (NutUI's
 * styles and scripts, the app's: theme-readers.js) and the theme are the loader's dependencies, and
 * what they declare is cached by their contents, so a watch build stays right.
 */
const { keepUsedThemeVars } = require('./keep-used-theme-vars-loader')
const { readAll, themeReadersOf } = require('./theme-readers')

// a declaration in a stylesheet (--name: …) or a name in a script's style object ('--name')
const DECLARED_IN_STYLE = /(--[\w-]+)\s*:/g
const NAMED_IN_SCRIPT = /['"`](--[\w-]+)['"`]/g

let cached = null
/** Every variable name something declares: the kept theme, the stylesheets, the scripts. */
function declaredNames(theme, files) {
  const { key, texts } = readAll([theme, ...files])
  if (cached && cached.key === key) return cached.names
  const names = new Set()
  for (const m of keepUsedThemeVars(texts[0].text, files).matchAll(DECLARED_IN_STYLE)) names.add(m[1])
  for (const { file, text } of texts.slice(1)) {
    const pattern = /\.(s?css|less)$/.test(file) ? DECLARED_IN_STYLE : NAMED_IN_SCRIPT
    for (const m of text.matchAll(pattern)) names.add(m[1])
  }
  cached = { key, names }
  return names
}

/** The index of the parenthesis that closes the one opened just before `from`, or -1. */
function closing(text, from) {
  let depth = 1
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1
    else if (text[i] === ')' && --depth === 0) return i
  }
  return -1
}

/** The first comma outside parentheses, or -1. */
function topLevelComma(text) {
  let depth = 0
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1
    else if (text[i] === ')') depth -= 1
    else if (text[i] === ',' && depth === 0) return i
  }
  return -1
}

/** The stylesheet with every read of a variable nothing declares replaced by its fallback. */
function settleThemeReads(css, declared) {
  let out = ''
  let at = 0
  for (;;) {
    const start = css.indexOf('var(', at)
    if (start < 0) return out + css.slice(at)
    const end = closing(css, start + 4)
    if (end < 0) return out + css.slice(at)
    out += css.slice(at, start)
    const inside = css.slice(start + 4, end)
    const comma = topLevelComma(inside)
    const name = (comma < 0 ? inside : inside.slice(0, comma)).trim()
    const fallback = comma < 0 ? undefined : settleThemeReads(inside.slice(comma + 1), declared).trim()
    if (fallback && !declared.has(name)) out += fallback
    else out += fallback === undefined ? `var(${inside})` : `var(${name},${fallback})`
    at = end + 1
  }
}

module.exports = function settleThemeReadsLoader(source) {
  const { theme = '' } = this.getOptions() || {}
  if (!theme) throw new Error('settle-theme-reads: the `theme` option (NutUI\'s theme file) is required')
  this.addDependency(theme)
  return settleThemeReads(String(source), declaredNames(theme, themeReadersOf(this)))
}
module.exports.settleThemeReads = settleThemeReads
module.exports.declaredNames = declaredNames
