/**
 * Web performance benchmark: Lighthouse (mobile) against the e2e H5 build served with the mock
 * services on loopback. Not part of the test command.
 *   npm run bench:web              reuses dist/h5-e2e when it exists, else builds it
 *   npm run bench:web -- --build   rebuilds dist/h5-e2e first
 * Prints the figures and writes them to .bench/web-<timestamp>.json for comparison.
 */
import { execFile, execSync } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS, resolveChromium } from './chromium-path'
import {
  describe,
  firstScreenTime,
  initialScriptsAndStyles,
  lighthouseFigures,
  networkItems,
  requestsBefore,
  type LhrLike,
  type PageFigures,
} from './lib/bench-figures'
import { serveH5 } from './serve-h5'

const DIST = 'dist/h5-e2e'
/** The mock login page hands back this token, app id and open id (mock/routes/pages.ts). */
const LOGIN_QUERY = 'token=h5-demo-token&appId=wx0000000000mockh5&openId=o_h5_demo_parent_0001'
const PAGES = [
  { name: 'home', path: `/pages/home/home?debug=1&${LOGIN_QUERY}`, expectPath: '/pages/home/home' },
  { name: 'public page', path: '/pages/public/page?debug=1', expectPath: '/pages/public/page' },
]

async function gzipBytes(url: string): Promise<{ raw: number; gzip: number }> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer())
  return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length }
}

/**
 * Lighthouse runs in its own plain Node process: under tsx its functions that are sent into the
 * page get esbuild's name helper and fail there (`__name is not defined`).
 * Its default configuration is the mobile one (Moto G Power screen, simulated slow 4G, 4x CPU).
 */
async function runLighthouse(port: number, url: string): Promise<LhrLike> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-'))
  const out = path.join(dir, 'lhr.json')
  try {
    // asynchronous: the site is served from this very process and must keep answering
    await promisify(execFile)(process.execPath, [
      require.resolve('lighthouse/cli/index.js'), url, `--port=${port}`, '--output=json', `--output-path=${out}`, '--only-categories=performance', '--quiet',
    ])
    return JSON.parse(readFileSync(out, 'utf8')) as LhrLike
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function measure(port: number, origin: string, page: (typeof PAGES)[number]): Promise<PageFigures> {
  const lhr = await runLighthouse(port, `${origin}${page.path}`)
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? ''
  const finalPath = new URL(finalUrl).pathname
  if (finalPath !== page.expectPath) throw new Error(`${page.name}: Lighthouse ended on ${finalUrl}, not ${page.expectPath} (login or entry redirect?)`)
  const items = networkItems(lhr)
  const firstScreenMs = firstScreenTime(lhr)
  const assets = initialScriptsAndStyles(items, origin, firstScreenMs)
  const sizes = await Promise.all(assets.map((a) => gzipBytes(a.url)))
  return {
    page: page.name,
    finalUrl,
    ...lighthouseFigures(lhr),
    initialJsCss: {
      files: assets.length,
      rawBytes: sizes.reduce((n, s) => n + s.raw, 0),
      gzipBytes: sizes.reduce((n, s) => n + s.gzip, 0),
      urls: assets.map((a) => a.url.slice(origin.length)),
    },
    requestsBeforeFirstScreen: requestsBefore(items, firstScreenMs),
    firstScreenMs,
  }
}

async function main() {
  if (process.argv.includes('--build') || !existsSync(path.join(DIST, 'index.html'))) {
    console.log(`building ${DIST} …`)
    execSync('npm run build:h5:e2e', { stdio: 'inherit' })
  }
  const chromePath = resolveChromium()
  const site = await serveH5({ dist: DIST, port: 0, host: '127.0.0.1' })
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' })
  const figures: PageFigures[] = []
  try {
    for (const page of PAGES) {
      await site.app.inject({ method: 'POST', url: '/__mock__/reset' })
      const f = await measure(chrome.port, site.url, page)
      figures.push(f)
      console.log(describe(f))
    }
  } finally {
    await chrome.kill()
    await site.close()
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  mkdirSync('.bench', { recursive: true })
  const file = path.join('.bench', `web-${stamp}.json`)
  const version = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), lighthouse: version, chromium: chromePath ?? 'managed', mode: 'mobile', pages: figures }, null, 2))
  console.log(`figures written to ${file}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
