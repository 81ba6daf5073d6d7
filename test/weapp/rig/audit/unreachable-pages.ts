/**
 * 移除不可访问到的页面 (不存在访问不到的页面被打包到小程序中): a page of the build is reachable when it is
 * a tab, the launch page, or some code of the storefront links to it (`routes.<page>` in src/, the one
 * way to build an address), or it is opened from outside the app by a link named below with why.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PAGE_ENTRIES } from '../../../../src/config/page-table'
import { routesOf, type BuildFacts } from './build-rule-checks'

/**
 * Pages no page of the app links to that must stay: each is opened by a link from outside.
 * - test: the spec's route list names /pages/test/test (spec §2, "Goods and public"); it is the QA
 *   diagnostics page, opened by a link with debug=1 (anything else shows 页面不存在), and the H5 build
 *   answers the same address, so both platforms keep it.
 * - link: the spec's short link page, opened from outside the app.
 */
export const OPENED_BY_LINK: Readonly<Record<string, string>> = {
  test: 'spec §2 lists /pages/test/test; QA opens it by a link with debug=1 (without it the page shows 页面不存在)',
  link: 'the short link (/pages/link/link?id=…) parents are sent in messages and posters; it hands over to its target',
}

const SRC = path.resolve(__dirname, '../../../../src')

function sourceTexts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceTexts(full)
    return /\.tsx?$/.test(e.name) && full !== path.join(SRC, 'config/routes.ts') ? [readFileSync(full, 'utf8')] : []
  })
}

/** The route of a page of the table as app.json names it. */
const routeOf = (entry: { root?: string; page: string }): string => (entry.root ? `${entry.root}/${entry.page}` : entry.page)

export function unreachablePages(b: BuildFacts, sources: string[] = sourceTexts(SRC)): string[] {
  const linked = new Set<string>()
  for (const text of sources) for (const m of text.matchAll(/\broutes\.(\w+)\b/g)) linked.add(m[1])
  const tabs = new Set((b.app.tabBar?.list ?? []).map((t) => t.pagePath))
  const byRoute = new Map(PAGE_ENTRIES.map(([name, entry]) => [routeOf(entry), name as string]))
  const routes = routesOf(b.app)
  return routes
    .filter((route, i) => i > 0 && !tabs.has(route))
    .filter((route) => {
      const name = byRoute.get(route)
      return !name || (!linked.has(name) && !OPENED_BY_LINK[name])
    })
    .map((route) => `${route}: no page links to it and no link from outside is named for it`)
}
