import type { RegeoResponse } from '@types-api/api/maps'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { withQuery } from '@/utils/url'
import { regeoShape } from './shapes'

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
  return {
    /** wgs84 coordinates, location=lng,lat, the key in the authorization header. */
    reverseGeocode: (lng: number, lat: number) =>
      send<RegeoResponse>({
        url: withQuery(`${config.hosts.maps}/v3/geocode/regeo`, { location: `${lng},${lat}`, coordsys: 'gps' }),
        header: { Authorization: config.mapsKey },
        rule: 'plain',
        shape: regeoShape,
        skipAuth: true,
        skipLoginWait: true,
      }).then(placeFromRegeo),
  }
}
export type MapsApi = ReturnType<typeof createMapsApi>
