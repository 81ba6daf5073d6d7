import { array, looseObject, nullish, string, union, unknown, type InferOutput } from 'valibot'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'

const maps = declareService('maps')

/** Reverse geocoding (no envelope: the whole body). */
const regeoShape = looseObject({
  /** '1' success */
  status: string(),
  regeocode: nullish(looseObject({ addressComponent: looseObject({ province: string(), city: union([string(), array(unknown())]) }) })),
})
export type RegeoResponse = InferOutput<typeof regeoShape>

/** GET {maps}/v3/geocode/regeo?location=lng,lat&coordsys=gps: wgs84 coordinates, the key in the authorization header. */
export const reverseGeocode = maps.get('/v3/geocode/regeo', regeoShape, { rule: 'plain', query: (at: { lng: number; lat: number }) => ({ location: `${at.lng},${at.lat}`, coordsys: 'gps' }), skipAuth: true, skipLoginWait: true })

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
