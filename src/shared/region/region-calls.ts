import { array, looseObject, nullish, number, string } from 'valibot'
import { declareService } from '@/services/http/declare'
import { id, listShape } from '@/services/api/common-shapes'

const mall = declareService('mall')

/** A campus of a city record. */
export const campusShape = looseObject({
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

/**
 * GET basics/region/city: every city that has campuses, for the city choice page (public). The spec
 * names no path for it; basics/region itself answers the region filter options.
 */
export const cities = mall.get('/basics/region/city', listShape(cityRecordShape), { skipLoginWait: true })
