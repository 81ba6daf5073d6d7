/**
 * A page chunk that has not arrived after 120 s fails as a ChunkLoadError, 'Loading chunk … failed'
 * (spec §8, §9), and the storefront answers it with 重新加载 instead of a white screen.
 *
 * The chunk timeout is read from the H5 build's own webpack chain (config/index.ts); a two-module
 * app is built with it by webpack and run in a browser window (jsdom) whose clock the test moves,
 * with a page chunk that never arrives.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { dotenvParse } from '@tarojs/helper'
import webpack from 'webpack'
import Chain from 'webpack-chain'
import projectConfig from '../../../config/index'
import { isChunkLoadError } from '@/utils/chunk-load-error'

type ConfigFn = (merge: (target: object, base: object) => object, env: { command: string; mode: string }) => Promise<{ h5: { webpackChain: (chain: Chain, wp: typeof webpack, presets: object) => void } }>

/** Stands in for Taro's own plugin of the H5 entry, which the project's chain adds its page-loader code to. */
class TaroMainPlugin {
  constructor(readonly options: object) {}
  apply(): void {}
}

/** output.chunkLoadTimeout of the production H5 build. */
async function h5ChunkLoadTimeout(): Promise<unknown> {
  // the mode's TARO_APP_* variables in process.env, as Taro's CLI puts them before it reads the config
  dotenvParse(path.resolve(__dirname, '../../..'), 'TARO_APP_', 'production')
  const config = await (projectConfig as unknown as ConfigFn)((_target, base) => base, { command: 'build', mode: 'production' })
  const chain = new Chain()
  chain.plugin('mainPlugin').use(TaroMainPlugin, [{}])
  config.h5.webpackChain(chain, webpack, {})
  return chain.output.get('chunkLoadTimeout')
}

/** Builds an entry that opens a page chunk; the runtime's chunk timeout is `chunkLoadTimeout`. */
async function buildApp(dir: string, chunkLoadTimeout: number | undefined): Promise<string> {
  writeFileSync(path.join(dir, 'page.js'), 'export default "the page"\n')
  writeFileSync(
    path.join(dir, 'entry.js'),
    'window.pageLoad = import(/* webpackChunkName: "page" */ "./page.js").then((m) => { window.page = m.default }, (e) => { window.pageError = e })\n',
  )
  const compiler = webpack({
    mode: 'production',
    devtool: false,
    target: 'web',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), publicPath: '/', filename: 'app.js', chunkFilename: 'js/[name].js', chunkLoadTimeout },
    optimization: { minimize: false },
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || stats?.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only')))
      else compiler.close(() => resolve())
    }),
  )
  return readFileSync(path.join(dir, 'out', 'app.js'), 'utf8')
}

/** A browser window whose timers run on a clock the test moves; no script it adds ever loads. */
function browserWindow() {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://shop.test/pages/home/home', runScripts: 'outside-only' })
  const win = dom.window as unknown as Window & Record<string, unknown>
  let now = 0
  let nextId = 1
  const timers = new Map<number, { at: number; fn: () => void }>()
  win.setTimeout = ((fn: () => void, ms = 0) => {
    timers.set(nextId, { at: now + ms, fn })
    return nextId++
  }) as typeof win.setTimeout
  win.clearTimeout = ((id: number) => void timers.delete(id)) as typeof win.clearTimeout
  const advanceTo = async (ms: number) => {
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= ms).sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      timers.delete(due[0])
      now = due[1].at
      due[1].fn()
    }
    now = ms
    await new Promise((r) => setImmediate(r))
  }
  return { dom, win, advanceTo }
}

let dir = ''
beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'chunk-timeout-'))))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('the H5 build gives a page chunk 120 s, then fails it as ChunkLoadError: Loading chunk … failed, and 重新加载 shows', async () => {
  // as the H5 build sets it (left out, webpack's default applies)
  const app = await buildApp(dir, (await h5ChunkLoadTimeout()) as number | undefined)
  const { dom, win, advanceTo } = browserWindow()
  dom.window.eval(app)

  // the page's code was asked for, and does not arrive
  expect([...dom.window.document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(['/js/page.js'])
  await advanceTo(119_999)
  expect(win.pageError).toBeUndefined()
  expect(win.page).toBeUndefined()

  await advanceTo(120_000)
  const error = win.pageError as { name?: string; message?: string; type?: string } | undefined
  expect(error?.name).toBe('ChunkLoadError')
  expect(error?.message).toMatch(/^Loading chunk \S+ failed\.\n\(timeout: https:\/\/shop\.test\/js\/page\.js\)$/)
  expect(error?.type).toBe('timeout')
  expect(isChunkLoadError(error)).toBe(true)

  // the storefront's recovery, installed in that window, turns the failure into the 重新加载 panel and a report
  const g = globalThis as Record<string, unknown>
  const saved = { window: g.window, document: g.document, navigator: g.navigator }
  g.window = dom.window
  g.document = dom.window.document
  // the panel says whether the browser is online (navigator.onLine): Node has no navigator of its own
  Object.defineProperty(g, 'navigator', { value: dom.window.navigator, configurable: true, writable: true })
  try {
    const { installChunkErrorRecovery } = await import('@/platform/chunk-error.h5')
    const reported: unknown[] = []
    installChunkErrorRecovery((e) => reported.push(e))
    const event = new dom.window.Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown }
    event.reason = error
    dom.window.dispatchEvent(event)
    const panel = dom.window.document.querySelector('[role="alert"]')
    expect(panel?.textContent).toContain('页面加载失败')
    expect(panel?.querySelector('button')?.textContent).toBe('重新加载')
    expect(event.defaultPrevented).toBe(true)
    // and the error reporter hears of it once
    expect(reported).toEqual([error])
  } finally {
    g.window = saved.window
    g.document = saved.document
    Object.defineProperty(g, 'navigator', { value: saved.navigator, configurable: true, writable: true })
    dom.window.close()
  }
}, 60_000)
