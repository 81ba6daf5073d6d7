/** The worker thread of `ServicesWorker`: builds mock apps and answers their requests. */
import { parentPort } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import { buildMockApp, type MockOptions } from '../../../mock/app'
import type { InjectRequest } from './mock-services'

type Message = { id: number; build: MockOptions } | { id: number; app: number; request: InjectRequest } | { id: number; app: number; close: true }

const port = parentPort
if (!port) throw new Error('mock-services-worker runs in a worker thread')
const apps = new Map<number, FastifyInstance>()

port.on('message', (m: Message) => {
  void answer(m).catch((e: unknown) => port.postMessage({ id: m.id, failed: e instanceof Error ? e.message : String(e) }))
})

async function answer(m: Message): Promise<void> {
  if ('build' in m) {
    apps.set(m.id, await buildMockApp(m.build))
    return port!.postMessage({ id: m.id, built: true })
  }
  const app = apps.get(m.app)
  if (!app) throw new Error(`no mock app ${m.app}`)
  if ('close' in m) {
    apps.delete(m.app)
    await app.close()
    return port!.postMessage({ id: m.id, closed: true })
  }
  // a hijacked (hanging) reply never settles: no answer goes back, as no answer comes from a server that hangs
  const r = await app.inject({ ...m.request, method: m.request.method as 'GET', payload: m.request.payload as string | undefined })
  port!.postMessage({ id: m.id, statusCode: r.statusCode, body: r.body, headers: r.headers, raw: new Uint8Array(r.rawPayload) })
}
