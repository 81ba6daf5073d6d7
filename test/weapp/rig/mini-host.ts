/**
 * A headless mini-program client: runs a production `dist/weapp` build the way WeChat does (one JS
 * context with `wx`, `App`, `Page`, `Component`, `getApp`, `getCurrentPages` and the mini-program
 * `require`), keeps the page stack, applies and records every `setData`, and draws each page's data
 * with WeChat's own template engine. Requests go to the project's mock services.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { AuditRecorder } from './audit/audit-recorder'
import { auditedTransport } from './audit/audited-transport'
import { applySetData, clone } from './key-path'
import { createMiniRequire, type MiniRequire } from './mini-require'
import type { TemplateEngine, WxNode } from './template-engine'
import { createWx, type WxLog, type WxSteering } from './wx-api'
import type { Transport } from './mock-transport'

export interface SetDataRecord {
  route: string
  keys: string[]
  /** the payload as the client sends it across threads (JSON), in bytes */
  bytes: number
  /** that JSON itself */
  json: string
  /** when it was called (performance.now(), ms) */
  at: number
  /** which page instance called it (a serial of the host's: two pages of one route are two) */
  page?: number
}

interface AppJson {
  pages: string[]
  subPackages?: Array<{ root: string; pages: string[] }>
  tabBar?: { list: Array<{ pagePath: string }> }
}

type Config = Record<string, unknown> & { data?: Record<string, unknown> }

export interface PageInstance extends Record<string, unknown> {
  route: string
  options: Record<string, string>
  data: Record<string, unknown>
  setData(payload: Record<string, unknown>, cb?: () => void): void
}

export interface MiniHostOptions {
  root: string
  transport: Transport
  templates: TemplateEngine
  /** stored before the app runs, as a returning parent's phone has it */
  storage?: Record<string, unknown>
  /** what WeChat Pay's server does when a payment succeeds */
  notifyPaid?: (params: Record<string, unknown>) => Promise<void>
}

const MAX_STACK = 10

export class MiniHost {
  readonly log: WxLog = { toasts: [], toastCalls: [], loadings: [], modals: [], requests: [], logins: 0, payments: [], clipboard: [], missing: [], realtime: [] }
  readonly steer: WxSteering = { payment: 'ok', modalConfirms: true, locationAllowed: true, requestTimeoutMs: 60_000, payNotifyDelayMs: 0 }
  /** exceptions thrown by the build and everything it logged with console.error */
  readonly errors: string[] = []
  readonly warnings: string[] = []
  readonly setDataLog: SetDataRecord[] = []
  readonly stack: PageInstance[] = []
  /** what WeChat's experience audit reads while the app runs (test/weapp/rig/audit) */
  readonly audit = new AuditRecorder()
  readonly app: AppJson
  readonly routes: string[]
  readonly tabRoutes: string[]
  private readonly registry = new Map<string, Config>()
  private readonly tabs = new Map<string, PageInstance>()
  private pagesMade = 0
  private readonly context: vm.Context
  private readonly require: MiniRequire
  private readonly wx: Record<string, unknown>
  private readonly keyboardListeners = new Set<(res: { height: number }) => void>()
  private appInstance: Config | null = null
  private loading = ''
  private launchOptions: Record<string, unknown> = {}
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  private readonly onRejection = (reason: unknown) => this.rejected(reason)
  private lastActivity = Date.now()
  /** how far the phone's clock has moved on (advanceClock) */
  private clockShiftMs = 0
  /** performance.now() of the last setData, request or handler call: when the page last did anything */
  lastActivityAt = performance.now()

  constructor(private readonly options: MiniHostOptions) {
    this.app = JSON.parse(readFileSync(path.join(options.root, 'app.json'), 'utf8')) as AppJson
    this.routes = [...this.app.pages, ...(this.app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
    this.tabRoutes = (this.app.tabBar?.list ?? []).map((t) => t.pagePath)
    const wx = createWx(
      {
        transport: auditedTransport(options.transport, this.audit, () => this.currentRoute()),
        navigator: {
          navigateTo: (url) => this.navigateTo(url),
          redirectTo: (url) => this.redirectTo(url),
          switchTab: (url) => this.switchTab(url),
          reLaunch: (url) => this.reLaunch(url),
          navigateBack: (delta) => this.navigateBack(delta),
        },
        onError: (e) => this.fail(e),
        launchOptions: () => this.launchOptions,
        notifyPaid: options.notifyPaid ?? (async () => undefined),
        keyboardListeners: this.keyboardListeners,
        callbackRan: (name, ms) => this.audit.ran(this.currentRoute(), name, ms),
      },
      this.steer,
      this.log,
    )
    // every wx API the build calls is recorded (Taro reads them all at start, so a read says nothing)
    const recorded = new Map<string, unknown>()
    this.wx = new Proxy(wx, {
      get: (target, key) => {
        const value = Reflect.get(target, key) as unknown
        if (typeof key !== 'string' || typeof value !== 'function' || key in Object.prototype) return value
        let call = recorded.get(key)
        if (!call) {
          const audit = this.audit
          call = function (this: unknown, ...args: unknown[]) {
            audit.apiCalled(key)
            return (value as (...a: unknown[]) => unknown).apply(this, args)
          }
          recorded.set(key, call)
        }
        return call
      },
    })
    const setData = this.wx.setStorageSync as (k: string, v: unknown) => void
    for (const [k, v] of Object.entries(options.storage ?? {})) setData(k, v)
    this.context = vm.createContext(this.globals())
    ;(vm.runInContext(SHIFTED_DATE, this.context) as (shift: () => number) => void)(() => this.clockShiftMs)
    this.require = createMiniRequire(options.root, this.context)
    process.on('unhandledRejection', this.onRejection)
  }

  /** Starts the app on `route` (as a tap on the mini-program card does) and opens that page. */
  async launch(route = this.routes[0], query: Record<string, string> = {}): Promise<PageInstance> {
    this.launchOptions = { path: route, query, scene: 1001, referrerInfo: {} }
    this.loading = 'app'
    this.require('app')
    const app = this.appInstance
    if (!app) throw new Error('app.js did not call App()')
    this.call(app, 'onLaunch', this.launchOptions)
    this.call(app, 'onShow', this.launchOptions)
    return this.tabRoutes.includes(route) ? this.openTab(route, query) : this.push(route, query)
  }

  get page(): PageInstance {
    const top = this.stack.at(-1)
    if (!top) throw new Error('no page is open')
    return top
  }

  /** The node tree WeChat's template engine draws for a page's current data. */
  render(page: PageInstance = this.page): { tree: WxNode; warnings: string[] } {
    return this.options.templates.render(page.route, page.data)
  }

  /** Calls a handler of the page config (an event handler, a lifecycle) as the client does. */
  call(target: Record<string, unknown>, name: string, ...args: unknown[]): unknown {
    const fn = target[name]
    if (typeof fn !== 'function') return undefined
    this.touch()
    const start = performance.now()
    try {
      return (fn as (...a: unknown[]) => unknown).apply(target, args)
    } catch (e) {
      this.fail(e)
      return undefined
    } finally {
      this.audit.ran(this.currentRoute(), name, performance.now() - start)
    }
  }

  /** The route of the page on top, '' before the first page. */
  currentRoute(): string {
    return this.stack.at(-1)?.route ?? ''
  }

  /** What the mini-program has stored (wx storage), as the phone keeps it when the app is closed. */
  storedData(): Record<string, unknown> {
    const info = (this.wx.getStorageInfoSync as () => { keys: string[] })()
    const read = this.wx.getStorageSync as (key: string) => unknown
    return Object.fromEntries(info.keys.map((k) => [k, read(k)]))
  }

  /** Ms since the last setData, request or handler call: quiet means the page has settled. */
  quietFor(): number {
    return Date.now() - this.lastActivity
  }

  /** How many listen to the keyboard's height now (a page that left must stop listening). */
  get keyboardListening(): number {
    return this.keyboardListeners.size
  }

  /** The phone's keyboard comes up to this height (0: it goes down), as WeChat reports it. */
  keyboard(height: number): void {
    this.touch()
    for (const listen of [...this.keyboardListeners]) {
      try {
        listen({ height })
      } catch (e) {
        this.fail(e)
      }
    }
  }

  touch(): void {
    this.lastActivity = Date.now()
    this.lastActivityAt = performance.now()
  }

  close(): void {
    process.off('unhandledRejection', this.onRejection)
    for (const t of this.timers) {
      clearTimeout(t)
      clearInterval(t)
    }
    this.timers.clear()
    for (const page of [...this.stack].reverse()) this.call(page, 'onUnload')
    this.stack.length = 0
  }

  /**
   * An uncaught exception of the build: recorded, and told to the app's onError as WeChat does
   * (the message, then the stack, as one text).
   */
  fail(e: unknown): void {
    this.errors.push(describe(e))
    this.audit.exception(this.currentRoute(), describe(e))
    this.tellApp('onError', errorText(e))
  }

  /** An unhandled rejection: recorded, and told to the app's onUnhandledRejection as WeChat does. */
  private rejected(reason: unknown): void {
    this.errors.push(describe(reason))
    this.audit.exception(this.currentRoute(), describe(reason))
    this.tellApp('onUnhandledRejection', { reason, promise: Promise.reject(reason).catch(() => undefined) })
  }

  private tellingApp = false

  /** Calls an app handler; what it throws is recorded, never told to the app again. */
  private tellApp(name: string, arg: unknown): void {
    const app = this.appInstance
    if (!app || this.tellingApp || typeof app[name] !== 'function') return
    this.tellingApp = true
    try {
      ;(app[name] as (a: unknown) => void).call(app, arg)
    } catch (e) {
      this.errors.push(describe(e))
    } finally {
      this.tellingApp = false
    }
  }

  /** The parent leaves the mini-program (home button, another app): the page's and the app's onHide. */
  hide(): void {
    const top = this.stack.at(-1)
    if (top) this.call(top, 'onHide')
    if (this.appInstance) this.call(this.appInstance, 'onHide')
  }

  /** And comes back: the app's and the page's onShow. */
  show(): void {
    if (this.appInstance) this.call(this.appInstance, 'onShow', this.launchOptions)
    const top = this.stack.at(-1)
    if (top) this.call(top, 'onShow')
  }

  /**
   * The phone's clock moves on by `ms` (the phone left in a pocket for a day): the app's `Date`
   * reads the later time from now on. Timers are not hurried; only what the app reads of the time.
   */
  advanceClock(ms: number): void {
    this.clockShiftMs += ms
  }

  // ---------------------------------------------------------------- navigation

  private parse(url: string): { route: string; query: Record<string, string> } {
    const [p, q = ''] = url.split('?')
    const current = this.stack.at(-1)?.route ?? ''
    const route = p.startsWith('/') ? p.slice(1) : path.posix.join(path.posix.dirname(current), p)
    const query: Record<string, string> = {}
    for (const pair of q.split('&').filter(Boolean)) {
      const [k, v = ''] = pair.split('=')
      query[k] = v
    }
    return { route, query }
  }

  private check(route: string, tab: boolean): void {
    if (!this.routes.includes(route)) throw new Error(`page "${route}" is not found`)
    if (tab !== this.tabRoutes.includes(route)) throw new Error(tab ? `can not switchTab to a non-tabbar page "${route}"` : `can not navigateTo a tabbar page "${route}"`)
  }

  async navigateTo(url: string): Promise<void> {
    const { route, query } = this.parse(url)
    this.check(route, false)
    if (this.stack.length >= MAX_STACK) throw new Error('webview count limit exceed')
    const top = this.stack.at(-1)
    if (top) this.call(top, 'onHide')
    await this.push(route, query)
  }

  async redirectTo(url: string): Promise<void> {
    const { route, query } = this.parse(url)
    this.check(route, false)
    this.unload(this.stack.pop())
    await this.push(route, query)
  }

  async switchTab(url: string): Promise<void> {
    const { route } = this.parse(url)
    this.check(route, true)
    while (this.stack.length && !this.tabRoutes.includes(this.page.route)) this.unload(this.stack.pop())
    const top = this.stack.pop()
    if (top && top.route !== route) this.call(top, 'onHide')
    await this.openTab(route, {})
  }

  async reLaunch(url: string): Promise<void> {
    const { route, query } = this.parse(url)
    if (!this.routes.includes(route)) throw new Error(`page "${route}" is not found`)
    while (this.stack.length) this.unload(this.stack.pop())
    for (const tab of this.tabs.values()) this.call(tab, 'onUnload')
    this.tabs.clear()
    if (this.tabRoutes.includes(route)) await this.openTab(route, query)
    else await this.push(route, query)
  }

  async navigateBack(delta: number): Promise<void> {
    if (this.stack.length <= 1) throw new Error('cannot navigate back at first page.')
    for (let i = 0; i < delta && this.stack.length > 1; i++) this.unload(this.stack.pop())
    this.call(this.page, 'onShow')
  }

  private unload(page: PageInstance | undefined): void {
    if (!page || this.tabRoutes.includes(page.route)) return
    this.call(page, 'onUnload')
    this.audit.unloaded(page.route)
  }

  private async openTab(route: string, query: Record<string, string>): Promise<PageInstance> {
    const kept = this.tabs.get(route)
    if (kept) {
      this.stack.push(kept)
      this.call(kept, 'onShow')
      return kept
    }
    const page = await this.push(route, query)
    this.tabs.set(route, page)
    return page
  }

  private async push(route: string, query: Record<string, string>): Promise<PageInstance> {
    if (!this.registry.has(route)) {
      this.loading = route
      this.require(route)
      if (!this.registry.has(route)) throw new Error(`${route}.js did not call Page()`)
    }
    const page = this.instantiate(route, query, this.registry.get(route) as Config)
    this.stack.push(page)
    this.call(page, 'onLoad', { ...query })
    this.call(page, 'onShow')
    this.call(page, 'onReady')
    return page
  }

  private instantiate(route: string, query: Record<string, string>, config: Config): PageInstance {
    const page = {} as PageInstance
    const serial = ++this.pagesMade
    for (const [key, value] of Object.entries(config)) {
      if (key !== 'data') page[key] = value
    }
    Object.assign(page, {
      route,
      __route__: route,
      options: query,
      is: route,
      data: clone(config.data ?? {}),
      setData: (payload: Record<string, unknown>, cb?: () => void) => {
        const json = JSON.stringify(payload)
        this.setDataLog.push({ route, keys: Object.keys(payload), bytes: Buffer.byteLength(json), json, at: performance.now(), page: serial })
        this.touch()
        applySetData(page.data, JSON.parse(json) as Record<string, unknown>)
        if (cb) this.afterRender(() => cb.call(page))
      },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => (this.wx.createSelectorQuery as () => unknown)(),
      createIntersectionObserver: () => (this.wx.createIntersectionObserver as () => unknown)(),
      getOpenerEventChannel: () => ({ emit() {}, on() {}, once() {}, off() {} }),
      getTabBar: () => null,
      getPageId: () => `page-${route}`,
    })
    return page
  }

  // ---------------------------------------------------------------- the JS context

  /** A callback of the build, run as the client runs it: what it throws is reported, not thrown here; its time is recorded. */
  private guarded(fn: () => void, name = 'timer'): () => void {
    return () => {
      const start = performance.now()
      try {
        fn()
      } catch (e) {
        this.fail(e)
      } finally {
        this.audit.ran(this.currentRoute(), name, performance.now() - start)
      }
    }
  }

  /**
   * setData's callback: WeChat calls it once the view has drawn the data ("setData 引起的界面更新渲染完毕后的
   * 回调函数", developers.weixin.qq.com/miniprogram/dev/reference/api/Page.html, Page.prototype.setData).
   * The framework calls it; it is no timer of the page's, so the audit's timer rule does not count it.
   * Its run is timed like any callback.
   */
  private afterRender(fn: () => void): void {
    const run = this.guarded(fn, 'setData callback')
    const t = setTimeout(() => {
      this.timers.delete(t)
      run()
    }, 0)
    this.timers.add(t)
  }

  private later(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
    const run = this.guarded(fn)
    const t = setTimeout(() => {
      this.timers.delete(t)
      this.audit.timerFired(t, this.currentRoute())
      run()
      // the build's code ran: React renders in slices on timers, and the page is not quiet meanwhile
      this.touch()
    }, ms)
    this.timers.add(t)
    this.audit.timerSet(t, this.currentRoute(), ms, false, ms === 0 ? frameworkTimerSetter() : undefined)
    return t
  }

  private globals(): Record<string, unknown> {
    const record = (into: string[]) => (...args: unknown[]) => into.push(args.map(describe).join(' '))
    return {
      console: { log: () => undefined, info: () => undefined, debug: () => undefined, warn: record(this.warnings), error: record(this.errors) },
      wx: this.wx,
      setTimeout: (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => this.later(() => fn(...args), ms ?? 0),
      clearTimeout: (t: ReturnType<typeof setTimeout>) => {
        clearTimeout(t)
        this.timers.delete(t)
        this.audit.timerCleared(t)
      },
      setInterval: (fn: () => void, ms?: number) => {
        const run = this.guarded(fn, 'interval')
        const t: ReturnType<typeof setInterval> = setInterval(() => {
          this.audit.timerFired(t, this.currentRoute())
          run()
        }, ms)
        this.timers.add(t)
        this.audit.timerSet(t, this.currentRoute(), ms ?? 0, true)
        return t
      },
      clearInterval: (t: ReturnType<typeof setInterval>) => {
        clearInterval(t)
        this.timers.delete(t)
        this.audit.timerCleared(t)
      },
      App: (config: Config) => {
        this.appInstance = config
      },
      Page: (config: Config) => {
        this.registry.set(this.loading, config)
      },
      Component: (config: Config) => {
        this.registry.set(`component:${this.loading}`, config)
      },
      Behavior: (config: Config) => config,
      getApp: () => this.appInstance,
      getCurrentPages: () => [...this.stack],
      requirePlugin: () => ({}),
      __wxConfig: { envVersion: 'release', platform: 'ios', pages: this.routes, tabBar: this.app.tabBar },
    }
  }
}

/**
 * The app's `Date`, read through the shift of `advanceClock`: `Date.now()` and `new Date()` give the
 * phone's (moved) time; a date built from a value is that date. Installed before the build runs.
 */
const SHIFTED_DATE = `(function (shift) {
  const Real = Date
  function ShiftedDate(...args) {
    if (!new.target) return new Real(Real.now() + shift()).toString()
    return args.length ? new Real(...args) : new Real(Real.now() + shift())
  }
  ShiftedDate.prototype = Real.prototype
  ShiftedDate.now = () => Real.now() + shift()
  ShiftedDate.UTC = Real.UTC
  ShiftedDate.parse = Real.parse
  globalThis.Date = ShiftedDate
})`

/** What WeChat hands App.onError: the message and the stack in one text. */
function errorText(value: unknown): string {
  if (Object.prototype.toString.call(value) === '[object Error]') {
    const e = value as Error
    return `${e.message}\n${e.stack ?? ''}`
  }
  return describe(value)
}

/** Errors made inside the build's context are not `instanceof Error` here: recognise them by their tag. */
function describe(value: unknown): string {
  if (Object.prototype.toString.call(value) === '[object Error]') {
    const e = value as Error
    return `${e.name}: ${e.message}\n${e.stack ?? ''}`
  }
  return typeof value === 'object' && value !== null ? safeJson(value) : String(value)
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

/**
 * Who set a 0 ms timer, when it is the framework's own: Taro's root element sends a page's changes to
 * its view in `scheduleTask` (`setTimeout(fn)`, @tarojs/runtime dom/root). The caller is read from
 * the stack (a few frames: this function, `later`, the app's setTimeout, its caller); the property
 * name survives the minifier.
 */
function frameworkTimerSetter(): string | undefined {
  const limit = Error.stackTraceLimit
  const prepare = Error.prepareStackTrace
  Error.stackTraceLimit = 6
  // the call sites as V8 keeps them: no text of the stack is made, and no source map is read for it
  Error.prepareStackTrace = (_error, sites) => sites
  const sites = (new Error().stack ?? []) as unknown as NodeJS.CallSite[]
  Error.prepareStackTrace = prepare
  Error.stackTraceLimit = limit
  return sites.some((site) => site.getMethodName() === 'scheduleTask' || site.getFunctionName() === 'scheduleTask') ? "Taro's view update" : undefined
}
