/**
 * Cities and campuses (spec §3 city record).
 *
 * - GET /mall/api/v1/basics/region/city — every city that has campuses, for the city choice page.
 *   (The spec names no path for the city list; `basics/region` itself answers the region filter
 *   options, so the city list lives beside it.)
 * - GET /mall/api/v1/basics/region/authCampu/{productId} — the cities and campuses where a product
 *   may be taken, in the same shape.
 */

export interface Campus {
  campusId: string
  /** the city's name */
  city: string
  /** Campus name; a name ending 已注销 (cancelled) or 暂停 (suspended) cannot be chosen. */
  name: string
  /** street address, for the map page */
  address?: string
  longitude?: number
  latitude?: number
}

export interface CityRecord {
  /** '深圳市' */
  name: string
  /** city code */
  cid: string
  /** province code */
  pid: string
  /** pinyin, e.g. 'shenzhen'; its first letter files the city under A–Z */
  cityEn: string
  campusList: Campus[]
}
