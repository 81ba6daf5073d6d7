import type { CityRecord } from '@/shared/region/region-api'
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

/** The anchor id of a letter's group in the A–Z list. */
export const letterAnchor = (letter: string): string => `letter-${letter === '#' ? 'other' : letter}`

/** The position, in the whole A–Z order, of the first city of group `groupIndex`. */
export const firstCityIndex = (groups: readonly CityGroup[], groupIndex: number): number =>
  groups.slice(0, groupIndex).reduce((n, g) => n + g.cities.length, 0)

/** The groups, and of each its cities, among the first `count` cities of the A–Z order. */
export function groupsWithin(groups: readonly CityGroup[], count: number): { group: CityGroup; cities: CityRecord[] }[] {
  const out: { group: CityGroup; cities: CityRecord[] }[] = []
  let left = count
  for (const group of groups) {
    if (left <= 0) break
    out.push({ group, cities: group.cities.slice(0, left) })
    left -= group.cities.length
  }
  return out
}

/**
 * At most this many campuses under one node: WeChat's experience audit counts a node with more than
 * 60 children against the page (WXML 节点数: 子节点数不超过 60).
 */
export const CAMPUSES_PER_NODE = 60

/** A city's campuses in runs of at most CAMPUSES_PER_NODE, in order; none for a city without campuses. */
export function campusRuns<T>(campuses: readonly T[]): T[][] {
  const runs: T[][] = []
  for (let i = 0; i < campuses.length; i += CAMPUSES_PER_NODE) runs.push(campuses.slice(i, i + CAMPUSES_PER_NODE))
  return runs
}
