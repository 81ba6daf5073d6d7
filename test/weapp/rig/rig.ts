/**
 * The mini-program under test: a production `dist/weapp` build running in the headless client
 * (`MiniHost`) against the project's mock services, with what a test does to a page: read its
 * texts, tap a node found by its text, type, pull down, scroll to the end, and wait.
 */
import path from 'node:path'
import { buildMockApp } from '../../../mock/app'
import type { DataGrowth } from '../../../mock/data-growth'
import { DEMO_OPENID } from '../../../mock/state'
import { auditedTransport } from './audit/audited-transport'
import type { RuleId } from './audit/audit-rule-table'
import { journeyAudit, type JourneyAudit } from './audit/journey-audit'
import { MiniHost, type PageInstance } from './mini-host'
import type { MockServices, ServicesWorker } from './mock-services'
import { mockTransport, type Transport } from './mock-transport'
import { findAll, findByText, handlersFor, imageSources, textOf, type Child } from './node-tree'
import { loadTemplateEngine, type TemplateEngine, type WxNode } from './template-engine'

/** The most one setData may carry (WeChat's own limit is 256 KB; the storefront keeps to a quarter). */
export const SET_DATA_LIMIT = 64 * 1024

export interface Mark {
  errors: number
  requests: number
  missing: number
  setData: number
}

export const WEAPP_BUILD = path.resolve(process.env.WEAPP_DIST ?? 'dist/weapp')

/** Who opens the mini-program: a parent whose phone is bound (logs in at launch) or one who is not yet. */
export type Visitor = 'bound-parent' | 'unbound'

export interface RigOptions {
  visitor?: Visitor
  /** another build folder (the proof-of-failure tests use planted copies) */
  root?: string
  /** WeChat's own request timeout, shortened so a request that never answers ends in a test's time */
  requestTimeoutMs?: number
  /** the mock's long lists × 10 or × 100 (see mock/data-growth.ts); 1 by default */
  growth?: DataGrowth
  /**
   * Audit rules this journey breaks on purpose (a planted exception, a failing service): their
   * offences are recorded but do not fail the journey at close.
   */
  plants?: RuleId[]
  /**
   * false for an app that is not the storefront (the bench's floor app): its journeys are timed, and
   * the audit is still recorded on `rig.audit`, but an offence does not fail them at close
   */
  judged?: boolean
  /**
   * The services in a worker thread of their own (the bench: their work is then not the phone's),
   * instead of in this thread
   */
  services?: ServicesWorker
}

const engines = new Map<string, TemplateEngine>()
/** wcc compiles a build's WXML once per test file */
function templatesOf(root: string): TemplateEngine {
  let engine = engines.get(root)
  if (!engine) engines.set(root, (engine = loadTemplateEngine(root)))
  return engine
}

export class Rig {
  private readonly picturesSeen = new Set<string>()
  /** the journey's audit, once closed */
  audit: JourneyAudit | null = null

  private constructor(
    readonly host: MiniHost,
    readonly mock: MockServices,
    private readonly pictures: Transport,
    private readonly root: string,
    private readonly options: RigOptions,
    private readonly plants: RuleId[],
    private readonly judged: boolean,
  ) {}

  static async start(options: RigOptions = {}): Promise<Rig> {
    const mock = options.services ? await options.services.start({ growth: options.growth }) : await buildMockApp({ growth: options.growth })
    if ((options.visitor ?? 'bound-parent') === 'bound-parent') await bindDemoParent(mock)
    return Rig.over(mock, options, {})
  }

  /** A client of the build over `mock`'s services, its wx storage holding `storage`. */
  private static over(mock: MockServices, options: RigOptions, storage: Record<string, unknown>): Rig {
    const root = options.root ?? WEAPP_BUILD
    const host = new MiniHost({
      root,
      transport: mockTransport(mock),
      templates: templatesOf(root),
      storage,
      notifyPaid: async (params) => {
        const r = await mock.inject({ method: 'POST', url: '/__mock__/wxpay/notify', payload: { package: params.package, result: 'ok' } })
        if (r.statusCode !== 200) throw new Error(`payment notification refused: ${r.body}`)
      },
    })
    if (options.requestTimeoutMs) host.steer.requestTimeoutMs = options.requestTimeoutMs
    const pictures = auditedTransport(mockTransport(mock), host.audit, () => host.currentRoute(), 'image')
    return new Rig(host, mock, pictures, root, options, options.plants ?? [], options.judged ?? true)
  }

  /**
   * The parent closes the mini-program and opens it again: this client ends (its journey judged as
   * at close, the services kept) and a new one starts over the same services with what the phone
   * stored (the session, the last launch's promos …). Launch it with `launch`.
   */
  async reopened(): Promise<Rig> {
    const storage = this.host.storedData()
    this.host.close()
    this.judge()
    return Rig.over(this.mock, this.options, storage)
  }

  /** Launches the app on `route` and waits for it to settle. */
  async launch(route?: string, query: Record<string, string> = {}): Promise<this> {
    await this.host.launch(route, query)
    await this.settle()
    return this
  }

  /** Opens a page as a link inside the app does (a tab by switchTab, others by reLaunch) and waits. */
  async open(route: string, query: Record<string, string> = {}): Promise<PageInstance> {
    const qs = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
    const url = `/${route}${qs ? `?${qs}` : ''}`
    await (this.host.tabRoutes.includes(route) ? this.host.switchTab(url) : this.host.reLaunch(url))
    await this.settle()
    return this.host.page
  }

  get page(): PageInstance {
    return this.host.page
  }

  /** The keyboard comes up to `height` px (0: down), as WeChat reports it to the page. */
  keyboard(height: number): void {
    this.host.keyboard(height)
  }

  tree(): WxNode {
    return this.host.render().tree
  }

  /** What the template engine logs while drawing the page (`Template … not found` and the like). */
  renderWarnings(): string[] {
    return [...new Set(this.host.render().warnings)]
  }

  text(node: Child = this.tree()): string {
    return textOf(node)
  }

  /** Requests sent and not answered yet. */
  pending(): number {
    return this.host.log.requests.filter((r) => r.status === undefined && r.failed === undefined).length
  }

  /** Waits until nothing has happened for `quietMs` (no setData, request or handler) and no request is out. */
  async settle(quietMs = 120, timeoutMs = 15_000): Promise<void> {
    const end = Date.now() + timeoutMs
    while (Date.now() < end) {
      if (this.pending() === 0 && this.host.quietFor() >= quietMs) {
        // on a busy machine the process may have been off the CPU for the whole window: what fell due
        // meanwhile (an answer, a timer) runs first, and only if it does nothing is the page quiet
        const mark = this.host.lastActivityAt
        await sleep(0)
        await new Promise((r) => setImmediate(r))
        if (this.pending() === 0 && this.host.lastActivityAt === mark) return this.observe()
      }
      await sleep(20)
    }
  }

  /**
   * The page as drawn once it settled, for the audit, and each picture it shows for the first time
   * fetched from its service as the client would (headers, bytes, pixel size).
   */
  private async observe(): Promise<void> {
    const route = this.host.stack.at(-1)?.route
    if (!route) return
    const tree = this.host.render().tree
    this.host.audit.viewed(route, tree)
    for (const src of imageSources(tree)) {
      if (this.picturesSeen.has(src) || !/^https?:\/\//.test(src)) continue
      this.picturesSeen.add(src)
      await this.pictures.send({ method: 'GET', url: src, data: undefined, header: {} }).catch(() => undefined)
    }
  }

  async waitFor<T>(probe: () => T | undefined | null | false, what: string, timeoutMs = 10_000): Promise<T> {
    const end = Date.now() + timeoutMs
    for (;;) {
      const value = probe()
      if (value) return value
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}\npage ${this.host.stack.at(-1)?.route}: ${this.text().slice(0, 600)}`)
      await sleep(25)
    }
  }

  waitForText(text: string | RegExp, timeoutMs?: number): Promise<string> {
    return this.waitFor(
      () => {
        const t = this.text()
        return (typeof text === 'string' ? t.includes(text) : text.test(t)) && t
      },
      `text ${String(text)}`,
      timeoutMs,
    )
  }

  waitForRoute(route: string, timeoutMs?: number): Promise<PageInstance> {
    return this.waitFor(() => this.host.stack.at(-1)?.route === route && this.host.page, `route ${route}`, timeoutMs)
  }

  /** Taps the `nth` node showing `text` (its nearest ancestor with a tap handler), as a finger would, and waits. */
  async tap(text: string | RegExp, nth = 0): Promise<void> {
    this.tapNow(text, nth)
    await this.settle()
  }

  /** The same tap without waiting for what follows (for quick repeated taps). */
  tapNow(text: string | RegExp, nth = 0): void {
    const hits = findByText(this.tree(), text)
    const hit = hits[nth]
    if (!hit) throw new Error(`no node shows ${String(text)} on ${this.page.route}: ${this.text().slice(0, 600)}`)
    this.dispatch(hit, 'tap', {})
  }

  /** Taps the node with this `data-testid` (Taro writes it as the node's `dataTestid`). */
  async tapTestId(testId: string): Promise<void> {
    const hit = findAll(this.tree(), (n) => n.attr.dataTestid === testId || n.attr['data-testid'] === testId)[0]
    if (!hit) throw new Error(`no node with test id ${testId} on ${this.page.route}`)
    this.dispatch(hit, 'tap', {})
    await this.settle()
  }

  /** Types into the input whose placeholder contains `placeholder`. */
  async type(placeholder: string, value: string): Promise<void> {
    this.dispatch(this.input(placeholder), 'input', { value, cursor: value.length, keyCode: 0 })
    await this.settle()
  }

  /** The keyboard's confirm key (搜索, 完成) in the input whose placeholder contains `placeholder`. */
  async confirm(placeholder: string, value: string): Promise<void> {
    this.dispatch(this.input(placeholder), 'confirm', { value })
    await this.settle()
  }

  private input(placeholder: string): { node: WxNode; ancestors: WxNode[] } {
    const hit = findAll(this.tree(), (n) => (n.tag === 'wx-input' || n.tag === 'wx-textarea') && String(n.attr.placeholder ?? '').includes(placeholder))[0]
    if (!hit) throw new Error(`no input with placeholder ${placeholder} on ${this.page.route}`)
    return hit
  }

  /** The parent pulls the page down (the page config must enable it). */
  async pullDown(): Promise<void> {
    this.host.call(this.page, 'onPullDownRefresh')
    await this.settle()
  }

  /** The parent scrolls to the end of the page. */
  async reachBottom(): Promise<void> {
    this.host.call(this.page, 'onReachBottom')
    await this.settle()
  }

  dispatch(hit: { node: WxNode; ancestors: WxNode[] }, type: string, detail: Record<string, unknown>): void {
    const bound = handlersFor(hit, type)
    if (!bound.length) throw new Error(`nothing handles ${type} at ${this.text(hit.node).slice(0, 80)} on ${this.page.route}`)
    const at = (node: WxNode) => ({ id: String(node.attr.id ?? ''), dataset: { sid: String(node.attr['data-sid'] ?? node.attr.id ?? '') } })
    const page = this.page
    const timeStamp = Date.now()
    // one event, bubbling as WeChat sends it: each bound node's handler in turn, from the nearest out
    for (const b of bound) this.host.call(page, b.handler, { type, timeStamp, target: at(hit.node), currentTarget: at(b.node), detail, mark: {}, touches: [], changedTouches: [] })
  }

  /** Where the logs stand now: `problemsSince(mark)` reads what came after. */
  mark(): Mark {
    const { log, errors, setDataLog } = this.host
    return { errors: errors.length, requests: log.requests.length, missing: log.missing.length, setData: setDataLog.length }
  }

  /**
   * Everything that went wrong since `mark`, each as one readable line: an exception or
   * console.error, a request that failed or was refused, a wx API the host lacks, a setData over
   * 64 KB, and a node WeChat's template engine cannot draw on the current page.
   */
  problemsSince(mark: Mark): string[] {
    const { log, errors, setDataLog } = this.host
    const out: string[] = []
    for (const e of errors.slice(mark.errors)) out.push(`error: ${e.split('\n').slice(0, 3).join(' | ')}`)
    for (const r of log.requests.slice(mark.requests)) {
      const ok = r.status === 200 && (r.code === undefined || r.code === 0 || (r.code === 201 && r.url.endsWith('/miniPrograms/login')))
      if (!ok) out.push(`request: ${r.method} ${r.url} → ${r.failed ?? `HTTP ${r.status}, code ${String(r.code)}`}`)
    }
    for (const name of new Set(log.missing.slice(mark.missing))) out.push(`wx.${name} is not provided by the client`)
    for (const r of setDataLog.slice(mark.setData)) if (r.bytes > SET_DATA_LIMIT) out.push(`setData of ${r.bytes} bytes on ${r.route} (${r.keys.slice(0, 3).join(', ')})`)
    for (const w of this.renderWarnings()) out.push(`template: ${w}`)
    return out
  }

  /** The largest single setData so far, in bytes, and where. */
  largestSetData(route?: string): { route: string; bytes: number } {
    let best = { route: '', bytes: 0 }
    for (const r of this.host.setDataLog) if ((!route || r.route === route) && r.bytes > best.bytes) best = { route: r.route, bytes: r.bytes }
    return best
  }

  /** Makes a mock route misbehave (see mock/faults.ts). */
  async fault(rule: { path: string; fault: string; method?: string; times?: number; ms?: number }): Promise<void> {
    const r = await this.mock.inject({ method: 'POST', url: '/__mock__/faults', payload: rule })
    if (r.statusCode !== 200) throw new Error(`fault not accepted: ${r.body}`)
  }

  async clearFaults(): Promise<void> {
    await this.mock.inject({ method: 'DELETE', url: '/__mock__/faults' })
  }

  /**
   * Ends the journey, then judges it by WeChat's experience audit (rig/audit): an offence of a rule
   * the journey does not plant fails it, naming the page, node, call or request.
   */
  async close(): Promise<void> {
    this.host.close()
    await this.clearFaults()
    await this.mock.close()
    this.judge()
  }

  private judge(): void {
    this.audit = journeyAudit(this.host, this.root, this.plants)
    if (this.judged && this.audit.unplanted.length) throw new Error(`WeChat's experience audit fails on this journey:\n${this.audit.unplanted.join('\n')}`)
  }
}

/** The demo parent bound their phone once before: the mini-program login answers 0 with a token. */
async function bindDemoParent(mock: MockServices): Promise<void> {
  const r = await mock.inject({
    method: 'POST',
    url: '/api/bind/user/third',
    payload: { appid: 'touristappid', dataType: 0, openid: DEMO_OPENID, phone: '13800138000', source: '101', unionid: 'u', saleChannelIds: '1', userType: 1 },
  })
  if (r.json<{ code: number }>().code !== 0) throw new Error(`binding the demo parent failed: ${r.body}`)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
