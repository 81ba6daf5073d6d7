/** The fetch and AbortController polyfills load only in a browser without them. */
import { existsSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { LEGACY_POLYFILLS, legacyPolyfillLoader, polyfillAsset, polyfillFile, polyfillLoaderScript } from '../../../config/webpack/legacy-polyfills'

/** Runs the head script in a window with the given features; returns what it wrote into the page. */
const written = (script: string, window: Record<string, unknown>): string[] => {
  const out: string[] = []
  runInNewContext(script, { window, document: { write: (html: string) => out.push(html) } })
  return out
}

const loader = polyfillLoaderScript('/', [
  { missing: '!window.fetch', asset: 'static/polyfills/a-1.js' },
  { missing: '!window.AbortController', asset: 'static/polyfills/b-2.js' },
])

describe('polyfills on demand', () => {
  it('a browser with fetch and AbortController is given nothing', () => {
    expect(written(loader, { fetch: () => undefined, AbortController: class {} })).toEqual([])
  })

  it.each([
    ['fetch', { AbortController: class {} }],
    ['AbortController', { fetch: () => undefined }],
    ['both', {}],
  ])('a browser without %s is given both files, in order, before the app', (_case, window) => {
    expect(written(loader, window)).toEqual(['<script src="/static/polyfills/a-1.js"></script><script src="/static/polyfills/b-2.js"></script>'])
  })

  it('the files sit under the public path, named by package and version', () => {
    const [fetchPolyfill] = LEGACY_POLYFILLS
    expect(polyfillAsset(fetchPolyfill, '3.6.20')).toBe('static/polyfills/whatwg-fetch-3.6.20.js')
    expect(polyfillLoaderScript('/shop', [{ missing: '!window.fetch', asset: 'x.js' }])).toContain('src="/shop/x.js"')
  })

  it("the real loader names each package's installed browser build", () => {
    for (const p of LEGACY_POLYFILLS) expect(existsSync(polyfillFile(p))).toBe(true)
    const html = written(legacyPolyfillLoader('/'), {})
    expect(html).toHaveLength(1)
    expect(html[0]).toMatch(/^<script src="\/static\/polyfills\/whatwg-fetch-[\d.]+\.js"><\/script><script src="\/static\/polyfills\/abortcontroller-polyfill-[\d.]+\.js"><\/script>$/)
  })
})
