import type { FastifyRequest } from 'fastify'
import { createRandom, type Random } from './seed/random'
import { DEFAULT_STOREFRONT_ORIGINS } from './return-address'
import type { MockSession, MockState } from './state'

export interface MockContext {
  state: MockState
  /** The session behind the request's bearer token, or null. */
  sessionOf(req: FastifyRequest): MockSession | null
  /**
   * An area's own state, created on first use from the seed and forgotten on reset.
   * `key` names the area; `init` gets a random source of its own so areas do not disturb each other.
   */
  area<T>(key: string, init: (random: Random, seed: number) => T): T
  /** The storefront origins the login page may send the parent back to (besides loopback). */
  readonly storefrontOrigins: readonly string[]
}

export function createContext(getState: () => MockState, storefrontOrigins: readonly string[] = DEFAULT_STOREFRONT_ORIGINS): MockContext {
  return {
    storefrontOrigins,
    get state() {
      return getState()
    },
    sessionOf(req) {
      const auth = req.headers.authorization ?? ''
      const m = /^Bearer\s+(.+)$/i.exec(auth)
      return m ? getState().sessions.get(m[1]) ?? null : null
    },
    area<T>(key: string, init: (random: Random, seed: number) => T): T {
      const state = getState()
      if (!state.areas.has(key)) {
        const salt = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 17)
        state.areas.set(key, init(createRandom(state.seed ^ salt), state.seed))
      }
      return state.areas.get(key) as T
    },
  }
}
