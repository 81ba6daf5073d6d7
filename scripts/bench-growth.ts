/**
 * What the list pages cost as a parent's data grows: the mock's long lists at 1×, 10× and 100×
 * (MOCK_GROWTH, mock/data-growth.ts), and for the order list, notices, point records and cart
 *   H5 (dist/h5-e2e in Chromium, served with its mock by serve-h5): navigation → first row laid out,
 *     then the first page and two more reached by scrolling to the end, the JS heap after a forced
 *     garbage collection and the rows in the DOM;
 *   weapp (dist/weapp in the headless client of test/weapp/rig): the largest setData of the page
 *     while it opens and while the next two pages come in, and the rows in its node tree.
 * Only page-sized data should be held: a figure that grows with rows not on screen or not yet paged
 * in shows as a ratio to 1× above 1. Not part of the test command.
 *   npm run bench:growth                 builds dist/h5-e2e and dist/weapp when missing
 *   npm run bench:growth -- --runs 5     runs per page and growth (default 3)
 * Prints a table (median, range, ratio to 1×) and a verdict per page; writes .bench/growth-<time>.json.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { demoParent } from '../test/e2e/support/demo-parent'
import { WEAPP_BUILD } from '../test/weapp/rig/rig'
import { resolveChromium } from './chromium-path'
import { GROWTH_PAGES, rowsAfterPages } from './lib/growth-pages'
import { demoParentLogin, launchChromium, measureH5, type H5Run } from './lib/growth-h5'
import { GROWTHS, growthTable, type Growth, type GrowthRun, type PageCase } from './lib/growth-table'
import { measureWeapp, type WeappRun } from './lib/growth-weapp'
import { serveH5 } from './serve-h5'

const H5_DIST = 'dist/h5-e2e'
const argRuns = process.argv.indexOf('--runs')
const RUNS = argRuns > 0 ? Math.max(1, Number(process.argv[argRuns + 1]) || 3) : 3

const perGrowth = <T>(make: () => T): Record<Growth, T> => ({ 1: make(), 10: make(), 100: make() })

function ensureBuilds(): void {
  if (!existsSync(path.join(H5_DIST, 'index.html'))) {
    console.log(`building ${H5_DIST} …`)
    execSync('npm run build:h5:e2e', { stdio: 'inherit' })
  }
  if (!existsSync(path.join(WEAPP_BUILD, 'app.json'))) {
    console.log(`building ${WEAPP_BUILD} …`)
    execSync('npm run build:weapp', { stdio: 'inherit' })
  }
}

async function main() {
  ensureBuilds()
  const cases: PageCase[] = GROWTH_PAGES.map((p) => ({ title: p.title, route: p.route, totals: perGrowth(() => 0), expectedRows: perGrowth(() => 0), runs: perGrowth((): GrowthRun[] => []) }))
  const raw: { growth: Growth; page: string; run: number; expectedRows: number; h5: H5Run; weapp: WeappRun }[] = []
  const mismatches: string[] = []
  const browser = await launchChromium()
  try {
    for (const growth of GROWTHS) {
      const site = await serveH5({ dist: H5_DIST, port: 0, host: '127.0.0.1', growth })
      try {
        const parent = await demoParent(site.url)
        const login = await demoParentLogin(browser, site.url)
        for (const [i, page] of GROWTH_PAGES.entries()) {
          const total = await page.total(parent)
          const expectedRows = rowsAfterPages(page, total)
          cases[i].totals[growth] = total
          cases[i].expectedRows[growth] = expectedRows
          for (let run = 1; run <= RUNS; run += 1) {
            const h5 = await measureH5(browser, site.url, login, page, expectedRows)
            const weapp = await measureWeapp(page, growth)
            raw.push({ growth, page: page.route, run, expectedRows, h5, weapp })
            cases[i].runs[growth].push({
              firstRowsMs: h5.firstRowsMs,
              heapMb: h5.heapMb,
              domRows: h5.domRows,
              weappSetDataBytes: Math.max(weapp.openSetDataBytes, weapp.pagingSetDataBytes),
              weappRows: weapp.rows,
            })
            for (const [where, rows] of [['H5 DOM', h5.domRows], ['weapp', weapp.rows]] as const) {
              if (rows !== expectedRows) mismatches.push(`${page.title} ${growth}× run ${run}: ${rows} rows in the ${where}, ${expectedRows} expected after three pages`)
            }
            console.log(
              `  ${page.title} ${growth}× run ${run}/${RUNS}: first rows ${h5.firstRowsMs.toFixed(0)} ms, heap ${h5.heapMb.toFixed(2)} MB, ` +
                `${h5.domRows} rows (H5) / ${weapp.rows} (weapp), setData ${weapp.openSetDataBytes} B opening, ${weapp.pagingSetDataBytes} B paging`,
            )
          }
        }
      } finally {
        await site.close()
      }
    }
  } finally {
    await browser.close()
  }

  console.log(`\nThe list pages as the demo parent's data grows (H5 ${H5_DIST} in Chromium, weapp ${path.relative('.', WEAPP_BUILD)} in the headless client)\n`)
  console.log(growthTable(cases, RUNS))
  if (mismatches.length) console.log(`\nRows other than three pages' worth:\n${mismatches.map((m) => `  ${m}`).join('\n')}`)
  mkdirSync('.bench', { recursive: true })
  const file = path.join('.bench', `growth-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), runs: RUNS, h5Dist: H5_DIST, weappDist: WEAPP_BUILD, chromium: resolveChromium() ?? 'managed', cases, raw }, null, 2))
  console.log(`\nfigures written to ${file}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
