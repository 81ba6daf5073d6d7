/** NutUI's theme keeps only the variables that change something, and what those read. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
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

test("a variable the app's own theme block sets again leaves NutUI's theme, with what only its value there read; what the app's value reads stays", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'theme-'))
  const file = path.join(dir, 'style.css')
  mkdirSync(path.join(dir, 'src'))
  const app = path.join(dir, 'src', 'app.scss')
  // --b and --e are read bare; the app sets --b again (its value reads --g) and, in a rule of another
  // selector, --e: only the page, :root block counts, as it alone comes after the theme on :root
  writeFileSync(file, '.x{color:var(--b)}.y{color:var(--e)}')
  writeFileSync(app, "// the theme's colour\n$x: 1;\npage,\n:root {\n  --b: var(--g); // a comment\n  --h: #{$x};\n}\n.box { --e: red; }\n")
  expect(keepUsedThemeVars(THEME, [file, app])).toBe('@font-face{font-family:X;src:url(a)}:root,page{--d:#333;--e:var(--d);--g:#555}.keep{color:red}')
})

describe('the files that read the theme', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { themeReaders } = require('../../../config/webpack/theme-readers.js') as { themeReaders: (root: string) => string[] }

  /** A project with a NutUI of five components, of which the app's scripts use some. */
  function project(appFiles: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), 'theme-readers-'))
    const packages = path.join(root, 'node_modules/@nutui/nutui-react-taro/dist/es/packages')
    const component = (name: string, script: string, styleScript = "import './style.css';") => {
      mkdirSync(path.join(packages, name, 'style'), { recursive: true })
      writeFileSync(path.join(packages, name, `${name}.js`), script)
      writeFileSync(path.join(packages, name, 'style/css.js'), styleScript)
      writeFileSync(path.join(packages, name, 'style/style.css'), `.nut-${name}{color:var(--nutui-${name}-color)}`)
    }
    component('dialog', 'import Button from "../button/index";\nimport { useConfig } from "../configprovider/configprovider";\nimport { x } from "../../utils/x";')
    component('button', 'import React from "react";')
    component('configprovider', 'export const useConfig = () => ({});')
    component('overlay', 'export default 1;', "import './style.css';")
    component('cascader', 'import Popup from "../popup/index";')
    // the dialog's stylesheet brings the overlay's
    writeFileSync(path.join(packages, 'dialog/style/css.js'), "import '../../overlay/style/css';\nimport './style.css';")
    mkdirSync(path.join(root, 'src'), { recursive: true })
    for (const [name, text] of Object.entries(appFiles)) writeFileSync(path.join(root, 'src', name), text)
    return root
  }
  const componentsOf = (root: string) => [...new Set(themeReaders(root).filter((f) => f.includes('/packages/')).map((f) => f.split('/packages/')[1].split('/')[0]))].sort()

  test('the components the app imports, and those they import in turn; not the others', () => {
    const root = project({ 'page.tsx': "import { Dialog, type DialogProps } from '@nutui/nutui-react-taro'\n" })
    expect(componentsOf(root)).toEqual(['button', 'configprovider', 'dialog', 'overlay'])
  })

  test('a path into a package counts, and the app\'s own stylesheets and scripts are always read', () => {
    const root = project({ 'box.tsx': "import '@nutui/nutui-react-taro/dist/es/packages/cascader/style/css'\n", 'app.scss': '.a{}' })
    expect(componentsOf(root)).toEqual(['cascader'])
    expect(themeReaders(root).filter((f) => f.includes(`${path.sep}src${path.sep}`)).map((f) => path.basename(f)).sort()).toEqual(['app.scss', 'box.tsx'])
  })

  test('an app that uses no component reads none of their files', () => {
    expect(componentsOf(project({ 'page.tsx': "import { View } from '@tarojs/components'\n" }))).toEqual([])
  })
})
