import type { AppConfig } from '@/config/app-config'
import type { Api } from '@/services/api'
import type { Send } from '@/services/http/types'
import type { KeyValueStorage } from '@/platform/key-value'

export interface Clock {
  now(): number
}

/** What the stores need from the outside world; tests pass fakes. */
export interface StoreDeps {
  /** The api of the tab pages and the app shell. */
  api: Api
  /** The request layer; an area builds its own api functions on it. */
  send: Send
  config: AppConfig
  storage: KeyValueStorage
  session: KeyValueStorage
  clock: Clock
}
