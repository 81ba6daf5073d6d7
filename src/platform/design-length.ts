import { DESIGN_WIDTH_PX, MINI_PROGRAM_COLUMN_PX } from './column'

/**
 * A length of the 750 design for a style a script writes: rpx on a phone, and in a wider window its
 * length in the column, rounded up to a whole px (the stylesheets' lengths are capped the same way:
 * config/postcss/weapp-column-lengths.js).
 */
export function designLength(designPx: number): string {
  if (designPx <= 0) return '0'
  return `min(${designPx}rpx,${Math.ceil((designPx * MINI_PROGRAM_COLUMN_PX) / DESIGN_WIDTH_PX - 1e-4)}px)`
}
