import fs from 'node:fs'
import path from 'node:path'

/**
 * The area layout of the README: beside an area's pages only their configs, styles and a page's own
 * hook; stores, calls and rules in model/; a page never builds a store with `new` (it asks its area).
 */
const PAGES = path.resolve(__dirname, '../../../src/pages')
const areas = fs.readdirSync(PAGES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)

/** What may sit at an area's root: a page, its config, a stylesheet, a hook, or a folder. */
const allowedAtRoot = (name: string): boolean => /\.tsx$/.test(name) || /\.config\.ts$/.test(name) || /\.scss$/.test(name) || /^use-[\w-]+\.ts$/.test(name)

function misplaced(area: string, names: string[]): string[] {
  return names.filter((n) => n.includes('.') && !allowedAtRoot(n)).map((n) => `${area}/${n}`)
}

test('the layout rule itself: a rules file at the root is flagged, pages and configs are not', () => {
  expect(misplaced('x', ['x.tsx', 'x.config.ts', 'x.scss', 'use-x.ts', 'model', 'x-rules.ts', 'x-store.ts'])).toEqual(['x/x-rules.ts', 'x/x-store.ts'])
})

test('no area keeps stores or rules beside its pages', () => {
  expect(areas.length).toBeGreaterThan(20)
  expect(areas.flatMap((a) => misplaced(a, fs.readdirSync(path.join(PAGES, a))))).toEqual([])
})

test('no page builds a store itself', () => {
  const pages = areas.flatMap((a) => fs.readdirSync(path.join(PAGES, a)).filter((n) => n.endsWith('.tsx')).map((n) => path.join(PAGES, a, n)))
  const building = pages.filter((p) => /\bnew [A-Z]\w*(Store|Form|List|Model)\(/.test(fs.readFileSync(p, 'utf8')))
  expect(building.map((p) => path.relative(PAGES, p))).toEqual([])
})
