import { array, looseObject, nullish, string, union, unknown, type InferOutput } from 'valibot'
import { declareService } from '@/services/http/declare'

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
