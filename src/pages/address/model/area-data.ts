// the package names its tree builder like a hook; it is a plain function
import { areaList, useCascaderAreaData as buildCascaderAreaData } from '@vant/area-data'
import { areaLabel, type AreaLevel, type AreaNameLookup } from '@/utils/area-code'

/**
 * China's province / city / county code-to-name table (@vant/area-data, 6-digit codes per level).
 * Imported only here, inside the address subpackage, so the table ships with these pages alone.
 */
const TABLES: Record<AreaLevel, Record<string, string>> = {
  province: areaList.province_list,
  city: areaList.city_list,
  county: areaList.county_list,
}

export const lookupAreaName: AreaNameLookup = (level, code) => TABLES[level][code]

/** '440000-440300-440305' → '广东省 深圳市 南山区' ('' when the table does not know a code). */
export const areaLabelOf = (joined: string): string => areaLabel(joined, lookupAreaName)

export interface AreaOption {
  text: string
  value: string
  children?: AreaOption[]
}

let options: AreaOption[] | null = null

/** The picker's tree, built once on first use. */
export function areaOptions(): AreaOption[] {
  if (!options) options = buildCascaderAreaData() as AreaOption[]
  return options
}
