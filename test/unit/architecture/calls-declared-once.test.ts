import fs from 'node:fs'
import path from 'node:path'

/**
 * Each service request is declared once: no two declarations share a service, method and path, and
 * the code sends requests only through declared calls (`send<…>` appears only in the sender itself).
 */
const SRC = path.resolve(__dirname, '../../../src')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx)$/.test(e.name) ? [p] : []
  })
}

interface DeclaredLike {
  service: string
  method: string
  path: string | ((input: unknown) => string)
  rule: string
  shape: unknown
}
const isDeclared = (v: unknown): v is DeclaredLike =>
  typeof v === 'object' && v !== null && Object.isFrozen(v) && 'service' in v && 'method' in v && 'path' in v && 'rule' in v && 'shape' in v

/** The path of a declaration, with a marker where an input goes into it. */
const pathOf = (d: DeclaredLike): string => (typeof d.path === 'function' ? d.path('{id}') : d.path)

const files = sourceFiles(SRC)
const declaring = files.filter((f) => fs.readFileSync(f, 'utf8').includes('declareService('))

test('the declared calls are found (the scan would fail if none were)', () => {
  expect(declaring.length).toBeGreaterThan(10)
})

test('no two declarations name the same request', () => {
  const seen = new Map<string, string[]>()
  for (const file of declaring) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(file) as Record<string, unknown>
    for (const [name, value] of Object.entries(mod)) {
      if (!isDeclared(value)) continue
      const key = `${value.service} ${value.method} ${pathOf(value)}`
      seen.set(key, [...(seen.get(key) ?? []), `${path.relative(SRC, file)}#${name}`])
    }
  }
  expect(seen.size).toBeGreaterThan(50)
  const twice = [...seen].filter(([, where]) => new Set(where).size > 1)
  expect(twice).toEqual([])
})

test('requests are sent only by the one call() of declared calls (no hand-written send<…>)', () => {
  const SENDER = path.join(SRC, 'services/http/declare.ts')
  const sending = files.filter((f) => f !== SENDER && /\bsend\s*(<[^>]*>)?\s*\(\s*\{/.test(fs.readFileSync(f, 'utf8')))
  expect(sending.map((f) => path.relative(SRC, f))).toEqual([])
  // the scan sees the sender itself, so it would see another
  expect(/\bsend\s*(<[^>]*>)?\s*\(\s*\{/.test(fs.readFileSync(SENDER, 'utf8'))).toBe(true)
})
