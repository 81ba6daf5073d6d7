/**
 * Mini-program: every length of the stylesheets stops growing past a phone's column. WeChat draws
 * rpx as a 750th of the window's width, so in a window wider than a phone (PC WeChat's resizable
 * window, an iPad) each length grew with it: text, pictures and bars blown up. Each `<n>rpx` becomes
 * `min(<n>rpx,<p>px)`, `p` its length in a `columnPx` window rounded up to a whole px. On a phone
 * (no wider than `columnPx`) the rpx length is never the larger, whether WeChat rounds it down to a
 * whole px (the conversion its style compiler writes) or not, so a phone draws what it drew before;
 * in any wider window each length is `p`, the same in every such window, and the page is a
 * `columnPx` column, centred (src/app.scss).
 * A 1 rpx hairline is left as it is (1 px in any window narrower than 1500 px). A negative length keeps
 * its sign (`max(-<n>rpx,-<p>px)`). A custom property's name is not a length (`--gap-10rpx`).
 * Tested in test/unit/build/weapp-column-lengths.test.ts.
 */

/** The stylesheets' design width, in rpx. */
const DESIGN_RPX = 750
/** Lengths this short or shorter stay rpx. */
const HAIRLINE_RPX = 1

/**
 * An rpx length, not part of a longer name (`24rpx`, `-.5rpx`, not `var(--a-24rpx)` or `a24rpx`), nor
 * one already capped (`min(24rpx,…)`: PostCSS visits a declaration again once its value changed).
 */
const RPX_LENGTH = /(^|[\s,]|(?<!min|max)\()(-?)(\d*\.?\d+)rpx\b/g

/** `value` with each rpx length above a hairline capped at its size in a `columnPx` window. */
function capLengths(value, columnPx) {
  if (!value.includes('rpx')) return value
  const pxPerRpx = columnPx / DESIGN_RPX
  return value.replace(RPX_LENGTH, (match, before, minus, digits) => {
    const rpx = Number(digits)
    if (!(rpx > HAIRLINE_RPX)) return match
    // rounded up to a whole px (a hair under, for float error: 750 rpx is 480 px, not 481)
    const px = Math.ceil(rpx * pxPerRpx - 1e-4)
    return minus ? `${before}max(-${digits}rpx,-${px}px)` : `${before}min(${digits}rpx,${px}px)`
  })
}

/** @type {import('postcss').PluginCreator<{ columnPx: number }>} */
const weappColumnLengths = (options) => {
  const columnPx = options?.columnPx
  if (!(typeof columnPx === 'number' && columnPx > 0)) throw new Error('weapp-column-lengths: columnPx (the column\'s width in px) is required')
  return {
    postcssPlugin: 'weapp-column-lengths',
    Declaration(decl) {
      if (/url\(/i.test(decl.value)) return
      const value = capLengths(decl.value, columnPx)
      if (value !== decl.value) decl.value = value
    },
  }
}
weappColumnLengths.postcss = true
weappColumnLengths.capLengths = capLengths

module.exports = weappColumnLengths
