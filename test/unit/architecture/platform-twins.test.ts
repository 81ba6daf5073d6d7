import fs from 'node:fs'
import path from 'node:path'

const PLATFORM = path.resolve(__dirname, '../../../src/platform')

/**
 * On H5 the build resolves `./x` to `x.h5.ts(x)` wherever it exists, from inside `x.h5` too: a
 * value an H5 file takes from its own mini-program twin is itself, half loaded, and undefined when
 * used (a page that draws only 页面出了点问题). Types are erased and may be shared.
 */
export function valueImportsOfTwin(file: string, source: string): string[] {
  const twin = path.basename(file).replace(/\.h5\.tsx?$/, '')
  const statements = source.match(/^(?:import|export)\s[^'"]*?from\s+'[^']+'/gm) ?? []
  return statements.filter((s) => s.endsWith(`from './${twin}'`) && !/^(?:import|export)\s+type\s/.test(s) && !/^(?:import|export)\s*\{\s*(?:type\s+\w+\s*,?\s*)+\}/.test(s))
}

test('the scan finds a value taken from the twin and lets a type through', () => {
  expect(valueImportsOfTwin('a/map.h5.ts', "import { openMap } from './map'")).toHaveLength(1)
  expect(valueImportsOfTwin('a/map.h5.ts', "export { label } from './map'")).toHaveLength(1)
  expect(valueImportsOfTwin('a/map.h5.ts', "import type { MapPlace } from './map'\nexport type { MapPlace } from './map'")).toEqual([])
  expect(valueImportsOfTwin('a/map.h5.ts', "import { type MapPlace } from './map'")).toEqual([])
  expect(valueImportsOfTwin('a/map.h5.ts', "import { label } from './map-label'")).toEqual([])
  expect(valueImportsOfTwin('a/map.h5.ts', "import './map.h5.scss'\nexport type { P } from './map'")).toEqual([])
})

test('no H5 file takes a value from its own mini-program twin', () => {
  const files = fs.readdirSync(PLATFORM).filter((f) => /\.h5\.tsx?$/.test(f))
  expect(files.length).toBeGreaterThan(10)
  const found = files.flatMap((f) => valueImportsOfTwin(f, fs.readFileSync(path.join(PLATFORM, f), 'utf8')).map((s) => `${f}: ${s}`))
  expect(found).toEqual([])
})
