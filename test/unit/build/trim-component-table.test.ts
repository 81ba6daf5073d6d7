/**
 * Taro's runtime table of components keeps the numbering base.wxml relies on: the trimmed tables
 * of Taro 4.2.1 (shared and weapp) number every component and every drawn component's props as the
 * full ones do, and only the components base.wxml draws keep their attributes.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { getComponentsAlias as taroAlias } from '@tarojs/shared'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const table = require('../../../config/weapp/trim-component-table.js') as {
  drawnComponents: (wxml: string) => Set<string>
  planComponentTableTrim: (code: string, drawn: Set<string>, expectedTables?: number) => { edits: { start: number; end: number; text: string }[]; emptied: string[] }
  applyEdits: (code: string, edits: { start: number; end: number; text: string }[]) => string
}

type Table = Record<string, Record<string, string>>
/** Taro's numbering of templates and props: per dashed component name, its `_num` and `prop: pN`. */
const getComponentsAlias = (t: Table) => taroAlias(t as Parameters<typeof taroAlias>[0]) as Record<string, Record<string, string>>
const modules = path.resolve(__dirname, '../../../node_modules')

/** Taro's two tables as one script, as they sit in the runtime chunk: shared's, then the weapp platform's. */
function taroTables(): string {
  const shared = readFileSync(path.join(modules, '@tarojs/shared/dist/components.js'), 'utf8').replace(/^export \{[^}]*\};?$/m, '')
  const weapp = readFileSync(path.join(modules, '@tarojs/plugin-platform-weapp/dist/runtime.js'), 'utf8')
  const from = weapp.indexOf("const _true = 'true';")
  const to = weapp.indexOf('\n};', weapp.indexOf('const components = {')) + 3
  expect(from).toBeGreaterThan(0)
  return `${shared}\n${weapp.slice(from, to)}\nresult = { internalComponents, components };`
}

/** The table the runtime works with: weapp's merged into shared's, as mergeInternalComponents does. */
function mergedTable(script: string): Table {
  const sandbox: { result?: { internalComponents: Table; components: Table } } = {}
  runInNewContext(script, sandbox)
  const { internalComponents, components } = sandbox.result!
  for (const name of Object.keys(components)) {
    if (name in internalComponents) Object.assign(internalComponents[name], components[name])
    else internalComponents[name] = components[name]
  }
  return internalComponents
}

const DRAWN = new Set(['View', 'Image', 'Text', 'Button', 'Input', 'ScrollView', 'Swiper', 'SwiperItem', 'Map', 'Video', 'WebView', 'Block'])

describe('drawnComponents', () => {
  test('reads the element of every template, by its table name', () => {
    const wxml = [
      '<template name="taro_tmpl">\n  <template is="{{xs.a(0, item.nn, \'\')}}" />\n</template>',
      '<template name="tmpl_0_66">\n  <scroll-view scroll-y="{{i.p35}}">\n  </scroll-view>\n</template>',
      '<template name="tmpl_0_83">\n  <web-view src="{{i.p0}}" />\n</template>',
      '<template name="tmpl_0_33_focus">\n  <input value="{{i.p22}}" />\n</template>',
      '<template name="tmpl_0_9">\n  <block>{{i.v}}</block>\n</template>',
      '<template name="tmpl_0_container">\n  <template is="{{xs.a(0, i.nn, l)}}" data="{{i:i,c:c,l:l}}" />\n</template>',
    ].join('\n')
    expect([...table.drawnComponents(wxml)].sort()).toEqual(['Block', 'Input', 'ScrollView', 'WebView'])
  })
})

describe('planComponentTableTrim on Taro 4.2.1’s tables', () => {
  const script = taroTables()
  const full = mergedTable(script)
  const { edits, emptied } = table.planComponentTableTrim(script, DRAWN)
  const trimmedScript = table.applyEdits(script, edits)
  const trimmed = mergedTable(trimmedScript)

  test('every component keeps its name and its template number', () => {
    expect(Object.keys(trimmed)).toEqual(Object.keys(full))
    const before = getComponentsAlias(full)
    const after = getComponentsAlias(trimmed)
    for (const name of Object.keys(before)) expect([name, after[name]._num]).toEqual([name, before[name]._num])
  })

  test('a drawn component keeps all its attributes, so its props keep their numbers', () => {
    const before = getComponentsAlias(full)
    const after = getComponentsAlias(trimmed)
    for (const name of DRAWN) expect(trimmed[name]).toEqual(full[name])
    for (const dashed of ['view', 'scroll-view', 'map', 'video', 'static-view', 'pure-view', 'click-view', 'static-image']) expect(after[dashed]).toEqual(before[dashed])
  })

  test('a component base.wxml does not draw has no attributes left, and the script is smaller', () => {
    expect(emptied).toEqual(expect.arrayContaining(['Audio', 'Camera', 'Icon', 'LivePlayer', 'Progress', 'RichText', 'Slider', 'Textarea']))
    for (const name of emptied) expect(trimmed[name]).toEqual({})
    expect(emptied.filter((name) => Object.keys(full[name]).length > 0).length).toBeGreaterThan(40)
    for (const name of Object.keys(full)) if (!DRAWN.has(name)) expect(trimmed[name]).toEqual({})
    expect(trimmedScript.length).toBeLessThan(script.length)
  })

  test('a runtime of another shape stops the build', () => {
    expect(() => table.planComponentTableTrim('var t = { Progress: {}, RichText: {}, Map: {} }', DRAWN)).toThrow(/expected 2 component tables.*found 1/)
    expect(() => table.planComponentTableTrim('var a = { Progress: {}, RichText: {}, Map: {}, ...more }; var b = { Progress: {}, RichText: {}, Map: {} }', DRAWN)).toThrow(/unexpected shape/)
    expect(() => table.planComponentTableTrim('var a = { Progress: {}, RichText: {}, Map: {}, [k]: {} }; var b = { Progress: {}, RichText: {}, Map: {} }', DRAWN)).toThrow(/unexpected shape/)
  })
})
