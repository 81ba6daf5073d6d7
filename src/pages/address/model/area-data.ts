import { areaLabel, type AreaLevel, type AreaNameLookup } from '@/utils/area-code'
import { AREA_TABLE } from './area-table'

/**
 * China's province / city / county code-to-name table (6-digit codes per level), from
 * @vant/area-data in the compact text of area-table.ts (scripts/build-area-table.ts), decoded once
 * on first use. Imported only here, inside the address subpackage, so the table ships with these
 * pages alone.
 */
export type AreaTables = Record<AreaLevel, Record<string, string>>

/** Decodes the table: one province a line, `PP<name>;CC<name>:DD<name>,DD<name>…`. */
export function decodeAreaTable(table: string): AreaTables {
  const out: AreaTables = { province: {}, city: {}, county: {} }
  for (const line of table.split('\n')) {
    const [head, ...cities] = line.split(';')
    const pp = head.slice(0, 2)
    out.province[`${pp}0000`] = head.slice(2)
    for (const part of cities) {
      const [cityPart, countyPart] = part.split(':')
      const cc = cityPart.slice(0, 2)
      out.city[`${pp}${cc}00`] = cityPart.slice(2)
      for (const d of countyPart ? countyPart.split(',') : []) out.county[`${pp}${cc}${d.slice(0, 2)}`] = d.slice(2)
    }
  }
  return out
}

let tables: AreaTables | null = null
const areaTables = (): AreaTables => (tables ??= decodeAreaTable(AREA_TABLE))

export const lookupAreaName: AreaNameLookup = (level, code) => areaTables()[level][code]

/** '440000-440300-440305' → '广东省 深圳市 南山区' ('' when the table does not know a code). */
export const areaLabelOf = (joined: string): string => areaLabel(joined, lookupAreaName)

export interface AreaOption {
  text: string
  value: string
  children?: AreaOption[]
}

/** The picker's tree: provinces, their cities, the cities' counties (as @vant/area-data builds it). */
export function areaTree(t: AreaTables): AreaOption[] {
  const provinces = new Map<string, AreaOption>()
  Object.keys(t.province).forEach((code) => provinces.set(code.slice(0, 2), { text: t.province[code], value: code, children: [] }))
  const cities = new Map<string, AreaOption>()
  Object.keys(t.city).forEach((code) => {
    const option: AreaOption = { text: t.city[code], value: code, children: [] }
    cities.set(code.slice(0, 4), option)
    provinces.get(code.slice(0, 2))?.children?.push(option)
  })
  Object.keys(t.county).forEach((code) => cities.get(code.slice(0, 4))?.children?.push({ text: t.county[code], value: code }))
  return [...provinces.values()]
}

let options: AreaOption[] | null = null

/** The picker's tree, built once on first use. */
export function areaOptions(): AreaOption[] {
  options ??= areaTree(areaTables())
  return options
}
