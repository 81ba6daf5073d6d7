import path from 'node:path'
import { compileStylesheet, cssRules, SRC, stylesheets } from '../helpers/stylesheets'

/**
 * Spec §9: the theme's primary is the brand green, and orange-coral is the primary in one area only:
 * the points pages (check-in, points mall, rankings). The stylesheets are compiled as the build does
 * (the design tokens injected first).
 */
/** The selectors whose rule sets NutUI's primary, with the colour they set. */
function primaries(css: string): Array<[string, string]> {
  return cssRules(css).flatMap(({ selector, body }) => {
    const colour = /--nutui-color-primary:\s*([^;]+);/.exec(body)
    return colour ? [[selector, colour[1].trim().toLowerCase()] as [string, string]] : []
  })
}

test('the scan sees a primary set in a stylesheet', () => {
  expect(primaries('.a { color: red; } .b { --nutui-color-primary: #FF6B4A; }')).toEqual([['.b', '#ff6b4a']])
})

test('green is the primary of the app; coral is the primary of the points pages and nowhere else', () => {
  const sheets = stylesheets()
  expect(sheets.length).toBeGreaterThan(50)
  const set = sheets.flatMap((f) => primaries(compileStylesheet(f)).map(([selector, colour]) => [path.relative(SRC, f), selector, colour]))
  expect(set).toEqual([
    ['app.scss', 'page, :root', '#00c094'],
    ['pages/point/point-pages.scss', '.points', '#c43d20'],
    ['pages/point/point-pages.scss', '.rank', '#c43d20'],
  ])
}, 60_000)
