/**
 * Web performance benchmark: Lighthouse (mobile: Moto G Power screen, simulated slow 4G, 4x CPU)
 * against the e2e H5 build served compressed with the mock services on loopback, and against a
 * minimal Taro + React + NutUI + MobX app (test/fixtures/bench-floor, built in the same run) that
 * shows what the framework alone costs. Not part of the test command.
 *   npm run bench:web                 reuses dist/h5-e2e when it exists, else builds it
 *   npm run bench:web -- --build      rebuilds dist/h5-e2e first
 *   npm run bench:web -- --runs 5     runs per case (default 3)
 *   npm run bench:web -- --only home  only the cases whose name has this text (the floor always runs)
 *   BENCH_DIST=dist/other npm run bench:web   measures another e2e build
 * A blank page (one paragraph, no script) is measured in the same rounds as a reference, not a
 * ratio: the least any page costs on this machine, Chromium's own work before the first paint.
 * The floor, the blank page and the cases are measured in rounds: run i of each, one after the other.
 * Prints the median and range of each figure per case, the first-screen JS+CSS, the requests and
 * the API calls before the first screen, as ratios to the floor; writes .bench/web-<time>.json.
 * The long tasks before the largest paint are given three ways: Lighthouse's (each traced task
 * counted 4×), the part of it Lighthouse charges to the page (not Chromium's own navigation work),
 * and those the page itself observes when loaded again with the CPU really slowed 4×.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { resolveChromium } from './chromium-path'
import {
  apiCallsBefore,
  describeCase,
  firstScreenTime,
  largestPaintTime,
  initialScriptsAndStyles,
  lighthouseFigures,
  networkItems,
  requestsBefore,
  summarize,
  type LhrLike,
  type PageFigures,
} from './lib/bench-figures'
import { longTasksAtSlowCpu } from './lib/slow-cpu-long-tasks'
import { BLANK_CASE, becomeReturningParent, DIST, FLOOR_CASE, HOME, LOGIN_QUERY, prepareSites, RETURNING_HOME, withChrome, type Case } from './lib/bench-sites'
import type { ServedSite } from './serve-h5'

const argRuns = process.argv.indexOf('--runs')
const RUNS = argRuns > 0 ? Math.max(1, Number(process.argv[argRuns + 1]) || 3) : 3
const argOnly = process.argv.indexOf('--only')
const ONLY = argOnly > 0 ? (process.argv[argOnly + 1] ?? '') : ''

const CASES: Case[] = [
  RETURNING_HOME,
  { name: 'home, first visit (token exchange)', path: `${HOME}?debug=1&${LOGIN_QUERY}`, expectPath: HOME },
  { name: 'public page', path: '/pages/public/page?debug=1', expectPath: '/pages/public/page' },
]

async function sizes(url: string): Promise<{ raw: number; gzip: number }> {
  // fetch decompresses what the server sends: raw is the file itself
  const body = Buffer.from(await (await fetch(url)).arrayBuffer())
  return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length }
}

async function runLighthouse(port: number, url: string, keepStorage: boolean): Promise<LhrLike> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-'))
  const out = path.join(dir, 'lhr.json')
  try {
    // asynchronous: the site is served from this very process and must keep answering
    await promisify(execFile)(process.execPath, [path.resolve('scripts/lib/lighthouse-run.mjs'), url, String(port), out, ...(keepStorage ? ['--keep-storage'] : [])])
    return JSON.parse(readFileSync(out, 'utf8')) as LhrLike
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function measureOnce(port: number, site: ServedSite, c: Case): Promise<PageFigures> {
  await site.app.inject({ method: 'POST', url: '/__mock__/reset' })
  // the reset forgets the sessions the mock issued: a returning parent logs in again first (its
  // token must be one the services know, or the first call sends it to the login page)
  if (c.returning) await becomeReturningParent(port, site.url)
  const lhr = await runLighthouse(port, `${site.url}${c.path}`, !!c.returning)
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? ''
  const finalPath = new URL(finalUrl).pathname
  if (finalPath !== c.expectPath) throw new Error(`${c.name}: Lighthouse ended on ${finalUrl}, not ${c.expectPath} (login or entry redirect?)`)
  const items = networkItems(lhr)
  const firstScreenMs = firstScreenTime(lhr)
  const assets = initialScriptsAndStyles(items, site.url, firstScreenMs)
  const sized = await Promise.all(assets.map((a) => sizes(a.url)))
  // the same page once more in the same browser, with the CPU really slowed (see slow-cpu-long-tasks)
  const slowCpu = await longTasksAtSlowCpu(port, `${site.url}${c.path}`, { keepStorage: !!c.returning, expectPath: c.expectPath })
  return {
    page: c.name,
    finalUrl,
    ...lighthouseFigures(lhr),
    initialJsCss: {
      files: assets.length,
      rawBytes: sized.reduce((n, s) => n + s.raw, 0),
      gzipBytes: sized.reduce((n, s) => n + s.gzip, 0),
      urls: assets.map((a) => a.url.slice(site.url.length)),
    },
    requestsBeforeFirstScreen: requestsBefore(items, firstScreenMs),
    apiCalls: apiCallsBefore(items, site.url, firstScreenMs),
    firstScreenMs,
    apiCallsBeforeLargestPaint: apiCallsBefore(items, site.url, largestPaintTime(lhr)),
    largestPaintMs: largestPaintTime(lhr),
    slowCpu,
    slowCpuLongTaskMs: slowCpu.longestMs,
  }
}

async function main() {
  const sites = await prepareSites({ rebuild: process.argv.includes('--build') })
  const chromePath = resolveChromium()
  // Rounds: run i of every case right after run i of the floor, each in a fresh browser, so that a
  // machine that slows down during the bench slows the floor and the storefront alike.
  const measured = [{ c: FLOOR_CASE, site: sites.floor }, { c: BLANK_CASE, site: sites.blank }, ...CASES.filter((c) => c.name.includes(ONLY)).map((c) => ({ c, site: sites.storefront }))].map((m) => ({
    ...m,
    runs: [] as PageFigures[],
  }))
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const m of measured) {
        const f = await withChrome(chromePath, (port) => measureOnce(port, m.site, m.c))
        process.stdout.write(`  round ${i + 1}/${RUNS} ${m.c.name}: performance ${f.performance ?? '—'}, LCP ${Math.round(f.lcpMs ?? 0)} ms, TBT ${Math.round(f.tbtMs ?? 0)} ms, longest task before LCP ${Math.round(f.longTaskMs ?? 0)} ms (the page's ${Math.round(f.pageLongTaskMs ?? 0)} ms; at a real 4× CPU ${Math.round(f.slowCpuLongTaskMs ?? 0)} ms)\n`)
        m.runs.push(f)
      }
    }
  } finally {
    await sites.close()
  }
  const [floor, blank, ...cases] = measured.map((m) => summarize(m.c.name, m.runs))

  console.log(`\nLighthouse mobile, ${RUNS} runs per case, served compressed (${DIST})`)
  console.log(`(long tasks before LCP: Lighthouse's, each traced task counted 4×; "of it, the page's": without what Lighthouse charges to no URL of the page; "at a real 4× CPU": observed by the page, loaded again with its CPU slowed 4×, Lighthouse's mobile network and screen)\n`)
  for (const c of cases) console.log(`${describeCase(c, floor)}\n`)
  console.log(describeCase(floor))
  console.log(`\n${describeCase(blank)}`)
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  mkdirSync('.bench', { recursive: true })
  const file = path.join('.bench', `web-${stamp}.json`)
  const version = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), lighthouse: version, chromium: chromePath ?? 'managed', mode: 'mobile', dist: DIST, runs: RUNS, cases, floor, blank }, null, 2))
  console.log(`\nfigures written to ${file}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
