import fs from 'node:fs'
import path from 'node:path'
import { PAGE_ENTRIES, pageFile } from '@/config/page-table'

const SRC = path.resolve(__dirname, '../../../src')

/** Every page of the page table (app.config.ts's pages), as a path under src/ without extension. */
const declaredPages = (): string[] => PAGE_ENTRIES.map(([, entry]) => pageFile(entry))

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
