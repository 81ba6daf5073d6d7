/** In NutUI's stylesheets a read of a variable nothing declares is replaced by its fallback, and nothing else changes. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { settleThemeReads, declaredNames } = require('../../../config/webpack/settle-theme-reads-loader.js') as {
  settleThemeReads: (css: string, declared: Set<string>) => string
  declaredNames: (theme: string, files: string[]) => Set<string>
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { keepUsedThemeVars } = require('../../../config/webpack/keep-used-theme-vars-loader.js') as { keepUsedThemeVars: (css: string, files: string[]) => string }

describe('settleThemeReads', () => {
  const declared = new Set(['--set', '--also-set'])

  test('a read of an undeclared variable becomes its fallback, nested reads included', () => {
    expect(settleThemeReads('.a{color:var(--free, #123);margin:var(--free-a,var(--free-b,8px))}', declared)).toBe('.a{color:#123;margin:8px}')
  })

  test('a declared variable is still read, with its fallback settled', () => {
    expect(settleThemeReads('.a{color:var(--set, var(--free, red))}', declared)).toBe('.a{color:var(--set,red)}')
    expect(settleThemeReads('.a{color:var(--free, var(--also-set, red))}', declared)).toBe('.a{color:var(--also-set,red)}')
  })

  test('a bare read and an empty fallback stay as they are', () => {
    expect(settleThemeReads('.a{color:var(--free);width:var(--free,)}', declared)).toBe('.a{color:var(--free);width:var(--free,)}')
  })

  test('fallbacks with their own parentheses and commas are kept whole', () => {
    expect(settleThemeReads('.a{width:var(--free, calc(100% - 4px));color:var(--free,rgba(0, 0, 0, 0.5))}', declared)).toBe('.a{width:calc(100% - 4px);color:rgba(0, 0, 0, 0.5)}')
  })

  test('text around and between reads is untouched', () => {
    const css = '.a{border:1px solid var(--free,#eee);transition:opacity .2s}@media (min-width:1px){.b{padding:0 var(--set,4px)}}'
    expect(settleThemeReads(css, declared)).toBe('.a{border:1px solid #eee;transition:opacity .2s}@media (min-width:1px){.b{padding:0 var(--set,4px)}}')
  })
})

describe('declaredNames', () => {
  test('the kept theme, declarations in stylesheets and names in scripts count as declared', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'settle-'))
    const theme = path.join(dir, 'theme.css')
    const style = path.join(dir, 'style.css')
    const app = path.join(dir, 'page.scss')
    const script = path.join(dir, 'widget.js')
    // --kept is read bare (so the theme keeps it); --dropped is read with its own value as fallback
    writeFileSync(theme, ':root,page{--kept:#111;--dropped:#222}')
    writeFileSync(style, '.x{color:var(--kept)}.y{color:var(--dropped,#222)}.z{--scoped: 4px}')
    writeFileSync(app, '.page{ --page-colour : red; }')
    writeFileSync(script, "const s = { '--inline-colour': c, width: '--not-a-name-here x' }")
    const names = declaredNames(theme, [style, app, script])
    expect([...names].sort()).toEqual(['--inline-colour', '--kept', '--page-colour', '--scoped'])
  })
})

describe("on NutUI's own stylesheets", () => {
  const root = path.resolve(__dirname, '../../..')
  const packages = path.join(root, 'node_modules/@nutui/nutui-react-taro/dist/es/packages')
  const theme = path.join(root, 'node_modules/@nutui/nutui-react-taro/dist/styles/themes/default.css')
  const stylesheets = readdirSync(packages).flatMap((p) => {
    const file = path.join(packages, p, 'style/style.css')
    try {
      return [{ name: p, css: readFileSync(file, 'utf8'), file }]
    } catch {
      return []
    }
  })
  const scripts = readdirSync(packages, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => readdirSync(path.join(packages, e.name)).filter((f) => f.endsWith('.js')).map((f) => path.join(packages, e.name, f)))
  const readers = [...stylesheets.map((s) => s.file), ...scripts]
  const declared = declaredNames(theme, readers)

  // the theme's kept declarations: what a read of a theme variable gives on the page
  const themeValues = new Map<string, string>()
  for (const m of keepUsedThemeVars(readFileSync(theme, 'utf8'), readers).matchAll(/(--[\w-]+)\s*:\s*([^;{}]+)/g)) themeValues.set(m[1], m[2].trim())

  /**
   * A stylesheet as the page computes it: theme variables put in, other declared ones left as reads.
   * Innermost reads first, pass after pass; a read left standing is parked in ⟦ ⟧ meanwhile.
   */
  function computed(css: string): string {
    const innermost = /var\(\s*(--[\w-]+)\s*(?:,((?:[^()]|\((?:[^()]|\([^()]*\))*\))*))?\)/g
    let text = css
    for (let pass = 0; pass < 30; pass += 1) {
      const next = text.replace(innermost, (_whole: string, name: string, fallback?: string) => {
        const given = fallback?.trim()
        if (themeValues.has(name)) return themeValues.get(name)!
        if (declared.has(name) || !given) return `⟦${name}|${given ?? ''}⟧`
        return given
      })
      if (next === text) break
      text = next
    }
    return text.replace(/\s+/g, ' ')
  }

  test('there are stylesheets to look at, and the theme is read', () => {
    expect(stylesheets.length).toBeGreaterThan(40)
    expect(themeValues.size).toBeGreaterThan(5)
  })

  test.each(['button', 'tabs', 'popup', 'dialog', 'toast', 'cell'])('%s gets shorter', (name) => {
    const sheet = stylesheets.find((s) => s.name === name)!
    expect(settleThemeReads(sheet.css, declared).length).toBeLessThan(sheet.css.length)
  })

  test('every stylesheet computes the same values as before, and reads only declared variables', () => {
    for (const { name, css } of stylesheets) {
      const settled = settleThemeReads(css, declared)
      expect({ name, value: computed(settled) }).toEqual({ name, value: computed(css) })
      const undeclared = [...settled.matchAll(/var\(\s*(--[\w-]+)\s*,\s*[^)\s]/g)].map((m) => m[1]).filter((n) => !declared.has(n))
      expect({ name, undeclared }).toEqual({ name, undeclared: [] })
    }
  })
})
