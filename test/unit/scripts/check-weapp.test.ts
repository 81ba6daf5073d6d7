import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkWeapp, listFiles, moduleMapPath } from '../../../scripts/check-weapp'
import { analyzeModules, moduleTable, npmPackageOf, type ModuleMap } from '../../../scripts/lib/weapp-modules'
import { BUDGET, checkStructure, isUploaded, leftBehindOnUpload, overBudget, oversizeImages, oversizePackages, packageSizes, sizeTable, type AppJson } from '../../../scripts/lib/weapp-package'

const KB = 1024

const app = (over: Partial<AppJson> = {}): AppJson => ({
  pages: ['pages/home/home', 'pages/mall/mall', 'pages/user/user-info'],
  subPackages: [{ root: 'pages/order', pages: ['order-list'] }],
  tabBar: {
    selectedColor: '#00C094',
    list: [
      { pagePath: 'pages/home/home', iconPath: 'assets/tab/home.png', selectedIconPath: 'assets/tab/home-active.png' },
      { pagePath: 'pages/mall/mall' },
      { pagePath: 'pages/user/user-info' },
    ],
  },
  ...over,
})

let root: string
const write = (rel: string, bytes = 10, text?: string) => {
  const full = path.join(root, rel)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, text ?? 'x'.repeat(bytes))
}
const page = (p: string, opts: { wxss?: boolean; json?: string } = {}) => {
  write(`${p}.js`, 100)
  write(`${p}.json`, 0, opts.json ?? '{"usingComponents":{"comp":"../../comp"}}')
  write(`${p}.wxml`, 80)
  if (opts.wxss) write(`${p}.wxss`, 30)
}

/** The module map the build writes beside its output: shared chunks and who imports what. */
const moduleMap = (over: Partial<ModuleMap> = {}): ModuleMap => ({
  chunks: [
    { files: ['runtime.js'], entry: true, modules: [] },
    { files: ['app.js'], entry: true, modules: ['src/app.tsx'] },
    { files: ['pages/home/home.js'], entry: true, modules: ['src/pages/home/home.tsx', 'src/pages/home/model/home-store.ts'] },
    {
      files: ['common.js'],
      entry: false,
      modules: ['src/stores/cart-store.ts', 'src/utils/money.ts', 'src/components/toast/toast.ts'],
    },
    {
      files: ['vendors.js'],
      entry: false,
      modules: ['node_modules/mobx/dist/mobx.esm.js', 'node_modules/@nutui/nutui-react-taro/dist/es/packages/button/button.js', 'node_modules/@nutui/nutui-react-taro/dist/es/packages/cell/cell.js'],
    },
    { files: ['pages/order/sub-common/chunk.js'], entry: false, modules: ['src/pages/order/model/order-store.ts'] },
    { files: ['pages/order/order-list.js'], entry: true, modules: ['src/pages/order/order-list.tsx'] },
  ],
  usedBy: {
    'src/app.tsx': ['app'],
    'src/stores/cart-store.ts': ['app', 'pages/home/home', 'pages/order/order-list'],
    'src/utils/money.ts': ['pages/home/home', 'pages/order/order-list'],
    'src/components/toast/toast.ts': ['pages/order/order-list'],
    'node_modules/mobx/dist/mobx.esm.js': ['app', 'pages/order/order-list'],
    'node_modules/@nutui/nutui-react-taro/dist/es/packages/button/button.js': ['pages/home/home'],
    'node_modules/@nutui/nutui-react-taro/dist/es/packages/cell/cell.js': ['pages/order/order-list'],
    'src/pages/order/model/order-store.ts': ['pages/order/order-list'],
    'src/pages/home/model/home-store.ts': ['pages/home/home'],
  },
  ...over,
})

/** A tree shaped like Taro's weapp output. */
function buildTree(a: AppJson = app(), map: ModuleMap | null = moduleMap()) {
  if (map) writeFileSync(moduleMapPath(root), JSON.stringify(map))
  write('app.json', 0, JSON.stringify(a))
  write('app.js', 1000)
  // the project settings as the build writes them (WeChat's compile to ES5 off), 5000 bytes
  const settings = { setting: { es6: false, enhance: false, minified: true }, description: '' }
  write('project.config.json', 0, JSON.stringify({ ...settings, description: 'x'.repeat(5000 - JSON.stringify(settings).length) }))
  write('comp.js', 10)
  write('comp.json', 0, '{"component":true}')
  write('comp.wxml', 10)
  write('assets/tab/home.png', 1500)
  write('assets/tab/home-active.png', 1500)
  page('pages/home/home', { wxss: true })
  page('pages/mall/mall') // no styles of its own: Taro writes no .wxss
  page('pages/user/user-info', { wxss: true })
  page('pages/order/order-list', { wxss: true })
  write('pages/order/sub-common/chunk.js', 2000)
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'weapp-check-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(moduleMapPath(root), { force: true })
})

describe('package sizes', () => {
  it('puts every file outside subpackage roots in main, the rest in their subpackage, and skips project settings', () => {
    buildTree()
    const sizes = packageSizes(listFiles(root), ['pages/order'])
    const order = sizes.find((s) => s.name === 'pages/order')!
    expect(order.files).toBe(5)
    expect(order.bytes).toBe(100 + 41 + 80 + 30 + 2000)
    const main = sizes.find((s) => s.name === 'main')!
    expect(listFiles(root).some((f) => f.path === 'project.config.json')).toBe(true)
    expect(main.bytes).toBe(listFiles(root).reduce((n, f) => n + f.size, 0) - order.bytes - 5000)
  })

  it("counts only what WeChat uploads: not the minifier's license text, a source map or a stray file without a type", () => {
    const sizes = packageSizes(
      [
        { path: 'vendors.js', size: 100 },
        { path: 'vendors.js.LICENSE.txt', size: 1359 },
        { path: 'vendors.js.map', size: 5000 },
        { path: 'README', size: 9 },
        { path: 'utils.wxs', size: 3 },
        { path: 'assets/tab/home.PNG', size: 20 },
        { path: 'pages/order/order-list.wxml', size: 7 },
        { path: 'pages/order/notes.txt', size: 11 },
      ],
      ['pages/order'],
    )
    expect(sizes).toEqual([
      { name: 'main', bytes: 100 + 3 + 20, files: 3 },
      { name: 'pages/order', bytes: 7, files: 1 },
    ])
    expect(['app.js', 'app.json', 'app.wxss', 'comp.wxml', 'a.jpeg', 'b.wasm'].every(isUploaded)).toBe(true)
    expect(['project.config.json', 'project.private.config.json', 'x.txt', 'x.map', '.eslintrc'].some(isUploaded)).toBe(false)
  })

  it('fails a file a phone would not get, but not the license texts, source maps or project settings that stay behind by design', () => {
    const files = [
      { path: 'vendors.js', size: 1 },
      { path: 'vendors.js.LICENSE.txt', size: 1 },
      { path: 'pages/order/sub-common/chunk.js.map', size: 1 },
      { path: 'project.config.json', size: 1 },
      { path: 'pages/order/banner.webp', size: 1 },
      { path: 'notes.txt', size: 1 },
    ]
    expect(leftBehindOnUpload(files).map((e) => e.split(' ')[0])).toEqual(['pages/order/banner.webp', 'notes.txt'])
    expect(leftBehindOnUpload(files)[0]).toMatch(/WeChat does not upload.*no phone would have it/)
  })

  it('does not take a folder that merely starts like a root', () => {
    const sizes = packageSizes(
      [
        { path: 'pages/order/a.js', size: 1 },
        { path: 'pages/order-extra/b.js', size: 7 },
      ],
      ['/pages/order/'],
    )
    expect(sizes).toEqual([
      { name: 'main', bytes: 7, files: 1 },
      { name: 'pages/order', bytes: 1, files: 1 },
    ])
  })

  it('fails a package only when it crosses 2 MB', () => {
    expect(oversizePackages([{ name: 'main', bytes: 2 * KB * KB, files: 1 }])).toEqual([])
    const over = oversizePackages([{ name: 'pages/order', bytes: 2 * KB * KB + 512, files: 1 }])
    expect(over).toHaveLength(1)
    expect(over[0]).toContain('pages/order')
  })

  it('warns about images over 200 KB only', () => {
    expect(
      oversizeImages([
        { path: 'assets/big.png', size: 201 * KB },
        { path: 'assets/ok.jpg', size: 200 * KB },
        { path: 'vendors.js', size: 900 * KB },
      ]),
    ).toEqual(['image assets/big.png is 201.0 KB (over 200.0 KB)'])
  })

  it('prints a KB table with a total and each budget, marked where it is over', () => {
    const table = sizeTable([
      { name: 'main', bytes: 512 * KB, files: 3 },
      { name: 'pages/order', bytes: 10 * KB, files: 2 },
    ])
    expect(table).toMatch(/main\s+3\s+512\.0\s+25\.0%\s+480\.0 over/)
    expect(table).toMatch(/pages\/order\s+2\s+10\.0\s+0\.5%\s+200\.0$/m)
    expect(table).toMatch(/total\s+5\s+522\.0\s+2508\.8$/m)
  })

  it('fails the main package over 480 KB, a subpackage over 200 KB and a build over 2.45 MB', () => {
    expect(overBudget([{ name: 'main', bytes: 480 * KB, files: 1 }, { name: 'pages/order', bytes: 200 * KB, files: 1 }])).toEqual({ errors: [] })
    const sub = overBudget([{ name: 'pages/order', bytes: 200 * KB + 103, files: 1 }])
    expect(sub.errors).toEqual(['pages/order package is 200.1 KB, over its 200.0 KB budget by 0.1 KB'])
    expect(overBudget([{ name: 'main', bytes: 480 * KB + 103, files: 1 }]).errors).toEqual(['main package is 480.1 KB, over its 480.0 KB budget by 0.1 KB'])
    expect(overBudget([{ name: 'main', bytes: 599.6 * KB, files: 1 }], BUDGET).errors).toEqual(['main package is 599.6 KB, over its 480.0 KB budget by 119.6 KB'])
    const many = Array.from({ length: 13 }, (_, i) => ({ name: `pages/p${i}`, bytes: 199 * KB, files: 1 }))
    expect(overBudget(many).errors).toEqual(['all packages are 2587.0 KB, over the 2508.8 KB budget by 78.2 KB'])
  })
})

describe('structure', () => {
  it('passes a complete tree, with a page that has no .wxss', () => {
    buildTree()
    expect(checkWeapp(root).errors).toEqual([])
  })

  it("fails on a built JS file the oldest engine cannot parse, and on WeChat's compile to ES5 left on", () => {
    buildTree()
    write('pages/order/sub-common/chunk.js', 0, 'var a = b?.c')
    write('project.config.json', 0, JSON.stringify({ setting: { es6: true, enhance: false } }))
    const errors = checkWeapp(root).errors
    expect(errors).toEqual([
      expect.stringMatching(/^project\.config\.json: setting\.es6 not false/),
      expect.stringMatching(/^pages\/order\/sub-common\/chunk\.js: syntax newer than ES2019/),
    ])
  })

  it('fails when a page misses its .js/.json/.wxml, or a subpackage page is absent', () => {
    buildTree()
    rmSync(path.join(root, 'pages/mall/mall.wxml'))
    rmSync(path.join(root, 'pages/order/order-list.js'))
    const errors = checkWeapp(root).errors
    expect(errors).toContain('main page pages/mall/mall is missing .wxml')
    expect(errors).toContain('subpackage pages/order page pages/order/order-list is missing .js')
  })

  it('fails on a missing tab icon, a wrong selected colour, a tab count other than three, or a missing component', () => {
    buildTree(app({ tabBar: { selectedColor: '#09bb07', list: app().tabBar!.list!.slice(0, 2) } }))
    rmSync(path.join(root, 'assets/tab/home-active.png'))
    rmSync(path.join(root, 'comp.wxml'))
    const errors = checkWeapp(root).errors
    expect(errors).toContain('the tab bar has 2 items, expected 3')
    expect(errors).toContain('tab bar selectedColor is #09bb07, expected #00C094')
    expect(errors).toContain('tab pages/home/home icon assets/tab/home-active.png does not exist')
    expect(errors.some((e) => e.includes('<comp>') && e.includes('missing .wxml'))).toBe(true)
  })

  it('accepts the theme colour in any case and flags a subpackage root that does not exist', () => {
    const fs = { exists: (p: string) => !p.startsWith('pages/gone'), readJson: () => ({}) }
    const problems = checkStructure(app({ subPackages: [{ root: 'pages/gone', pages: ['x'] }], tabBar: { ...app().tabBar, selectedColor: '#00c094' } }), fs)
    expect(problems).toContain('subpackage root pages/gone does not exist')
    expect(problems.some((p) => p.includes('selectedColor'))).toBe(false)
  })

  it('reports a missing build instead of throwing', () => {
    expect(checkWeapp(path.join(root, 'nothing')).errors[0]).toContain('app.json not found')
  })
})

describe('main package shared chunks', () => {
  it('lists each module of the shared chunks with the packages that use it, npm packages collapsed', () => {
    const report = analyzeModules(app(), moduleMap())
    expect(report.errors).toEqual([])
    expect(report.chunks.map((c) => c.file)).toEqual(['common.js', 'vendors.js'])
    const common = report.chunks[0].modules
    expect(common.find((m) => m.name === 'src/stores/cart-store.ts')?.usedBy).toEqual(['main', 'pages/order'])
    expect(common.find((m) => m.name === 'src/utils/money.ts')?.usedBy).toEqual(['main', 'pages/order'])
    const nutui = report.chunks[1].modules.find((m) => m.name === 'node_modules/@nutui/nutui-react-taro')
    expect(nutui).toEqual({ name: 'node_modules/@nutui/nutui-react-taro', files: 2, usedBy: ['main', 'pages/order'] })
    const table = moduleTable(report)
    expect(table).toMatch(/common\.js\s+\(3 modules\)/)
    expect(table).toMatch(/src\/stores\/cart-store\.ts\s+← main, pages\/order/)
    expect(table).toMatch(/node_modules\/@nutui\/nutui-react-taro \(2\)\s+← main, pages\/order/)
  })

  it('warns about a main-package module that only one subpackage uses', () => {
    const report = analyzeModules(app(), moduleMap())
    expect(report.warnings).toEqual(['src/components/toast/toast.ts in common.js is used only by pages/order: it could ship in that subpackage'])
  })

  it("fails when a subpackage area's model lands in a main package chunk, shared or not", () => {
    const map = moduleMap()
    map.chunks[3].modules.push('src/pages/order/model/order-store.ts')
    map.chunks[1].modules.push('src/pages/coupon/model/coupon-rules.ts')
    const errors = analyzeModules(app(), map).errors
    expect(errors).toHaveLength(2)
    expect(errors[0]).toContain('src/pages/coupon/model/coupon-rules.ts')
    expect(errors[0]).toContain('app.js')
    expect(errors[1]).toBe("src/pages/order/model/order-store.ts (the order area's model) ships in the main package in common.js; used by pages/order")
  })

  it('fails when library code the build keeps out of the main package is in it', () => {
    const map = moduleMap()
    map.chunks.push({ files: ['taro.js'], entry: false, modules: ['node_modules/@tarojs/runtime/dist/index.js', 'node_modules/@tarojs/runtime/dist/bom/window.js', 'config/weapp/no-browser-address/location.js'] })
    // Taro writes a chunk several subpackages share under sub-common/, then copies it into each
    map.chunks.push({ files: ['sub-common/p.js'], entry: false, modules: ['node_modules/@tarojs/runtime/dist/dom-external/inner-html/parser.js'] })
    // as the build ships it: nothing to say
    expect(analyzeModules(app(), map).errors).toEqual([])
    map.chunks[4].modules.push('node_modules/@tarojs/runtime/dist/dom-external/inner-html/parser.js')
    map.chunks[7].modules.push('node_modules/@tarojs/runtime/dist/bom/location.js', 'node_modules/@tarojs/runtime/dist/runtime.esm.js')
    const errors = analyzeModules(app(), map).errors
    expect(errors).toHaveLength(3)
    expect(errors[0]).toMatch(/^node_modules\/@tarojs\/runtime\/dist\/dom-external\/inner-html\/parser\.js \(Taro's HTML parser.*\) ships in the main package in vendors\.js$/)
    expect(errors[1]).toMatch(/^node_modules\/@tarojs\/runtime\/dist\/bom\/location\.js \(Taro's browser address.*\) ships in the main package in taro\.js$/)
    expect(errors[2]).toMatch(/runtime\.esm\.js \(Taro's single-file runtime/)
  })

  it("lets a tab area's model and a subpackage's own chunks be", () => {
    const report = analyzeModules(app(), moduleMap())
    expect(report.errors.some((e) => e.includes('home/model'))).toBe(false)
    expect(report.chunks.some((c) => c.file.startsWith('pages/order/'))).toBe(false)
  })

  it('names npm packages, scoped or not, nested or not', () => {
    expect(npmPackageOf('node_modules/mobx/dist/mobx.esm.js')).toBe('node_modules/mobx')
    expect(npmPackageOf('node_modules/@tarojs/runtime/dist/index.js')).toBe('node_modules/@tarojs/runtime')
    expect(npmPackageOf('node_modules/a/node_modules/b/x.js')).toBe('node_modules/b')
    expect(npmPackageOf('src/utils/money.ts')).toBeNull()
  })

  it('fails the whole check on a model module in main, and when the build wrote no module map', () => {
    const map = moduleMap()
    map.chunks[3].modules.push('src/pages/order/model/order-store.ts')
    buildTree(app(), map)
    const report = checkWeapp(root)
    expect(report.errors.some((e) => e.includes('order-store.ts'))).toBe(true)
    expect(report.modules).toContain('common.js')
    rmSync(moduleMapPath(root))
    expect(checkWeapp(root).errors.some((e) => e.includes('.modules.json not found'))).toBe(true)
  })
})
