import { readdirSync, readFileSync, statSync } from 'fs'
import { join, relative } from 'path'
import type { HttpRequestOptions } from '@/services/http/types'
import { declareService, noData } from '@/services/http/declare'
import { ignoresData } from '@/services/http/shape'

/**
 * Every request the app makes declares the shape of the data it reads (or `ignoresData`). Requests
 * are sent only through declared calls (calls-declared-once.test.ts); a declaration takes its shape
 * as a required argument (checked by the type check), and this test loads every declaring module and
 * checks that each declared call really holds a valibot schema, so one written around the type (a
 * cast, `undefined as never`) is caught too.
 */
const SRC = join(__dirname, '../../../src')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return files(p)
    return /\.(ts|tsx)$/.test(name) ? [p] : []
  })
}

interface DeclaredLike {
  service: string
  method: string
  path: unknown
  shape?: unknown
}
const isDeclared = (v: unknown): v is DeclaredLike => typeof v === 'object' && v !== null && Object.isFrozen(v) && 'service' in v && 'method' in v && 'path' in v
const isSchema = (s: unknown) => typeof s === 'object' && s !== null && (s as { kind?: unknown }).kind === 'schema'

/** The declared calls a module exports, by name, whose shape is not a valibot schema. */
function withoutShape(mod: Record<string, unknown>): string[] {
  return Object.entries(mod).flatMap(([name, v]) => (isDeclared(v) && !isSchema(v.shape) ? [name] : []))
}

describe('every call declares the shape of its data', () => {
  const declaring = files(SRC).filter((p) => !p.includes(join('services', 'http')) && readFileSync(p, 'utf8').includes('declareService('))

  it('every declared call in the app holds a schema', () => {
    let count = 0
    const missing: string[] = []
    for (const file of declaring) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(file) as Record<string, unknown>
      count += Object.values(mod).filter(isDeclared).length
      missing.push(...withoutShape(mod).map((name) => `${relative(SRC, file)}#${name}`))
    }
    expect(count).toBeGreaterThan(80)
    expect(missing).toEqual([])
  })

  it('the check catches a declaration whose shape was written around the type', () => {
    const mall = declareService('mall')
    expect(withoutShape({ x: mall.get('/x', undefined as never), y: mall.get('/y', noData) })).toEqual(['x'])
  })

  it('a declaration and the request options both require a shape (checked by the type check)', () => {
    const mall = declareService('mall')
    // @ts-expect-error a declaration without a shape does not compile
    const bare = mall.get('/x')
    expect(bare.shape).toBeUndefined()
    // @ts-expect-error a request without `shape` does not compile
    const missing: HttpRequestOptions = { url: 'https://mall.test/x', rule: 'code0' }
    const declared: HttpRequestOptions = { url: 'https://mall.test/x', rule: 'code0', shape: ignoresData }
    expect(missing.shape).toBeUndefined()
    expect(declared.shape).toBe(ignoresData)
  })
})
