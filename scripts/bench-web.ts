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
import { execFile, execSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS, resolveChromium } from './chromium-path'
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
import { serveH5, type ServedSite } from './serve-h5'

const DIST = process.env.BENCH_DIST ?? 'dist/h5-e2e'
const FLOOR_APP = 'test/fixtures/bench-floor'
const FLOOR_DIST = '.bench/floor-h5'
/** A page with no script and no style: the least any page costs (Chromium's own work before its first paint). */
const BLANK_DIST = '.bench/blank-page'
const BLANK_HTML = '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>空白页</title></head><body><p>空白页</p></body></html>\n'
const argRuns = process.argv.indexOf('--runs')
const RUNS = argRuns > 0 ? Math.max(1, Number(process.argv[argRuns + 1]) || 3) : 3
const argOnly = process.argv.indexOf('--only')
const ONLY = argOnly > 0 ? (process.argv[argOnly + 1] ?? '') : ''

/** The mock login page hands back this token, app id and open id (mock/routes/pages.ts). */
const LOGIN_QUERY = 'token=h5-demo-token&appId=wx0000000000mockh5&openId=o_h5_demo_parent_0001'
const HOME = '/pages/home/home'

interface Case {
  name: string
  path: string
  expectPath: string
  /** a returning visitor: storage from an earlier visit is kept (the HTTP cache is not) */
  returning?: boolean
}
const CASES: Case[] = [
  { name: 'home, returning parent (token stored)', path: `${HOME}?debug=1`, expectPath: HOME, returning: true },
  { name: 'home, first visit (token exchange)', path: `${HOME}?debug=1&${LOGIN_QUERY}`, expectPath: HOME },
  { name: 'public page', path: '/pages/public/page?debug=1', expectPath: '/pages/public/page' },
]
const FLOOR_CASE: Case = { name: 'floor: Taro + React + NutUI + MobX hello world', path: '/pages/index/index', expectPath: '/pages/index/index' }
const BLANK_CASE: Case = { name: 'blank page: one paragraph, no script', path: '/', expectPath: '/' }

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

/** Opens the token-exchange address once so the student token is stored, then empties the HTTP cache. */
async function becomeReturningParent(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    // a session of an earlier run is gone from the services: start from empty storage and log in
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage' })
    await page.goto(`${origin}${HOME}?debug=1&${LOGIN_QUERY}`)
    // the exchange is over once the student token is stored (other keys are written before it)
    await page.waitForFunction(() => location.pathname === '/pages/home/home' && !location.search.includes('token=') && !!localStorage.getItem('studentToken'))
    await page.waitForLoadState('networkidle')
    await cdp.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    await browser.close()
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

async function withChrome<T>(chromePath: string | undefined, work: (port: number) => Promise<T>): Promise<T> {
  // a fresh profile per site: nothing stored by one site can help another
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' })
  try {
    return await work(chrome.port)
  } finally {
    await chrome.kill()
  }
}

async function main() {
  if (process.argv.includes('--build') || !existsSync(path.join(DIST, 'index.html'))) {
    console.log(`building ${DIST} …`)
    execSync('npm run build:h5:e2e', { stdio: 'inherit', env: { ...process.env, TARO_OUTPUT_ROOT: DIST } })
  }
  console.log(`building the floor app (${FLOOR_APP}) …`)
  rmSync(FLOOR_DIST, { recursive: true, force: true })
  execSync('npx taro build --type h5', { cwd: FLOOR_APP, stdio: 'ignore', env: { ...process.env, TARO_OUTPUT_ROOT: path.resolve(FLOOR_DIST) } })

  rmSync(BLANK_DIST, { recursive: true, force: true })
  mkdirSync(BLANK_DIST, { recursive: true })
  writeFileSync(path.join(BLANK_DIST, 'index.html'), BLANK_HTML)

  const chromePath = resolveChromium()
  const floorSite = await serveH5({ dist: FLOOR_DIST, port: 0, host: '127.0.0.1' })
  const blankSite = await serveH5({ dist: BLANK_DIST, port: 0, host: '127.0.0.1' })
  const site = await serveH5({ dist: DIST, port: 0, host: '127.0.0.1' })
  // Rounds: run i of every case right after run i of the floor, each in a fresh browser, so that a
  // machine that slows down during the bench slows the floor and the storefront alike.
  const measured = [{ c: FLOOR_CASE, site: floorSite }, { c: BLANK_CASE, site: blankSite }, ...CASES.filter((c) => c.name.includes(ONLY)).map((c) => ({ c, site }))].map((m) => ({
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
    await Promise.all([floorSite.close(), blankSite.close(), site.close()])
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
