/** Every NutUI button the app draws has a look whose classes the build keeps (config/webpack/button-looks.ts). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import * as looks from '../../../config/webpack/button-looks'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const strip = require('../../../config/webpack/strip-css-rules-loader.js') as (this: { getOptions(): object }, source: string) => string

const SRC = path.resolve(__dirname, '../../../src')
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []))

/** The opening tags `<Button …>` of a source, braces and quotes inside attributes taken into account. */
function buttonTags(source: string): string[] {
  const tags: string[] = []
  for (const m of source.matchAll(/<Button\b/g)) {
    let depth = 0
    let quote = ''
    let i = m.index + m[0].length
    for (; i < source.length; i++) {
      const c = source[i]
      if (quote) quote = c === quote ? '' : quote
      else if (c === "'" || c === '"' || c === '`') quote = c
      else if (c === '{') depth++
      else if (c === '}') depth--
      else if (c === '>' && depth === 0) break
    }
    tags.push(source.slice(m.index, i + 1))
  }
  return tags
}

/** The values an attribute may take: its string, or every string in its expression; null when it names none. */
function attributeValues(tag: string, name: string): string[] | null | undefined {
  const m = new RegExp(`\\s${name}=(?:'([^']*)'|"([^"]*)"|\\{)`).exec(tag)
  if (!m) return undefined
  if (m[1] !== undefined || m[2] !== undefined) return [m[1] ?? m[2]]
  let depth = 1
  let i = m.index + m[0].length
  for (; i < tag.length && depth > 0; i++) depth += tag[i] === '{' ? 1 : tag[i] === '}' ? -1 : 0
  // the strings it may evaluate to, not those it compares with (a === 'cancel' ? 'default' : 'primary')
  const expression = tag.slice(m.index + m[0].length, i - 1).replace(/[!=]==?\s*('[^']*'|"[^"]*")|('[^']*'|"[^"]*")\s*[!=]==?/g, '')
  const strings = [...expression.matchAll(/'([^']*)'|"([^"]*)"/g)].map((s) => s[1] ?? s[2])
  return strings.length ? strings : null
}

describe('NutUI button looks', () => {
  const drawn = sourceFiles(SRC)
    .map((file) => ({ file: path.relative(SRC, file), source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => /import \{[^}]*\bButton\b[^}]*\} from '@nutui\/nutui-react-taro'/.test(source))
    .flatMap(({ file, source }) => buttonTags(source).map((tag) => ({ file, tag })))

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
    const [tag] = buttonTags("<Button\n  size='small'\n  type={on === 'yes' ? 'primary' : 'danger'}\n  onClick={() => go(a > b)}\n>x</Button>")
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
      const look = lookOf(c)
      if (!look || !looks.NUTUI_TYPES.includes(look[1])) return true
      return looks.USED_TYPES.includes(look[1]) && (!look[2] || !looks.NUTUI_FILLS.includes(look[2]) || looks.USED_FILLS.includes(look[2]))
    }
    expect([...classes(out)].sort()).toEqual([...classes(css)].filter(used).sort())
    expect([...classes(out)]).toEqual(expect.arrayContaining(['.nut-button-primary', '.nut-button-primary-outline', '.nut-button-warning', '.nut-button-default', '.nut-button-small', '.nut-button-mini-children', '.nut-button-round']))
    expect([...classes(out)].filter((c) => /^\.nut-button-(x?large|square)/.test(c))).toEqual([])
    // '.nut-button-warning-outline, .nut-button-warning-dashed' loses only its second selector
    expect(css).toMatch(/\.nut-button-warning-outline,\s*\.nut-button-warning-dashed\s*\{/)
    expect(out).toMatch(/\.nut-button-warning-outline\s*\{/)
    expect(out.length).toBeLessThan(css.length * 0.75)
  })
})
