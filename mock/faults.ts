import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Fault switches: tests make a route misbehave to prove the storefront survives it.
 * POST /__mock__/faults {method?, path, fault, ms?, times?} adds a rule; DELETE clears them all.
 * `path` matches as a prefix of the URL path, or as a regular expression when written /like this/.
 */
export type FaultKind = 'latency' | 'http500' | 'code-400' | 'http401' | 'malformed' | 'wrong-shape' | 'wrong-data' | 'hang'

export interface FaultRule {
  method?: string
  path: string
  fault: FaultKind
  /** latency in ms (latency; code-400: how long before the refusal, none when absent) */
  ms?: number
  /** how many requests it applies to; unlimited when absent */
  times?: number
}

export const FAULT_KINDS: FaultKind[] = ['latency', 'http500', 'code-400', 'http401', 'malformed', 'wrong-shape', 'wrong-data', 'hang']

const matches = (rule: FaultRule, req: FastifyRequest): boolean => {
  if (rule.method && rule.method.toUpperCase() !== req.method) return false
  const path = req.url.split('?')[0]
  if (rule.path.length > 2 && rule.path.startsWith('/') && rule.path.endsWith('/') && /[\\^$*+?()[\]{}|]/.test(rule.path)) {
    return new RegExp(rule.path.slice(1, -1)).test(path)
  }
  return path.startsWith(rule.path)
}

export function registerFaults(app: FastifyInstance): { rules: FaultRule[]; hanging: Set<FastifyReply> } {
  const rules: FaultRule[] = []
  const hanging = new Set<FastifyReply>()

  app.post<{ Body: FaultRule | { rules: FaultRule[] } }>('/__mock__/faults', async (req, reply) => {
    const list = 'rules' in req.body ? req.body.rules : [req.body]
    for (const r of list) {
      if (!r || typeof r.path !== 'string' || !FAULT_KINDS.includes(r.fault)) {
        return reply.code(400).send({ error: `fault must have a path and one of ${FAULT_KINDS.join(', ')}` })
      }
    }
    rules.push(...list)
    return { rules }
  })
  app.delete('/__mock__/faults', async () => {
    rules.length = 0
    for (const r of hanging) {
      if (!r.raw.writableEnded) {
        r.raw.writeHead(504, { 'content-type': 'application/json' })
        r.raw.end('{"error":"released"}')
      }
    }
    hanging.clear()
    return { rules }
  })
  app.get('/__mock__/faults', async () => ({ rules }))

  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/__mock__') || req.method === 'OPTIONS') return
    const index = rules.findIndex((r) => matches(r, req))
    if (index < 0) return
    const rule = rules[index]
    if (rule.times !== undefined) {
      rule.times -= 1
      if (rule.times <= 0) rules.splice(index, 1)
    }
    switch (rule.fault) {
      case 'latency':
        await new Promise((r) => setTimeout(r, rule.ms ?? 1000))
        return
      case 'http500':
        return reply.code(500).send({ error: 'Internal Server Error' })
      case 'code-400':
        if (rule.ms) await new Promise((r) => setTimeout(r, rule.ms))
        return reply.send({ code: -400, msg: '登录已失效', data: null })
      case 'http401':
        return reply.code(401).send({ error: 'Unauthorized' })
      case 'malformed':
        return reply.type('application/json').send('{"code":0,"data":[{"oops"')
      case 'wrong-shape':
        return reply.type('application/json').send('"unexpected"')
      case 'wrong-data':
        // a valid envelope whose data is not what the call promises
        return reply.send({ code: 0, msg: 'ok', data: { unexpected: true, list: 'x', dataList: 7 } })
      case 'hang':
        hanging.add(reply)
        return reply.hijack()
    }
  })
  return { rules, hanging }
}
