import fs from 'node:fs'
import path from 'node:path'

/**
 * Names that say what a file holds: service calls are declared only in modules ending `-calls.ts`
 * (declare.ts, where declaring is defined, aside), and no two files of src/ share a name, so a name
 * found in an import, a stack trace or a build report points at one file.
 */
const SRC = path.resolve(__dirname, '../../../src')
const DECLARE = path.join(SRC, 'services/http/declare.ts')

function allFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? allFiles(p) : [p]
  })
}

/** Names that more than one file carries, each with the files that carry it. */
export function repeatedNames(files: string[]): string[] {
  const byName = new Map<string, string[]>()
  for (const f of files) byName.set(path.basename(f), [...(byName.get(path.basename(f)) ?? []), f])
  return [...byName].filter(([, where]) => where.length > 1).map(([name, where]) => `${name}: ${where.join(', ')}`)
}

/** Code lines that declare calls: a call of declareService or declareCall (comment lines aside). */
const DECLARING = /\bdeclare(Service|Call)\s*(<[^>]*>)?\s*\(/
const declares = (text: string): boolean =>
  text.split('\n').some((line) => !/^\s*(\/\/|\/\*|\*)/.test(line) && DECLARING.test(line))

/** A service's declarer handed out of its module, so that calls could be declared elsewhere. */
const EXPORTED_DECLARER = /\bexport\s+(const|let|var)\s+\w+\s*=\s*declareService\s*\(/

const files = allFiles(SRC)
const relative = (f: string) => path.relative(SRC, f)
const sources = files.filter((f) => /\.tsx?$/.test(f) && f !== DECLARE)

test('the rules themselves: a repeated name and a declaration outside a calls module are seen', () => {
  expect(repeatedNames(['a/x.ts', 'b/x.ts', 'b/y.ts'])).toEqual(['x.ts: a/x.ts, b/x.ts'])
  expect(declares("const mall = declareService('mall')")).toBe(true)
  expect(declares('export const c = declareCall<typeof s>({ service: "mall" })')).toBe(true)
  expect(declares(" * const mall = declareService('mall')\n// declareCall(x)")).toBe(false)
  expect(declares("import { declareService } from '@/services/http/declare'")).toBe(false)
  expect(EXPORTED_DECLARER.test("export const mall = declareService('mall')")).toBe(true)
})

test('no two files in src/ share a name', () => {
  expect(files.length).toBeGreaterThan(100)
  expect(repeatedNames(files.map(relative))).toEqual([])
})

test('service calls are declared only in -calls.ts modules', () => {
  const declaring = sources.filter((f) => declares(fs.readFileSync(f, 'utf8')))
  // the scan sees the calls modules, so it would see a declaration anywhere else
  expect(declaring.filter((f) => f.endsWith('-calls.ts')).length).toBeGreaterThan(10)
  expect(declaring.filter((f) => !f.endsWith('-calls.ts')).map(relative)).toEqual([])
})

test('a calls module keeps its service declarers to itself (no .get/.post declared from an import)', () => {
  expect(sources.filter((f) => EXPORTED_DECLARER.test(fs.readFileSync(f, 'utf8'))).map(relative)).toEqual([])
})
