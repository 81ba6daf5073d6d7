/** NutUI's configprovider module is replaced at build time by one that answers NutUI's defaults (config/webpack/nutui-default-config.js). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../..')
const ORIGINAL = path.join(ROOT, 'node_modules/@nutui/nutui-react-taro/dist/es/packages/configprovider/configprovider.js')
const REPLACEMENT = path.join(ROOT, 'config/webpack/nutui-default-config.js')

/** The names a module's source exports (`export var|const|function NAME`). */
const exportedNames = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^export\s+(?:var|let|const|function)\s+(\w+)/gm)].map((m) => m[1]).sort()

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []))

describe("NutUI's default config in place of its configprovider", () => {
  it('exports what the original exports, so every NutUI component finds its import', () => {
    const original = exportedNames(ORIGINAL)
    expect(original).toEqual(expect.arrayContaining(['useConfig', 'getDefaultConfig', 'setDefaultConfig', 'useRtl', 'ConfigProvider']))
    expect(exportedNames(REPLACEMENT)).toEqual(original)
  })

  it('answers the locale NutUI defaults to: Simplified Chinese, left to right', () => {
    expect(readFileSync(ORIGINAL, 'utf8')).toMatch(/current:\s*\{\s*locale:\s*zhCN,\s*direction:\s*'ltr'\s*\}/)
    const replacement = readFileSync(REPLACEMENT, 'utf8')
    expect(replacement).toContain("import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'")
    expect(replacement).toMatch(/current:\s*\{\s*locale:\s*zhCN,\s*direction:\s*'ltr'\s*\}/)
  })

  it('holds only while the app uses no ConfigProvider of its own', () => {
    const users = sourceFiles(path.join(ROOT, 'src')).filter((f) => /\bConfigProvider\b|configprovider/.test(readFileSync(f, 'utf8')))
    expect(users.map((f) => path.relative(ROOT, f))).toEqual([])
  })
})
