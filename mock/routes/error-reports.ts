import type { FastifyInstance } from 'fastify'
import type { MockContext } from '../context'
import { ok } from '../envelope'

/** What the mock keeps of the reports it was sent (forgotten on reset, as the rest of its state). */
interface Collected {
  /** each report as sent, with when the mock received it */
  reports: Array<Record<string, unknown> & { receivedAt: string }>
  /** how many batches came */
  batches: number
  /** the reports the storefront left out under its per-minute cap, as the batches said */
  dropped: number
}

/** The mock keeps the latest reports only. */
const KEPT = 1000

/**
 * Stands in for the error-report collector (TARO_APP_ERROR_REPORT_URL of the development and e2e
 * builds): POST a batch `{reports, dropped}` (as JSON, or as the plain text a beacon sends), GET
 * reads back every report kept, DELETE forgets them; POST /__mock__/reset forgets them too.
 */
export default async function errorReportRoutes(app: FastifyInstance, ctx: MockContext) {
  const collected = () => ctx.area<Collected>('error-reports', () => ({ reports: [], batches: 0, dropped: 0 }))

  app.post('/mock/error-reports', async (req, reply) => {
    let batch: unknown = req.body
    if (typeof batch === 'string') {
      try {
        batch = JSON.parse(batch)
      } catch {
        batch = null
      }
    }
    const { reports, dropped } = (batch ?? {}) as { reports?: unknown; dropped?: unknown }
    if (!Array.isArray(reports) || reports.some((r) => !r || typeof r !== 'object')) {
      return reply.code(400).send({ code: 400, msg: 'a batch is {reports: object[], dropped: number}' })
    }
    const c = collected()
    const receivedAt = new Date().toISOString()
    c.batches += 1
    c.dropped += typeof dropped === 'number' ? dropped : 0
    c.reports.push(...reports.map((r: Record<string, unknown>) => ({ ...r, receivedAt })))
    if (c.reports.length > KEPT) c.reports.splice(0, c.reports.length - KEPT)
    return ok(null)
  })
  app.get('/mock/error-reports', async () => ok(collected()))
  app.delete('/mock/error-reports', async () => {
    const c = collected()
    c.reports = []
    c.batches = 0
    c.dropped = 0
    return ok(null)
  })
}
