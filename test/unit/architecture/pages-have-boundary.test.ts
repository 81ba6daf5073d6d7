import fs from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(__dirname, '../../../src')

/** Every route declared in app.config.ts, as a path under src/ without extension. */
function declaredPages(): string[] {
  const cfg = fs.readFileSync(path.join(SRC, 'app.config.ts'), 'utf8')
  const [main, subs] = cfg.split('subPackages')
  const pages = [...main.matchAll(/'(pages\/[^']+)'/g)].map((m) => m[1])
  for (const m of subs.matchAll(/\{\s*root:\s*'([^']+)',\s*pages:\s*\[([^\]]*)\]/g)) {
    for (const p of m[2].matchAll(/'([^']+)'/g)) pages.push(`${m[1]}/${p[1]}`)
  }
  return pages
}

describe('every page', () => {
  const pages = declaredPages()

  it('is found', () => {
    expect(pages.length).toBeGreaterThanOrEqual(32)
    for (const p of pages) expect(fs.existsSync(path.join(SRC, `${p}.tsx`))).toBe(true)
  })

  it('exports its component through page(), inside the error boundary', () => {
    const unbounded = pages.filter((p) => !/^export default page\(/m.test(fs.readFileSync(path.join(SRC, `${p}.tsx`), 'utf8')))
    expect(unbounded).toEqual([])
  })
})
