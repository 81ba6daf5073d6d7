/**
 * Removes the rules of a stylesheet whose selector mentions one of the given class names, before
 * it is compiled. Used on the H5 component library's stylesheet: NutUI draws every button we
 * show, and the library's default button look (grey background, a 15 px gap between neighbouring
 * buttons) would otherwise win over NutUI's colours; the weui icon classes name glyphs of a font
 * that is not shipped.   options: { classes: string[] }
 */
module.exports = function stripCssRules(source) {
  const { classes = [] } = this.getOptions() || {}
  if (!classes.length) return source
  // flat rules only (no @media nesting in the files this is used on); keyframes are kept
  return String(source).replace(/(?<=^|\})([^{}@]+)\{[^{}]*\}/g, (rule, selector) =>
    classes.some((c) => selector.includes(`.${c}`)) ? '' : rule,
  )
}
