import { array, looseObject, nullish, number, string, type InferOutput } from 'valibot'
import type { AppConfig } from '@/config/app-config'
import { declareService, createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { id, listOf, listShape, type Without } from '@/services/api/common-shapes'

const mall = declareService('mall')

const campusShape = looseObject({
  campusId: id,
  /** the city's name */
  city: nullish(string()),
  /** a name ending 已注销 (cancelled) or 暂停 (suspended) cannot be chosen */
  name: string(),
  /** street address, for the map page */
  address: nullish(string()),
  longitude: nullish(number()),
  latitude: nullish(number()),
})
/** A campus, its id as the pages send it back. */
export type Campus = InferOutput<typeof campusShape> & { campusId: string }

/** A city with its campuses (spec §3 city record). */
export const cityRecordShape = looseObject({
  /** '深圳市' */
  name: string(),
  /** city code */
  cid: nullish(string()),
  /** pinyin, e.g. 'shenzhen'; its first letter files the city under A–Z */
  cityEn: nullish(string()),
  campusList: nullish(array(campusShape)),
})
/** A city and its campuses (none when the service leaves the list out). */
export type CityRecord = Without<InferOutput<typeof cityRecordShape>, 'campusList'> & { campusList: Campus[] }

/** The cities as the pages read them: campus ids as text, a missing campus list empty. */
export const cityRecordsOf = (answer: InferOutput<typeof cityRecordShape>[] | null): CityRecord[] =>
  listOf(answer).map(({ campusList, ...city }) => ({ ...city, campusList: listOf(campusList).map((c) => ({ ...c, campusId: String(c.campusId) })) }))

/**
 * GET basics/region/city: every city that has campuses, for the city choice page (public). The spec
 * names no path for it; basics/region itself answers the region filter options.
 */
export const cities = mall.get('/basics/region/city', listShape(cityRecordShape), { skipLoginWait: true })

/** Cities with their campuses, for the city choice page (public). */
export function createRegionApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    cities: async () => cityRecordsOf(await call(cities)),
  }
}
export type RegionApi = ReturnType<typeof createRegionApi>
