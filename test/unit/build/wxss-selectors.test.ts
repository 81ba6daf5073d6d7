/**
 * WXSS has no universal selector: WeChat's stylesheet compiler stops at the first `*` and the
 * mini-program does not build. Every stylesheet under src/ is checked here, before any build.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { findUniversalSelectors } from '../../../scripts/lib/universal-selector'
import { SRC, stylesheetFiles } from '../helpers/stylesheets'

describe('stylesheets under src/', () => {
  it('use no universal selector `*` (WXSS cannot parse it)', () => {
    const files = stylesheetFiles()
    expect(files.length).toBeGreaterThan(10)
    const found = files.flatMap((file) =>
      findUniversalSelectors(readFileSync(file, 'utf8')).map(
        (hit) => `${path.relative(path.resolve(SRC, '..'), file)}:${hit.line}: ${hit.selector} — name the elements instead of *`,
      ),
    )
    expect(found).toEqual([])
  })
})

describe('findUniversalSelectors', () => {
  const flagged = (css: string) => findUniversalSelectors(css).map((hit) => hit.selector)

  it.each([
    ['a descendant', '.a * { color: red; }', '.a *'],
    ['a leading one', '* .a { color: red; }', '* .a'],
    ['one in a list', '*, .a { margin: 0; }', '*, .a'],
    ['a child', '.a>*{margin:0}', '.a>*'],
    ['one with a pseudo-element', '*::before { box-sizing: border-box; }', '*::before'],
    ['one with a class', '*.a { color: red; }', '*.a'],
    ['one inside :not()', '.a :not(*) { color: red; }', '.a :not(*)'],
    ['a nested one', '.a {\n  color: red;\n  & > * { margin: 0; }\n}', '& > *'],
    ['one inside a media query', '@media (min-width: 100px) {\n  .a * { color: red; }\n}', '.a *'],
    ['one after a comment', '/* lists */\n.a * { color: red; }', '.a *'],
  ])('flags %s', (_name, css, selector) => {
    expect(flagged(css)).toEqual([selector])
  })

  it.each([
    ['multiplication in calc()', '.a { width: calc(2 * 3px); }'],
    ['multiplication in a SCSS value', '.a { width: $unit * 2; margin: -$gap*2 0; }'],
    ['a block comment', '/* * { margin: 0 } */ .a { color: red; }'],
    ['a comment inside a selector', '.a /* * */ .b { color: red; }'],
    ['a line comment', '// * { margin: 0 }\n.a { color: red; }'],
    ['an attribute operator', '[class*="nut-"] { color: red; }'],
    ['a string', '.a::after { content: "* {"; }'],
    ['a url with // and ;', '.a { background: url(data:image/png;base64,//x*y); }\n.b { color: red; }'],
    ['SCSS interpolation', '.a-#{$n * 2} { color: red; }'],
    ['an @if condition', '@if $a * 2 > 3 { .a { color: red; } }'],
    ['a last declaration without ;', '.a { width: calc(2 * 3px) }'],
  ])('does not flag %s', (_name, css) => {
    expect(flagged(css)).toEqual([])
  })

  it('gives the line of the `*`', () => {
    expect(findUniversalSelectors('.a {\n  color: red;\n}\n\n.b,\n.c * {\n  margin: 0;\n}\n')).toEqual([{ line: 6, selector: '.b, .c *' }])
  })
})
