/** NutUI's theme keeps only the variables that change something, and what those read. */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { keepUsedThemeVars } = require('../../../config/webpack/keep-used-theme-vars-loader.js') as { keepUsedThemeVars: (css: string, files: string[]) => string }

const THEME = '@font-face{font-family:X;src:url(a)}:root,page{--a:#111;--b:var(--c);--c:#222;--d:#333;--e:var(--d);--f:#444;--g:#555}.keep{color:red}'

test('a variable read bare, or whose value differs from a fallback given it, stays with what it reads; the rest go', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'theme-'))
  const file = path.join(dir, 'style.css')
  // --b is read bare (so --c, which --b reads, stays); --a and --e are read with their own value as
  // the fallback; --f is read (inside another read's fallback) with another fallback than its value;
  // --g is not read at all
  writeFileSync(file, '.x{color:var(--b)}.y{color:var(--a, #111)}.z{background:var(--e,var(--d,#333))}.w{color:var(--h,var(--f,#999))}')
  expect(keepUsedThemeVars(THEME, [file])).toBe('@font-face{font-family:X;src:url(a)}:root,page{--b:var(--c);--c:#222;--f:#444}.keep{color:red}')
})
