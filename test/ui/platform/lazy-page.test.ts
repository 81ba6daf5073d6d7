/**
 * H5 pages loaded on demand (spec §2, §9): the page's wait only after 200 ms, the error with
 * 重新加载 after 60 000 ms, and 重新加载 loads the page again. The loaders are wrapped the way the
 * app's entry wraps Taro's config.routes; the panels are the real ones, in jsdom.
 */
import Taro from '@tarojs/taro'
import { guardPageLoaders, LAZY_PAGE_DELAY_MS, LAZY_PAGE_TIMEOUT_MS, PAGE_SETTINGS_EXPORT } from '@/platform/lazy-page.h5'
import { PAGE_LOAD_ERROR_ID, PAGE_LOADING_ID } from '@/platform/page-load-panel.h5'
import { installErrorReporter } from '@/services/error-report/report-error'

const PAGE = { default: 'the page component' }
const CONTEXT = { pathname: '/pages/wallet/wallet' }
const PARAMS = { id: '1' }

type Load = (context: unknown, params: unknown) => [Promise<unknown>, unknown, unknown]

const arrivesAfter = (ms: number) => new Promise((resolve) => setTimeout(() => resolve(PAGE), ms))
const never = () => new Promise<never>(() => {})

/** A route as Taro's H5 loader writes it, its loader answering the code of each call in turn. */
function route(...codes: Array<() => Promise<unknown>>) {
  let call = 0
  const code = jest.fn(() => codes[Math.min(call++, codes.length - 1)]())
  const r: { path: string; load: Load } = { path: 'pages/wallet/wallet', load: (context, params) => [code(), context, params] }
  return { r, code }
}

/** Opens the page as the router does: the router's change event, then the loader, then it waits for the code. */
function open(r: { load: Load }) {
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/wallet/wallet' } })
  const [code, context, params] = r.load(CONTEXT, PARAMS)
  let page: unknown
  void code.then((p) => (page = p))
  return { context, params, page: () => page }
}

const loading = () => document.getElementById(PAGE_LOADING_ID)
const error = () => document.getElementById(PAGE_LOAD_ERROR_ID)
const retryButton = () => Array.from(error()?.querySelectorAll('button') ?? []).find((b) => b.textContent === '重新加载')

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  Taro.eventCenter.off('__taroRouterChange')
  jest.useRealTimers()
  document.body.innerHTML = ''
})

describe('H5 lazy pages', () => {
  it('names the spec numbers', () => {
    expect(LAZY_PAGE_DELAY_MS).toBe(200)
    expect(LAZY_PAGE_TIMEOUT_MS).toBe(60_000)
  })

  it('passes the page, the context and the params on to the router', async () => {
    const { r } = route(() => Promise.resolve(PAGE))
    guardPageLoaders([r])
    const opened = open(r)
    await jest.advanceTimersByTimeAsync(0)
    expect(opened.page()).toBe(PAGE)
    expect(opened.context).toBe(CONTEXT)
    expect(opened.params).toBe(PARAMS)
  })

  it('puts the settings the page’s code exports onto its route before the router has the page', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(PAGE_SETTINGS_EXPORT).toBe((require('../../../config/webpack/page-settings.js') as { SETTINGS_EXPORT: string }).SETTINGS_EXPORT)
    const withSettings = { default: 'the page component', [PAGE_SETTINGS_EXPORT]: { navigationBarTitleText: '我的钱包', enablePullDownRefresh: true } }
    const { r } = route(() => Promise.resolve(withSettings))
    guardPageLoaders([r])
    const load = r.load
    const [code] = load(CONTEXT, PARAMS)
    expect(r).not.toHaveProperty('navigationBarTitleText')
    // what the router reads once the code is there (Taro's handler.pageConfig is the route itself)
    const seen = await code.then(() => ({ ...r }))
    expect(seen).toMatchObject({ path: 'pages/wallet/wallet', navigationBarTitleText: '我的钱包', enablePullDownRefresh: true })
    expect(r.load).toBe(load)
  })

  it('a page whose code arrives in 100 ms never shows its wait', async () => {
    const { r } = route(() => arrivesAfter(100))
    guardPageLoaders([r])
    const opened = open(r)
    await jest.advanceTimersByTimeAsync(99)
    expect(loading()).toBeNull()
    await jest.advanceTimersByTimeAsync(1)
    expect(opened.page()).toBe(PAGE)
    await jest.advanceTimersByTimeAsync(LAZY_PAGE_TIMEOUT_MS)
    expect(loading()).toBeNull()
    expect(error()).toBeNull()
  })

  it('a page whose code takes 500 ms shows its wait from 200 ms until it arrives', async () => {
    const { r } = route(() => arrivesAfter(500))
    guardPageLoaders([r])
    const opened = open(r)
    await jest.advanceTimersByTimeAsync(199)
    expect(loading()).toBeNull()
    await jest.advanceTimersByTimeAsync(1)
    expect(loading()).not.toBeNull()
    expect(loading()?.textContent).toContain('加载中…')
    expect(opened.page()).toBeUndefined()
    await jest.advanceTimersByTimeAsync(300)
    expect(opened.page()).toBe(PAGE)
    expect(loading()).toBeNull()
    expect(error()).toBeNull()
  })

  it('a page whose code never arrives shows the error with 重新加载 after 60 000 ms; 重新加载 loads it again', async () => {
    const { r, code } = route(never, () => arrivesAfter(300))
    guardPageLoaders([r])
    const opened = open(r)
    await jest.advanceTimersByTimeAsync(LAZY_PAGE_TIMEOUT_MS - 1)
    expect(error()).toBeNull()
    expect(loading()).not.toBeNull()
    await jest.advanceTimersByTimeAsync(1)
    expect(loading()).toBeNull()
    expect(error()?.textContent).toContain('页面加载失败')
    expect(retryButton()).toBeDefined()
    expect(code).toHaveBeenCalledTimes(1)

    retryButton()!.click()
    expect(code).toHaveBeenCalledTimes(2)
    expect(error()).toBeNull()
    expect(loading()).not.toBeNull()
    await jest.advanceTimersByTimeAsync(300)
    expect(opened.page()).toBe(PAGE)
    expect(loading()).toBeNull()
    expect(error()).toBeNull()
  })

  it('code that fails to load (ChunkLoadError) shows the error at once and is reported once, and 重新加载 loads it again', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 45 failed.'), { name: 'ChunkLoadError' })
    const { r, code } = route(() => Promise.reject(chunkError), () => Promise.resolve(PAGE))
    const reported: unknown[][] = []
    installErrorReporter({ report: (...args) => void reported.push(args), send: () => undefined, leaving: () => undefined })
    guardPageLoaders([r])
    const opened = open(r)
    await jest.advanceTimersByTimeAsync(0)
    expect(reported).toEqual([['chunk', chunkError]])
    installErrorReporter(null)
    expect(retryButton()).toBeDefined()
    retryButton()!.click()
    await jest.advanceTimersByTimeAsync(0)
    expect(code).toHaveBeenCalledTimes(2)
    expect(opened.page()).toBe(PAGE)
    expect(error()).toBeNull()
  })

  it('the error shown again when the retry also fails, and a late first load still brings the page', async () => {
    let arrive: (page: unknown) => void = () => {}
    const late = new Promise((resolve) => (arrive = resolve))
    const { r, code } = route(() => late, never)
    guardPageLoaders([r])
    const opened = open(r)
    await jest.advanceTimersByTimeAsync(LAZY_PAGE_TIMEOUT_MS)
    retryButton()!.click()
    await jest.advanceTimersByTimeAsync(LAZY_PAGE_TIMEOUT_MS)
    expect(code).toHaveBeenCalledTimes(2)
    expect(retryButton()).toBeDefined()
    arrive(PAGE)
    await jest.advanceTimersByTimeAsync(0)
    expect(opened.page()).toBe(PAGE)
    expect(error()).toBeNull()
  })

  it('going elsewhere before the page arrived takes its wait away and its timers show nothing more', async () => {
    const { r } = route(never)
    guardPageLoaders([r])
    open(r)
    await jest.advanceTimersByTimeAsync(LAZY_PAGE_DELAY_MS)
    expect(loading()).not.toBeNull()
    // back to a page the router keeps: its change event, no loader
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/home/home' } })
    expect(loading()).toBeNull()
    await jest.advanceTimersByTimeAsync(LAZY_PAGE_TIMEOUT_MS)
    expect(loading()).toBeNull()
    expect(error()).toBeNull()
  })
})
