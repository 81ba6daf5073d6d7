import type { CityRecord } from '@/services/api/region-api'
import type { CityRef } from '@/stores/city-store'

export { CAMPUS_STATE_TEXT, campusDisplayName, campusState, isSelectableCampus, type CampusState } from '@/utils/campus'

/** Pure rules of the city choice page (spec §3): A–Z groups, closed campuses. */

export interface CityGroup {
  letter: string
  cities: CityRecord[]
}

/** The index letter of a city: the first letter of its pinyin, A–Z, else '#'. */
export function letterOf(city: Pick<CityRecord, 'cityEn'>): string {
  const first = (city.cityEn ?? '').trim().charAt(0).toUpperCase()
  return first >= 'A' && first <= 'Z' ? first : '#'
}

/** Cities grouped by letter, A to Z (then '#'), each group ordered by pinyin; letters without cities are left out. */
export function groupCities(cities: readonly CityRecord[]): CityGroup[] {
  const groups = new Map<string, CityRecord[]>()
  for (const city of cities) {
    if (!city?.name) continue
    const letter = letterOf(city)
    groups.set(letter, [...(groups.get(letter) ?? []), city])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, cities: [...list].sort((x, y) => (x.cityEn ?? '').localeCompare(y.cityEn ?? '')) }))
}

export const cityRefOf = (city: Pick<CityRecord, 'name' | 'cid'>): CityRef => ({ name: city.name, cid: city.cid ?? undefined })

/** The city record a stored reference points at (by cid, else by name). */
export const findCity = (cities: readonly CityRecord[], ref: CityRef | null): CityRecord | undefined =>
  ref ? cities.find((c) => (ref.cid && c.cid ? c.cid === ref.cid : c.name === ref.name)) : undefined
