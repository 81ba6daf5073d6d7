/**
 * Removes @font-face rules of the named families from a stylesheet before it is compiled, so
 * fonts nothing on the page uses are neither inlined into the first screen nor the main package:
 * NutUI's theme carries two number fonts (for its CountDown and prices; the app's font is used
 * instead) and Taro's H5 component styles carry the weui icon font (we use no Taro Icon,
 * Checkbox or Radio).   options: { families: string[] }
 */
module.exports = function stripFontFaces(source) {
  const { families = [] } = this.getOptions() || {}
  const wanted = new Set(families.map((f) => f.toLowerCase()))
  return String(source).replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    const m = /font-family\s*:\s*["']?([^;"'}]+)["']?/i.exec(rule)
    return m && wanted.has(m[1].trim().toLowerCase()) ? '' : rule
  })
}
