import fs from 'node:fs'
import path from 'node:path'
import * as sass from 'sass'

/**
 * No text under 12 px: every font size our stylesheets compile to (750-rpx design, so 24) is at
 * least the type scale's smallest, NutUI's font-size variables included. A mark drawn with a glyph
 * (the calendar's dot) is not text and is named here.
 */
const ROOT = path.resolve(__dirname, '../../..')
const SRC = path.join(ROOT, 'src')
const MIN = 24
const MARKS = ['.month-view__dot']

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return stylesheets(p)
    return e.name.endsWith('.scss') && !e.name.startsWith('_') && dir !== path.join(SRC, 'styles') ? [p] : []
  })
}

function compile(file: string): string {
  const source = `@use "@/styles/variables.scss" as *;\n${fs.readFileSync(file, 'utf8')}`
  return sass.compileString(source, {
    url: new URL(`file://${file}`),
    importers: [{ findFileUrl: (url) => (url.startsWith('@/') ? new URL(`file://${path.join(SRC, url.slice(2))}`) : null) }],
    loadPaths: [path.dirname(file), path.join(ROOT, 'node_modules')],
    silenceDeprecations: ['import'],
  }).css
}

/** Every `selector: font size` under MIN px in compiled CSS. */
function smallText(css: string): string[] {
  const out: string[] = []
  const rule = /([^{}]+)\{([^{}]*)\}/g
  for (let m = rule.exec(css); m; m = rule.exec(css)) {
    const selector = m[1].trim().replace(/\s+/g, ' ')
    if (MARKS.some((mark) => selector.includes(mark))) continue
    const size = /(?:^|[;\s])(?:font-size|--nutui-[\w-]*font-size)\s*:\s*([\d.]+)px/g
    for (let s = size.exec(m[2]); s; s = size.exec(m[2])) if (Number(s[1]) < MIN) out.push(`${selector}: ${s[1]}px`)
  }
  return out
}

test('the scan finds small text, NutUI variables included', () => {
  expect(smallText('.a { font-size: 22px; } .b { font-size: 24px; } .c { --nutui-countdown-font-size: 13px; }')).toEqual(['.a: 22px', '.c: 13px'])
})

test('no stylesheet sets text under 12 px', () => {
  const sheets = stylesheets(SRC)
  expect(sheets.length).toBeGreaterThan(50)
  expect(sheets.flatMap((f) => smallText(compile(f)).map((s) => `${path.relative(SRC, f)} ${s}`))).toEqual([])
}, 60_000)
