/**
 * 移除不可访问到的页面 (不存在访问不到的页面被打包到小程序中): a page of the build is reachable when it is
 * a tab (app.json's tabBar), the launch page, or some code of the mini-program links to it, or it is
 * opened from outside the app by a link named below with why. Code links by `routes.<page>` (the one
 * way to build an address: navigateTo and the like, share paths, the short link's targets) or by a
 * page path written out ('/pages/…'); the templates are the pages' JSX, so their links are in the
 * same files. Only the code the mini-program is built from counts: the H5 twins (`x.h5.ts`) are not
 * in it, and comments link nowhere.
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

/** The mini-program's sources: every .ts/.tsx under src/ but the H5 twins and the address builders themselves. */
function sourceTexts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceTexts(full)
    return /\.tsx?$/.test(e.name) && !/\.h5\.tsx?$/.test(e.name) && full !== path.join(SRC, 'config/routes.ts') ? [readFileSync(full, 'utf8')] : []
  })
}

/** A source without its comments (a `//` after a colon, as in 'https://', is kept). */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')

/** The route of a page of the table as app.json names it. */
const routeOf = (entry: { root?: string; page: string }): string => (entry.root ? `${entry.root}/${entry.page}` : entry.page)

export function unreachablePages(b: BuildFacts, sources: string[] = sourceTexts(SRC)): string[] {
  const byRoute = new Map(PAGE_ENTRIES.map(([name, entry]) => [routeOf(entry), name as string]))
  const linked = new Set<string>()
  for (const text of sources.map(withoutComments)) {
    for (const m of text.matchAll(/\broutes\.(\w+)\b/g)) linked.add(m[1])
    for (const m of text.matchAll(/['"`]\/(pages\/[\w-]+\/[\w-]+)/g)) linked.add(byRoute.get(m[1]) ?? m[1])
  }
  const tabs = new Set((b.app.tabBar?.list ?? []).map((t) => t.pagePath))
  const routes = routesOf(b.app)
  return routes
    .filter((route, i) => i > 0 && !tabs.has(route))
    .filter((route) => {
      const name = byRoute.get(route)
      return !name || (!linked.has(name) && !OPENED_BY_LINK[name])
    })
    .map((route) => `${route}: no page links to it and no link from outside is named for it`)
}
