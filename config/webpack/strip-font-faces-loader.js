/**
 * Removes @font-face rules of the named families from a stylesheet before it is compiled, so
 * fonts nothing on the page uses are neither inlined into the first screen nor the main package:
 * NutUI's theme carries two number fonts (for its CountDown and prices; the app's font is used
 * instead) and Taro's H5 component styles carry the weui icon font (we use no Taro Icon,
 * Checkbox or Radio).   options: { families: string[] }
 * Fails the build, naming itself, when a family is not in the stylesheet (the library renamed or
 * dropped it: the option is then out of date).
 */
function stripFontFaces(source, families) {
  const wanted = new Set(families.map((f) => f.toLowerCase()))
  const found = new Set()
  const out = String(source).replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    const m = /font-family\s*:\s*["']?([^;"'}]+)["']?/i.exec(rule)
    const family = m ? m[1].trim().toLowerCase() : ''
    if (!wanted.has(family)) return rule
    found.add(family)
    return ''
  })
  const missing = [...wanted].filter((f) => !found.has(f))
  if (missing.length) throw new Error(`strip-font-faces: no @font-face for ${missing.join(', ')} in the stylesheet`)
  return out
}

module.exports = function stripFontFacesLoader(source) {
  const { families = [] } = this.getOptions() || {}
  return stripFontFaces(source, families)
}
module.exports.stripFontFaces = stripFontFaces
