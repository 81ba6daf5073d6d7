import path from 'node:path'
import { compileStylesheet, cssRules, findInStylesheets, SRC, stylesheets } from '../helpers/stylesheets'

/**
 * One page height: a page at least as tall as the window, or exactly as tall, takes the height the
 * tokens give ($page-height in styles/_shape.scss, through the `page` and `window-column` mixins),
 * never 100vh of its own. On H5 the page box is the window less Taro's tab bar and the status bar's
 * inset (platform/tab-bar-element.h5.scss), and a page at 100vh scrolls by them; a page's padding
 * added to that height made it scroll too.
 */

/** Where the page height is worked out from the window: H5's page box. */
const SETS_THE_PAGE_HEIGHT = ['platform/tab-bar-element.h5.scss']

/** The lines of a stylesheet's source (comments left out) that write the window's whole height. */
export function windowHeights(source: string): string[] {
  return source.split('\n').flatMap((line, i) => (/\b100[sdl]?vh\b/.test(line.replace(/\/\/.*$/, '')) ? [`${i + 1}: ${line.trim()}`] : []))
}

test('the scan finds the window\'s height, and not one in a comment or a share of it', () => {
  expect(windowHeights('.a {\n  min-height: 100vh;\n  // was 100vh\n  height: calc(100dvh - 10px);\n  max-height: 75vh;\n}')).toEqual(['2: min-height: 100vh;', '4: height: calc(100dvh - 10px);'])
})

test('no stylesheet but the tokens and H5\'s page box writes the window\'s height', () => {
  const { read, found } = findInStylesheets(windowHeights, SETS_THE_PAGE_HEIGHT)
  expect(read).toBeGreaterThan(50)
  expect(found).toEqual([])
})

test('every rule that takes the page height keeps its padding inside it (border-box) and its blocks\' margins too (flow-root)', () => {
  const rules = stylesheets().flatMap((f) => cssRules(compileStylesheet(f)).map((r) => ({ ...r, file: path.relative(SRC, f) })))
  const atLeast = rules.filter((r) => /min-height:\s*var\(--page-height/.test(r.body))
  expect(atLeast.length).toBeGreaterThan(30)
  const loose = atLeast.filter((r) => !/box-sizing:\s*border-box/.test(r.body) || !/display:\s*flow-root/.test(r.body))
  expect(loose.map((r) => `${r.file}: ${r.selector}`)).toEqual([])
})
