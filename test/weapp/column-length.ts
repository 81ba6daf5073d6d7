/**
 * How the build writes a stylesheet's `<n>rpx` in the mini-program: capped at the page's column
 * (config/postcss/weapp-column-lengths.js), `88` → `min(88rpx,57px)`. It is `<n>rpx` on a phone.
 */
import { MINI_PROGRAM_COLUMN_PX } from '../../src/platform/column'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { capLengths } = require('../../config/postcss/weapp-column-lengths.js') as { capLengths: (value: string, columnPx: number) => string }

export const columnLength = (rpx: number): string => capLengths(`${rpx}rpx`, MINI_PROGRAM_COLUMN_PX)
