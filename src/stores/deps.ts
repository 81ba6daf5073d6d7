import type { AppConfig } from '@/config/parse-env'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/platform/key-value'

export interface Clock {
  now(): number
}

export interface GeoPoint {
  longitude: number
  latitude: number
}

/** What the stores need from the outside world; tests pass fakes. */
export interface StoreDeps {
  api: Api
  config: AppConfig
  storage: KeyValueStorage
  session: KeyValueStorage
  clock: Clock
  /** wgs84 position; rejects when refused or unavailable. */
  getLocation: () => Promise<GeoPoint>
}
