import { readdirSync, readFileSync, statSync } from 'fs'
import { join, relative } from 'path'
import type { HttpRequestOptions } from '@/services/http/types'
import { ignoresData } from '@/services/http/shape'

/**
 * Every request the app makes declares the shape of the data it reads (or `ignoresData`). The type
 * of `send`'s options requires it; this test also reads the source, so a call written around the type
 * (options built elsewhere, a cast) is caught too.
 */
const ROOT = join(__dirname, '../../..')
const SRC = join(ROOT, 'src')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return files(p)
    return /\.(ts|tsx)$/.test(name) ? [p] : []
  })
}

/** The object literal around position `at`: from its unmatched `{` to its matching `}`. */
function enclosingObject(text: string, at: number): string {
  let depth = 0
  let start = at
  for (; start >= 0; start--) {
    const ch = text[start]
    if (ch === '}') depth++
    if (ch === '{') {
      if (depth === 0) break
      depth--
    }
  }
  depth = 0
  let end = at
  for (; end < text.length; end++) {
    const ch = text[end]
    if (ch === '{') depth++
    if (ch === '}') {
      if (depth === 0) break
      depth--
    }
  }
  return text.slice(start, end + 1)
}

/** Requests in the source: every declared call (`declareCall({…})`) and any request options naming a `rule`. */
const REQUEST = /\bdeclareCall\(\s*\{|\brule:\s*['"](code0|auth|mini-login|plain)['"]/g

function requestsWithoutShape(path: string, text: string): string[] {
  const found: string[] = []
  const re = new RegExp(REQUEST.source, 'g')
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const inside = m[0].startsWith('declareCall') ? m.index + m[0].length : m.index
    const literal = enclosingObject(text, inside)
    if (!/\bshape\b/.test(literal)) found.push(`${relative(ROOT, path)}:${text.slice(0, m.index).split('\n').length}`)
  }
  return found
}

describe('every call declares the shape of its data', () => {
  it('finds no request options without a shape in the app source', () => {
    const requests = files(SRC)
      .filter((p) => !p.includes(join('src', 'services', 'http')))
      .map((p) => [p, readFileSync(p, 'utf8')] as const)
    const count = requests.reduce((n, [, t]) => n + (t.match(new RegExp(REQUEST.source, 'g'))?.length ?? 0), 0)
    expect(count).toBeGreaterThan(80)
    expect(requests.flatMap(([p, t]) => requestsWithoutShape(p, t))).toEqual([])
  })

  it('the scan catches a call without a shape', () => {
    const added = "list: () => send<ApiResponse<X[]>>({ url: `${mall}/x`, method: 'GET', rule: 'code0' }).then((r) => r.data)"
    expect(requestsWithoutShape(join(SRC, 'pages/x/model/x-api.ts'), added)).toEqual(['src/pages/x/model/x-api.ts:1'])
    const declared = "list: () => send<ApiResponse<X[]>>({ url: `${mall}/x`, data: { a: { b: 1 } }, rule: 'code0', shape: xShape })"
    expect(requestsWithoutShape(join(SRC, 'pages/x/model/x-api.ts'), declared)).toEqual([])
    const declaration = "export const x = declareCall({ service: 'mall', method: 'GET', path: '/x', body: (q: Q) => ({ a: { b: q } }) })"
    expect(requestsWithoutShape(join(SRC, 'pages/x/model/x-calls.ts'), declaration)).toEqual(['src/pages/x/model/x-calls.ts:1'])
    const shaped = "export const x = declareCall({ service: 'mall', method: 'GET', path: '/x', shape: xShape, body: (q: Q) => ({ a: { b: q } }) })"
    expect(requestsWithoutShape(join(SRC, 'pages/x/model/x-calls.ts'), shaped)).toEqual([])
  })

  it('the options type requires a shape (checked by the type check)', () => {
    // @ts-expect-error a request without `shape` does not compile
    const missing: HttpRequestOptions = { url: 'https://mall.test/x', rule: 'code0' }
    const declared: HttpRequestOptions = { url: 'https://mall.test/x', rule: 'code0', shape: ignoresData }
    expect(missing.shape).toBeUndefined()
    expect(declared.shape).toBe(ignoresData)
  })
})
