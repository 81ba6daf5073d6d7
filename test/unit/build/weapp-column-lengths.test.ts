/** Mini-program: rpx lengths stop growing past a phone's column, and a phone draws what it drew. */
import postcss from 'postcss'
import { MINI_PROGRAM_COLUMN_PX } from '../../../src/platform/column'
import { designLength } from '../../../src/platform/design-length'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const weappColumnLengths = require('../../../config/postcss/weapp-column-lengths.js') as postcss.PluginCreator<{ columnPx: number }> & {
  capLengths: (value: string, columnPx: number) => string
}

const run = (css: string, columnPx = 480) => postcss([weappColumnLengths({ columnPx })]).process(css, { from: undefined }).css

/** WeChat's two possible ways of drawing rpx in a window `width` wide: rounded down to a whole px (its style compiler's conversion), or exactly. */
const ROUNDINGS = {
  floor: (rpx: number, width: number) => Math.sign(rpx) * Math.floor((Math.abs(rpx) * width) / 750 + 1e-4),
  exact: (rpx: number, width: number) => (rpx * width) / 750,
}
type Rounding = keyof typeof ROUNDINGS

/** The px a capped length (`min(…rpx,…px)`, `max(-…rpx,-…px)`) or a plain one comes to in a window `width` wide. */
function drawn(value: string, width: number, rounding: Rounding): number {
  const rpxPx = ROUNDINGS[rounding]
  const min = /^min\((\d*\.?\d+)rpx,(\d+)px\)$/.exec(value)
  if (min) return Math.min(rpxPx(Number(min[1]), width), Number(min[2]))
  const max = /^max\(-(\d*\.?\d+)rpx,-(\d+)px\)$/.exec(value)
  if (max) return Math.max(rpxPx(-Number(max[1]), width), -Number(max[2]))
  const rpx = /^(-?\d*\.?\d+)rpx$/.exec(value)
  if (rpx) return rpxPx(Number(rpx[1]), width)
  throw new Error(`not a length: ${value}`)
}

describe('weapp-column-lengths', () => {
  it('caps each length at its length in a 480 px window, rounded up to a whole px', () => {
    expect(run('.a{padding:24rpx 32rpx}')).toBe('.a{padding:min(24rpx,16px) min(32rpx,21px)}')
    expect(run('.a{width:750rpx}')).toBe('.a{width:min(750rpx,480px)}')
    expect(run('.a{font-size:28rpx}', 450)).toBe('.a{font-size:min(28rpx,17px)}')
  })

  it('draws on a phone exactly what rpx drew, however WeChat rounds rpx, and the same in every window 750 px wide or wider', () => {
    for (const rpx of [2, 3, 7, 24, 28, 88, 750]) {
      const capped = weappColumnLengths.capLengths(`${rpx}rpx`, 480)
      for (const rounding of ['floor', 'exact'] as const) {
        for (const phone of [320, 360, 375, 390, 393, 412, 414, 428, 430, 480]) expect(drawn(capped, phone, rounding)).toBe(ROUNDINGS[rounding](rpx, phone))
        // from a 750 px window on, every length is its cap (below that, one may still be up to 1 px under it)
        const cap = Math.ceil((rpx * 480) / 750 - 1e-4)
        expect(new Set([750, 768, 1024, 1366].map((width) => drawn(capped, width, rounding)))).toEqual(new Set([cap]))
        for (const width of [481, 500, 600, 749]) expect(cap - drawn(capped, width, rounding)).toBeGreaterThanOrEqual(0)
        for (const width of [481, 500, 600, 749]) expect(cap - drawn(capped, width, rounding)).toBeLessThanOrEqual(1)
      }
    }
    const negative = weappColumnLengths.capLengths('-24rpx', 480)
    expect(negative).toBe('max(-24rpx,-16px)')
    expect(drawn(negative, 375, 'floor')).toBe(-12)
    expect(drawn(negative, 1024, 'floor')).toBe(-16)
  })

  it('leaves hairlines, other units, names and addresses alone', () => {
    const css = '.a{border:1rpx solid #eee;border-width:.5rpx;margin:10px;height:100vh;--gap-10rpx:1;gap:var(--gap-10rpx);background:url(a24rpx.png)}'
    expect(run(css)).toBe(css)
  })

  it('caps lengths inside calc() and custom properties, and a decimal one', () => {
    expect(run('.a{height:calc(100vh - 88rpx);--nutui-spacing-2:4rpx;margin:-.5rpx 0 7.5rpx}')).toBe(
      '.a{height:calc(100vh - min(88rpx,57px));--nutui-spacing-2:min(4rpx,3px);margin:-.5rpx 0 min(7.5rpx,5px)}',
    )
  })

  it('leaves a capped value as it is (PostCSS visits a changed declaration again)', () => {
    const once = weappColumnLengths.capLengths('0 24rpx calc(1px + 8rpx) -6rpx', 480)
    expect(once).toBe('0 min(24rpx,16px) calc(1px + min(8rpx,6px)) max(-6rpx,-4px)')
    expect(weappColumnLengths.capLengths(once, 480)).toBe(once)
  })

  it('refuses to run without the column width', () => {
    expect(() => run('.a{}', 0)).toThrow(/columnPx/)
  })
})

test('a length a script writes (the lazy image box) is capped as the stylesheets cap it', () => {
  for (const n of [2, 3, 7, 24, 88, 240, 450, 750]) expect(designLength(n)).toBe(weappColumnLengths.capLengths(`${n}rpx`, MINI_PROGRAM_COLUMN_PX))
})
