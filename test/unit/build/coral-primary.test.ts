import fs from 'node:fs'
import path from 'node:path'
import * as sass from 'sass'

/**
 * Spec §9: the theme's primary is the brand green, and orange-coral is the primary in one area only:
 * the points pages (check-in, points mall, rankings). The stylesheets are compiled as the build does
 * (the design tokens injected first).
 */
const ROOT = path.resolve(__dirname, '../../..')
const SRC = path.join(ROOT, 'src')

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

/** The selectors whose rule sets NutUI's primary, with the colour they set. */
function primaries(css: string): Array<[string, string]> {
  const found: Array<[string, string]> = []
  const rule = /([^{}]+)\{([^{}]*)\}/g
  for (let m = rule.exec(css); m; m = rule.exec(css)) {
    const colour = /--nutui-color-primary:\s*([^;]+);/.exec(m[2])
    if (colour) found.push([m[1].trim().replace(/\s+/g, ' '), colour[1].trim().toLowerCase()])
  }
  return found
}

test('the scan sees a primary set in a stylesheet', () => {
  expect(primaries('.a { color: red; } .b { --nutui-color-primary: #FF6B4A; }')).toEqual([['.b', '#ff6b4a']])
})

test('green is the primary of the app; coral is the primary of the points pages and nowhere else', () => {
  const sheets = stylesheets(SRC)
  expect(sheets.length).toBeGreaterThan(50)
  const set = sheets.flatMap((f) => primaries(compile(f)).map(([selector, colour]) => [path.relative(SRC, f), selector, colour]))
  expect(set).toEqual([
    ['app.scss', 'page, :root', '#00c094'],
    ['pages/point/point-pages.scss', '.points', '#ff6b4a'],
    ['pages/point/point-pages.scss', '.rank', '#ff6b4a'],
  ])
}, 60_000)
