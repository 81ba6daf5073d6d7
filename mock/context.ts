import type { FastifyRequest } from 'fastify'
import type { MockSession, MockState } from './state'

export interface MockContext {
  state: MockState
  /** The session behind the request's bearer token, or null. */
  sessionOf(req: FastifyRequest): MockSession | null
}

export function createContext(getState: () => MockState): MockContext {
  return {
    get state() {
      return getState()
    },
    sessionOf(req) {
      const auth = req.headers.authorization ?? ''
      const m = /^Bearer\s+(.+)$/i.exec(auth)
      return m ? getState().sessions.get(m[1]) ?? null : null
    },
  }
}
