import fs from 'node:fs'
import path from 'node:path'
import * as sass from 'sass'

const ROOT = path.resolve(__dirname, '../../..')
export const SRC = path.join(ROOT, 'src')

/** Every stylesheet file under `dir` (.scss and .css, partials included). */
export function stylesheetFiles(dir: string = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return stylesheetFiles(p)
    return /\.s?css$/.test(e.name) ? [p] : []
  })
}

/** Every stylesheet of src/ a page or component imports (not the design tokens' partials). */
export function stylesheets(dir: string = SRC): string[] {
  const tokens = path.join(SRC, 'styles')
  return stylesheetFiles(dir).filter((f) => f.endsWith('.scss') && !path.basename(f).startsWith('_') && path.dirname(f) !== tokens)
}

/** What `find` finds in the source of each stylesheet of `stylesheets()` but `except` (paths from src/), as `file:finding`; and how many were read. */
export function findInStylesheets(find: (source: string) => string[], except: string[] = []): { read: number; found: string[] } {
  const sheets = stylesheets().filter((f) => !except.includes(path.relative(SRC, f)))
  return { read: sheets.length, found: sheets.flatMap((f) => find(fs.readFileSync(f, 'utf8')).map((hit) => `${path.relative(SRC, f)}:${hit}`)) }
}

/** A stylesheet compiled as the build does: the design tokens first, '@/' for src/. */
export function compileStylesheet(file: string): string {
  const source = `@use "@/styles/variables.scss" as *;\n${fs.readFileSync(file, 'utf8')}`
  return sass.compileString(source, {
    url: new URL(`file://${file}`),
    importers: [{ findFileUrl: (url) => (url.startsWith('@/') ? new URL(`file://${path.join(SRC, url.slice(2))}`) : null) }],
    loadPaths: [path.dirname(file), path.join(ROOT, 'node_modules')],
    silenceDeprecations: ['import'],
  }).css
}

/** Each rule of compiled CSS: its selector (white space folded) and its declarations. */
export function cssRules(css: string): Array<{ selector: string; body: string }> {
  const out: Array<{ selector: string; body: string }> = []
  const rule = /([^{}]+)\{([^{}]*)\}/g
  // Sass writes @charset first when the sheet holds a character beyond ASCII (a no-break space's content)
  css = css.replace(/^@charset "[^"]*";\s*/, '')
  for (let m = rule.exec(css); m; m = rule.exec(css)) out.push({ selector: m[1].trim().replace(/\s+/g, ' '), body: m[2] })
  return out
}
