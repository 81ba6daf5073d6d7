import type { MapPlace } from '@/platform/map'
import type { Query } from '@/utils/url'

/** Pure helpers of the map pages. */

/** Taro's event the choose page fires with the chosen place. */
export const LOCATION_CHOSEN_EVENT = 'map:location-chosen'

const coordinate = (v: string | undefined, limit: number): number | null => {
  if (v === undefined || v.trim() === '') return null
  const n = Number(v)
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null
}

/** A query value once decoded (H5 hands page params over still percent-encoded). */
const decoded = (v: string | undefined): string => {
  if (!v) return ''
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** The place in a page address (latitude, longitude, name, address); null without valid coordinates. */
export function placeFromQuery(q: Query): MapPlace | null {
  const latitude = coordinate(q.latitude, 90)
  const longitude = coordinate(q.longitude, 180)
  if (latitude === null || longitude === null) return null
  const name = decoded(q.name)
  const address = decoded(q.address)
  return { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) }
}

/** A telephone number from the address (digits, with + - and spaces), or '' when there is none. */
export function phoneFromQuery(q: Query): string {
  // a '+' after the first character is a space written the form way (URLSearchParams writes them so)
  const phone = decoded(q.phone).trim().replace(/(?!^)\+/g, ' ')
  return /^\+?[\d\s-]{5,20}$/.test(phone) ? phone.replace(/[\s-]/g, '') : ''
}

/** '22.53000, 113.93000' */
export const coordinateText = (p: MapPlace): string => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`
