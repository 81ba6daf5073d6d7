/**
 * The client's transport with each request recorded for the audit: when it was sent and answered,
 * its status, headers, size and a hash of its body (a request the service never answers stays
 * without an end).
 */
import type { Transport } from '../mock-transport'
import type { AuditRecorder } from './audit-recorder'

export function auditedTransport(inner: Transport, recorder: AuditRecorder, route: () => string, kind: 'request' | 'image' = 'request'): Transport {
  return {
    async send(request) {
      const record = recorder.requestSent({ method: request.method, url: request.url, kind, start: performance.now(), route: route() })
      const answer = await inner.send(request)
      if (answer !== 'never') recorder.requestAnswered(record, answer)
      return answer
    },
  }
}
