/**
 * The mock services as the headless client and its tests reach them: `inject` a request, read the
 * answer. In this thread that is the fastify app itself (`buildMockApp`). For timing, the services
 * run in a worker thread instead (`servicesInWorker`), as a server on another machine: their work
 * is then not charged to the phone's JS thread, and an answer comes back as a message.
 */
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { MockOptions } from '../../../mock/app'

export interface InjectRequest {
  method: string
  url: string
  headers?: Record<string, string>
  payload?: unknown
}

export interface Injected {
  statusCode: number
  body: string
  headers: Record<string, string | string[] | number | undefined>
  rawPayload: Buffer
  json<T = unknown>(): T
}

/** What the client and the tests need of the services (a fastify app has it). */
export interface MockServices {
  inject(request: InjectRequest): Promise<Injected>
  close(): Promise<unknown>
}

/** A message from the worker: an app built, or the answer to a request. */
type Reply =
  | { id: number; built: true }
  | { id: number; closed: true }
  | { id: number; failed: string }
  | { id: number; statusCode: number; body: string; headers: Injected['headers']; raw: Uint8Array }

/**
 * One worker thread holding the mock apps of a run; each `start` builds a fresh app in it (a new
 * seed state, as `buildMockApp` gives). `end` stops the worker.
 */
export class ServicesWorker {
  private readonly worker: Worker
  private next = 0
  private readonly waiting = new Map<number, (reply: Reply) => void>()

  constructor() {
    // the worker loads the TypeScript of mock/ through tsx, as the scripts that time the client run
    const entry = path.join(__dirname, 'mock-services-worker.ts')
    this.worker = new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(entry)})`, { eval: true })
    this.worker.on('error', (e) => {
      for (const answer of this.waiting.values()) answer({ id: 0, failed: `the mock services' worker stopped: ${e.message}` })
      this.waiting.clear()
    })
    this.worker.on('message', (reply: Reply) => {
      const answer = this.waiting.get(reply.id)
      this.waiting.delete(reply.id)
      answer?.(reply)
    })
  }

  private ask(message: Record<string, unknown>): Promise<Reply> {
    const id = ++this.next
    return new Promise((resolve) => {
      this.waiting.set(id, resolve)
      this.worker.postMessage({ id, ...message })
    })
  }

  /** A fresh mock app in the worker. */
  async start(options: MockOptions = {}): Promise<MockServices> {
    const built = await this.ask({ build: options })
    if ('failed' in built) throw new Error(`the mock services did not start: ${built.failed}`)
    const app = built.id
    return {
      inject: async (request) => {
        const r = await this.ask({ app, request })
        if ('failed' in r) throw new Error(r.failed)
        if (!('statusCode' in r)) throw new Error('the mock services answered a request with no status')
        const body = r.body
        return { statusCode: r.statusCode, body, headers: r.headers, rawPayload: Buffer.from(r.raw), json: <T>() => JSON.parse(body) as T }
      },
      close: () => this.ask({ app, close: true }),
    }
  }

  async end(): Promise<void> {
    await this.worker.terminate()
  }
}
