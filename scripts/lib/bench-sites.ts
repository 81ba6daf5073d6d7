/**
 * What the browser benchmarks load: the storefront's e2e H5 build, the floor (a Taro + React + NutUI
 * + MobX hello world built in the same run) and a blank page, each served on its own origin; and
 * how a case becomes a returning parent. Shared by `bench:web` and `bench:long-tasks`.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS } from '../chromium-path'
import { serveH5, type ServedSite } from '../serve-h5'

export const DIST = process.env.BENCH_DIST ?? 'dist/h5-e2e'
const FLOOR_APP = 'test/fixtures/bench-floor'
const FLOOR_DIST = '.bench/floor-h5'
/** A page with no script and no style: the least any page costs (Chromium's own work before its first paint). */
const BLANK_DIST = '.bench/blank-page'
const BLANK_HTML = '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>空白页</title></head><body><p>空白页</p></body></html>\n'

/** The mock login page hands back this token, app id and open id (mock/routes/pages.ts). */
export const LOGIN_QUERY = 'token=h5-demo-token&appId=wx0000000000mockh5&openId=o_h5_demo_parent_0001'
export const HOME = '/pages/home/home'

export interface Case {
  name: string
  path: string
  expectPath: string
  /** a returning visitor: storage from an earlier visit is kept (the HTTP cache is not) */
  returning?: boolean
}
export const FLOOR_CASE: Case = { name: 'floor: Taro + React + NutUI + MobX hello world', path: '/pages/index/index', expectPath: '/pages/index/index' }
export const BLANK_CASE: Case = { name: 'blank page: one paragraph, no script', path: '/', expectPath: '/' }
export const RETURNING_HOME: Case = { name: 'home, returning parent (token stored)', path: `${HOME}?debug=1`, expectPath: HOME, returning: true }

export interface BenchSites {
  floor: ServedSite
  blank: ServedSite
  storefront: ServedSite
  close(): Promise<void>
}

/** Builds what is missing (the storefront only when asked or absent), then serves the three sites. */
export async function prepareSites(opts: { rebuild: boolean }): Promise<BenchSites> {
  if (opts.rebuild || !existsSync(path.join(DIST, 'index.html'))) {
    console.log(`building ${DIST} …`)
    execSync('npm run build:h5:e2e', { stdio: 'inherit', env: { ...process.env, TARO_OUTPUT_ROOT: DIST } })
  }
  console.log(`building the floor app (${FLOOR_APP}) …`)
  rmSync(FLOOR_DIST, { recursive: true, force: true })
  execSync('npx taro build --type h5', { cwd: FLOOR_APP, stdio: 'ignore', env: { ...process.env, TARO_OUTPUT_ROOT: path.resolve(FLOOR_DIST) } })
  rmSync(BLANK_DIST, { recursive: true, force: true })
  mkdirSync(BLANK_DIST, { recursive: true })
  writeFileSync(path.join(BLANK_DIST, 'index.html'), BLANK_HTML)
  const floor = await serveH5({ dist: FLOOR_DIST, port: 0, host: '127.0.0.1' })
  const blank = await serveH5({ dist: BLANK_DIST, port: 0, host: '127.0.0.1' })
  const storefront = await serveH5({ dist: DIST, port: 0, host: '127.0.0.1' })
  return { floor, blank, storefront, close: async () => void (await Promise.all([floor.close(), blank.close(), storefront.close()])) }
}

/** Opens the token-exchange address once so the student token is stored, then empties the HTTP cache. */
export async function becomeReturningParent(port: number, origin: string): Promise<void> {
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

/** Runs `work` against a fresh headless Chromium (a fresh profile: nothing stored by one case helps another). */
export async function withChrome<T>(chromePath: string | undefined, work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' })
  try {
    return await work(chrome.port)
  } finally {
    await chrome.kill()
  }
}
