import path from 'node:path'
import { compileStylesheet, cssRules, SRC, stylesheets } from '../helpers/stylesheets'

/**
 * No text under 12 px: every font size our stylesheets compile to (750-rpx design, so 24) is at
 * least the type scale's smallest, NutUI's font-size variables included. (What NutUI sets itself
 * is measured on screen: the every-route check reads each text's computed size.)
 */
const MIN = 24

/** Every `selector: font size` under MIN px in compiled CSS. */
function smallText(css: string): string[] {
  return cssRules(css).flatMap(({ selector, body }) => {
    const sizes = [...body.matchAll(/(?:^|[;\s])(?:font-size|--nutui-[\w-]*font-size)\s*:\s*([\d.]+)px/g)]
    return sizes.filter((s) => Number(s[1]) < MIN).map((s) => `${selector}: ${s[1]}px`)
  })
}

test('the scan finds small text, NutUI variables included', () => {
  expect(smallText('.a { font-size: 22px; } .b { font-size: 24px; } .c { --nutui-countdown-font-size: 13px; }')).toEqual(['.a: 22px', '.c: 13px'])
})

test('no stylesheet sets text under 12 px', () => {
  const sheets = stylesheets()
  expect(sheets.length).toBeGreaterThan(50)
  expect(sheets.flatMap((f) => smallText(compileStylesheet(f)).map((s) => `${path.relative(SRC, f)} ${s}`))).toEqual([])
}, 60_000)
