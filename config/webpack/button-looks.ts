/**
 * The NutUI button looks the app draws. NutUI's button stylesheet carries every colour (type) in
 * every fill, every size and both shapes; the classes of the others are taken out of it at build
 * time (strip-css-rules-loader.js), in the mini-program's main package and on the H5 first screen.
 * A button with another type, fill, size or shape would be drawn without its look:
 * test/unit/build/button-looks.test.ts reads every <Button> in src and fails on one.
 */
export const NUTUI_TYPES = ['default', 'primary', 'info', 'success', 'warning', 'danger']
export const NUTUI_FILLS = ['solid', 'outline', 'dashed', 'none']

/** NutUI's defaults are type 'default' and fill 'solid'. */
export const USED_TYPES = ['default', 'primary', 'warning']
export const USED_FILLS = ['solid', 'outline', 'none']

export const NUTUI_SIZES = ['xlarge', 'large', 'normal', 'small', 'mini']
export const NUTUI_SHAPES = ['round', 'square']
/** NutUI's defaults are size 'normal' and shape 'round'. */
export const USED_SIZES = ['normal', 'small', 'mini']
export const USED_SHAPES = ['round']

/** Class-name prefixes of the looks no button uses. */
export function unusedButtonClasses(): string[] {
  const unusedTypes = NUTUI_TYPES.filter((t) => !USED_TYPES.includes(t))
  const unusedFills = NUTUI_FILLS.filter((f) => !USED_FILLS.includes(f))
  const unusedSizesAndShapes = [...NUTUI_SIZES.filter((z) => !USED_SIZES.includes(z)), ...NUTUI_SHAPES.filter((z) => !USED_SHAPES.includes(z))]
  return [
    ...unusedTypes.map((t) => `nut-button-${t}`),
    ...unusedFills.map((f) => `nut-button-${f}`),
    ...USED_TYPES.flatMap((t) => unusedFills.map((f) => `nut-button-${t}-${f}`)),
    ...unusedSizesAndShapes.map((z) => `nut-button-${z}`),
  ]
}
