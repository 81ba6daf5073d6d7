/** Every NutUI button the app draws has a look whose classes the build keeps (config/webpack/button-looks.ts). */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import * as looks from '../../../config/webpack/button-looks'
import { appSources, attributeValues, jsxTags } from './jsx-tags'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const strip = require('../../../config/webpack/strip-css-rules-loader.js') as (this: { getOptions(): object }, source: string) => string

describe('NutUI button looks', () => {
  const drawn = appSources()
    .filter(({ source }) => /import \{[^}]*\bButton\b[^}]*\} from '@nutui\/nutui-react-taro'/.test(source))
    .flatMap(({ file, source }) => jsxTags(source, 'Button').map((tag) => ({ file, tag })))

  it('finds the buttons of the app', () => {
    expect(drawn.length).toBeGreaterThan(40)
  })

  it.each([
    ['type', 'default', looks.USED_TYPES],
    ['fill', 'solid', looks.USED_FILLS],
    ['size', 'normal', looks.USED_SIZES],
    ['shape', 'round', looks.USED_SHAPES],
  ])('every button has a %s whose classes the build keeps', (name, fallback, kept) => {
    const outside = drawn.flatMap(({ file, tag }) => {
      const values = attributeValues(tag, name)
      if (values === null) return [`${file}: ${name} is an expression without a literal value: ${tag.slice(0, 120)}`]
      return (values ?? [fallback]).filter((v) => !kept.includes(v)).map((v) => `${file}: ${name}='${v}'`)
    })
    expect(outside).toEqual([])
  })

  it('reads a tag across lines and the strings of an expression', () => {
    const [tag] = jsxTags("<Button\n  size='small'\n  type={on === 'yes' ? 'primary' : 'danger'}\n  onClick={() => go(a > b)}\n>x</Button>", 'Button')
    expect(attributeValues(tag, 'type')).toEqual(['primary', 'danger'])
    expect(attributeValues(tag, 'size')).toEqual(['small'])
    expect(attributeValues(tag, 'fill')).toBeUndefined()
    expect(attributeValues('<Button type={kind}>', 'type')).toBeNull()
  })

  it("takes out of NutUI's button stylesheet the unused looks and keeps the used ones, also in a shared rule", () => {
    const css = readFileSync(path.resolve(__dirname, '../../../node_modules/@nutui/nutui-react-taro/dist/es/packages/button/style/style.css'), 'utf8')
    const out = strip.call({ getOptions: () => ({ classes: looks.unusedButtonClasses() }) }, css)
    const classes = (sheet: string) => new Set(sheet.match(/\.nut-button[a-z-]*/g))
    const lookOf = (c: string) => /^\.nut-button-([a-z]+)(?:-([a-z]+))?/.exec(c)
    // a class of a used colour in a used fill (or in none: the colour's base, its disabled state) stays; the others go
    const used = (c: string) => {
      const sizeOrShape = /^\.nut-button-([a-z]+)/.exec(c)?.[1] ?? ''
      if ([...looks.NUTUI_SIZES, ...looks.NUTUI_SHAPES].includes(sizeOrShape)) return [...looks.USED_SIZES, ...looks.USED_SHAPES].includes(sizeOrShape)
      if (looks.NUTUI_FILLS.includes(sizeOrShape)) return looks.USED_FILLS.includes(sizeOrShape)
      const look = lookOf(c)
      if (!look || !looks.NUTUI_TYPES.includes(look[1])) return true
      return looks.USED_TYPES.includes(look[1]) && (!look[2] || !looks.NUTUI_FILLS.includes(look[2]) || looks.USED_FILLS.includes(look[2]))
    }
    expect([...classes(out)].sort()).toEqual([...classes(css)].filter(used).sort())
    expect([...classes(out)]).toEqual(expect.arrayContaining(['.nut-button-primary', '.nut-button-primary-outline', '.nut-button-warning', '.nut-button-default', '.nut-button-small', '.nut-button-mini-children', '.nut-button-round']))
    expect([...classes(out)].filter((c) => /^\.nut-button-(x?large|square|dashed)/.test(c))).toEqual([])
    expect([...classes(out)]).toEqual(expect.arrayContaining(['.nut-button-outline', '.nut-button-none']))
    // '.nut-button-warning-outline, .nut-button-warning-dashed' loses only its second selector
    expect(css).toMatch(/\.nut-button-warning-outline,\s*\.nut-button-warning-dashed\s*\{/)
    expect(out).toMatch(/\.nut-button-warning-outline\s*\{/)
    expect(out.length).toBeLessThan(css.length * 0.75)
  })
})
