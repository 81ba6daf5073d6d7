import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { reverseGeocode, type RegeoResponse } from './maps-calls'

export interface LocatedPlace {
  city: string
  province: string
}

/** City from a reverse-geocoding answer; municipalities answer city [] and use the province. */
export function placeFromRegeo(res: RegeoResponse): LocatedPlace | null {
  const c = res.regeocode?.addressComponent
  if (res.status !== '1' || !c) return null
  const city = typeof c.city === 'string' && c.city ? c.city : c.province
  if (!city) return null
  return { city, province: c.province }
}

export function createMapsApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    /** wgs84 coordinates, location=lng,lat, the key in the authorization header. */
    reverseGeocode: async (lng: number, lat: number) => placeFromRegeo(await call({ ...reverseGeocode, header: { Authorization: config.mapsKey } }, { lng, lat })),
  }
}
export type MapsApi = ReturnType<typeof createMapsApi>
