/**
 * The list of the build's customizations (config/customizations.ts) is whole and true: one entry a
 * name, every test it names exists, a guard only where its module can be met, BUILD_WITHOUT takes
 * only what can be left out, and config/README.md's table lists exactly these.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CUSTOMIZATIONS, leftOut, MEASURED } from '../../../config/customizations'

const ROOT = path.resolve(__dirname, '..', '..', '..')

describe('config/customizations.ts', () => {
  test('names are unique and kinds are the supported two', () => {
    const names = CUSTOMIZATIONS.map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
    for (const c of CUSTOMIZATIONS) expect(['option', 'checked']).toContain(c.kind)
  })

  test('every test file a customization names exists', () => {
    const missing = CUSTOMIZATIONS.flatMap((c) => [...c.tests.matchAll(/test\/[\w./-]+\.(?:test|spec)\.tsx?/g)].map((m) => m[0]).filter((f) => !fs.existsSync(path.join(ROOT, f))).map((f) => `${c.name}: ${f}`))
    expect(missing).toEqual([])
  })

  test('a checked customization is tested or guarded on what the build really meets', () => {
    const unchecked = CUSTOMIZATIONS.filter((c) => c.kind === 'checked' && !c.guards && !/real-inputs|its guard|test\/weapp|planted/.test(c.tests)).map((c) => c.name)
    expect(unchecked).toEqual([])
  })

  test('what is left out together with a measured customization can be left out', () => {
    for (const c of CUSTOMIZATIONS) for (const other of c.measuredWith ?? []) expect(MEASURED).toContain(other)
  })

  test('BUILD_WITHOUT takes the measured names and refuses any other', () => {
    expect(leftOut('')).toEqual(new Set())
    expect(leftOut(`${MEASURED[0]}, ${MEASURED[1]}`)).toEqual(new Set([MEASURED[0], MEASURED[1]]))
    expect(() => leftOut('no-such-customization')).toThrow(/BUILD_WITHOUT: no-such-customization cannot be left out/)
    expect(() => leftOut('module-map')).toThrow(/cannot be left out/)
  })

  test('config/README.md has one row for each, and no other', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'config/README.md'), 'utf8')
    const table = readme.slice(readme.indexOf('## Customizations'))
    const rows = [...table.matchAll(/^\| `([\w-]+)` \|/gm)].map((m) => m[1])
    expect(rows.sort()).toEqual(CUSTOMIZATIONS.map((c) => c.name).sort())
  })
})
