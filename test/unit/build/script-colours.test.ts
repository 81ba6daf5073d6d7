import fs from 'node:fs'
import path from 'node:path'
import { colors } from '@/styles/colors'

const SRC = path.resolve(__dirname, '../../../src')

/** `$brand-light: #e6f9f4;` → { brandLight: '#e6f9f4' } (tokens written as a colour literal). */
function scssTokens(): Record<string, string> {
  const source = fs.readFileSync(path.join(SRC, 'styles/_colors.scss'), 'utf8')
  const tokens: Record<string, string> = {}
  for (const m of source.matchAll(/^\$([a-z-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/gm)) {
    tokens[m[1].replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = m[2].toLowerCase()
  }
  return tokens
}

test('every colour a script uses is the SCSS token of the same name', () => {
  const tokens = scssTokens()
  expect(tokens.brand).toBe('#00c094')
  for (const [name, value] of Object.entries(colors)) expect([name, value]).toEqual([name, tokens[name]])
})

/** Scripts that may write a colour: the mirror itself; page and app configs are read at build time. */
const MAY_WRITE = (f: string) => f === 'styles/colors.ts' || f.endsWith('.config.ts')

/** '#fff', '#00C094', "#e5e5e5" … in code (a hash after a word character, as in an id, is not one). */
const LITERAL = /(?<![\w&])#(?:[0-9a-fA-F]{3}){1,2}\b/
const withoutComments = (line: string) => line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, '')

test('the scan finds a colour in code, not in a comment', () => {
  expect(LITERAL.test(withoutComments("ctx.fillStyle = '#00C094'"))).toBe(true)
  expect(LITERAL.test(withoutComments('<p style="color:#666">'))).toBe(true)
  expect(LITERAL.test(withoutComments('  /** default #666666 */'))).toBe(false)
  expect(LITERAL.test(withoutComments("const a = 1 // was '#fff'"))).toBe(false)
})

function scripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return scripts(p)
    return /\.tsx?$/.test(e.name) ? [p] : []
  })
}

test('no script but the mirror writes a colour of its own', () => {
  const found = scripts(SRC)
    .map((f) => path.relative(SRC, f))
    .filter((f) => !MAY_WRITE(f))
    .flatMap((f) =>
      fs
        .readFileSync(path.join(SRC, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (LITERAL.test(withoutComments(line)) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    )
  expect(found).toEqual([])
})
