/**
 * What WeChat's experience audit (体验评分) reads while a mini-program runs, recorded by the headless
 * client: each synchronous run of a handler, lifecycle or timer callback with its time, the timers
 * and the pages they were set on, the exceptions, each request with its timing and answer, the wx
 * APIs the build calls, and each page as drawn once it settled (node tree, pictures, tap targets).
 * The rules that judge these records are in runtime-rule-checks.ts.
 */
import { createHash } from 'node:crypto'
import type { WxNode } from '../template-engine'
import { picturePixelSize, type PixelSize } from './picture-pixel-size'

export interface ScriptRun {
  route: string
  /** the handler or lifecycle name, 'timer', 'interval' or 'request callback' */
  name: string
  ms: number
}

export interface TimerRecord {
  setOn: string
  delayMs: number
  repeat: boolean
  cleared: boolean
  /** the routes on top each time it fired */
  firedOn: string[]
  /** the page it was set on had unloaded before it fired or was cleared */
  outlivedItsPage: boolean
  /** a timer of the framework's, named (mini-host.ts: Taro's 0 ms timer that sends a page's changes to its view) */
  setBy?: string
}

export interface RequestRecord {
  method: string
  url: string
  /** wx.request or an image the page draws */
  kind: 'request' | 'image'
  start: number
  end?: number
  status?: number
  headers: Record<string, string>
  bytes: number
  /** sha1 of the body, to find the same answer sent twice */
  bodyHash: string
  /** the route on top when it was sent */
  route: string
  /** a picture's own size, from its bytes */
  pixelSize?: PixelSize
}

/** A page as drawn after it settled. */
export interface PageView {
  route: string
  at: number
  tree: WxNode
}

export class AuditRecorder {
  readonly runs: ScriptRun[] = []
  readonly exceptions: Array<{ route: string; text: string }> = []
  readonly requests: RequestRecord[] = []
  readonly views: PageView[] = []
  /** names of the wx APIs the build called */
  readonly apisCalled = new Set<string>()
  private readonly timers = new Map<unknown, TimerRecord>()
  private readonly unloadedRoutes: string[] = []

  ran(route: string, name: string, ms: number): void {
    this.runs.push({ route, name, ms })
  }

  exception(route: string, text: string): void {
    this.exceptions.push({ route, text: text.split('\n').slice(0, 3).join(' | ') })
  }

  timerSet(id: unknown, route: string, delayMs: number, repeat: boolean, setBy?: string): void {
    this.timers.set(id, { setOn: route, delayMs, repeat, cleared: false, firedOn: [], outlivedItsPage: false, ...(setBy ? { setBy } : {}) })
  }

  timerCleared(id: unknown): void {
    const t = this.timers.get(id)
    if (t) t.cleared = true
  }

  timerFired(id: unknown, route: string): void {
    const t = this.timers.get(id)
    if (!t) return
    t.firedOn.push(route)
  }

  /** A page left for good: its timers that have not fired (or that repeat) and are not cleared outlive it. */
  unloaded(route: string): void {
    this.unloadedRoutes.push(route)
    for (const t of this.timers.values()) {
      if (t.setOn === route && !t.cleared && (t.repeat || t.firedOn.length === 0)) t.outlivedItsPage = true
    }
  }

  /** Timers whose page unloaded while they were pending and that then still fired on another page. */
  timersFiredAfterTheirPage(): TimerRecord[] {
    return [...this.timers.values()].filter((t) => t.outlivedItsPage && t.firedOn.some((r) => r !== t.setOn))
  }

  /** How many timers the named setter set (a framework timer, mini-host.ts). */
  timersSetBy(setter: string): number {
    return [...this.timers.values()].filter((t) => t.setBy === setter).length
  }

  /** Intervals still running after the page that set them unloaded. */
  intervalsLeftRunning(): TimerRecord[] {
    return [...this.timers.values()].filter((t) => t.repeat && t.outlivedItsPage && !t.cleared)
  }

  requestSent(record: Omit<RequestRecord, 'headers' | 'bytes' | 'bodyHash'>): RequestRecord {
    const full: RequestRecord = { ...record, headers: {}, bytes: 0, bodyHash: '' }
    this.requests.push(full)
    return full
  }

  requestAnswered(record: RequestRecord, answer: { status: number; headers: Record<string, string>; body: string; raw?: Buffer }): void {
    record.end = performance.now()
    record.status = answer.status
    record.headers = lowerCaseKeys(answer.headers)
    const bytes = answer.raw ?? Buffer.from(answer.body)
    record.bytes = bytes.length
    record.bodyHash = createHash('sha1').update(bytes).digest('hex')
    const type = (record.headers['content-type'] ?? '').split(';')[0]
    if (record.kind === 'image') record.pixelSize = picturePixelSize(bytes, type) ?? undefined
  }

  apiCalled(name: string): void {
    this.apisCalled.add(name)
  }

  viewed(route: string, tree: WxNode): void {
    this.views.push({ route, at: performance.now(), tree })
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
}
