import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { WEAPP_BUILD } from './rig/rig'

/**
 * The mini-program's scripts keep Chinese text as UTF-8 (config/index.ts): an escaped character
 * (\uXXXX) costs 6 bytes for 3, and the packages have size limits.
 */
function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) return scripts(p)
    return name.endsWith('.js') ? [p] : []
  })
}

/** Escaped CJK characters outside a regular expression's character class ([\u4e00-\u9fff]). */
const escapedText = (js: string): number => (js.replace(/\[[^\]\n]*\]/g, '').match(/\\u[4-9][0-9a-f]{3}/gi) ?? []).length

test('the scan counts escaped text and leaves character classes alone', () => {
  expect(escapedText('var a="\\u5317\\u4eac\\u5e02";var r=/[\\u4e00-\\u9fff]/')).toBe(3)
})

test('no script of the build escapes its Chinese text; the address table reads as written', () => {
  const files = scripts(WEAPP_BUILD)
  expect(files.length).toBeGreaterThan(50)
  const escaped = files.map((f) => [path.relative(WEAPP_BUILD, f), escapedText(readFileSync(f, 'utf8'))] as const).filter(([, n]) => n > 0)
  expect(escaped).toEqual([])
  const table = files.filter((f) => f.includes(`${path.sep}address${path.sep}`)).map((f) => readFileSync(f, 'utf8'))
  expect(table.some((js) => js.includes('北京市') && js.includes('南山区'))).toBe(true)
})
