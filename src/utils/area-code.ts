/**
 * China area codes (spec §3): a 6-digit code per level — province, city, county — joined by '-',
 * e.g. '440000-440300-440305'. Pure joining and labelling logic; the code-to-name table itself is
 * loaded only inside the address subpackage and passed in as a lookup.
 */

export const AREA_CODE_SEPARATOR = '-'
export const AREA_LEVELS = ['province', 'city', 'county'] as const
export type AreaLevel = (typeof AREA_LEVELS)[number]

const SIX_DIGITS = /^\d{6}$/

export const isAreaCodePart = (code: unknown): code is string => typeof code === 'string' && SIX_DIGITS.test(code)

/** The province code a city or county code belongs to: 440305 → 440000. */
export const provinceCodeOf = (code: string): string => `${code.slice(0, 2)}0000`
/** The city code a county code belongs to: 440305 → 440300. */
export const cityCodeOf = (code: string): string => `${code.slice(0, 4)}00`

/** ['440000', '440300', '440305'] → '440000-440300-440305'; null when a part is not 6 digits. */
export function joinAreaCode(parts: ReadonlyArray<string | number>): string | null {
  const codes = parts.map((p) => String(p))
  if (codes.length === 0 || codes.length > AREA_LEVELS.length || !codes.every(isAreaCodePart)) return null
  return codes.join(AREA_CODE_SEPARATOR)
}

/** '440000-440300-440305' → ['440000', '440300', '440305']; [] for anything malformed. */
export function splitAreaCode(joined: string | null | undefined): string[] {
  if (!joined) return []
  const parts = joined.split(AREA_CODE_SEPARATOR)
  if (parts.length > AREA_LEVELS.length || !parts.every(isAreaCodePart)) return []
  return parts
}

/**
 * A complete code has all three levels and each level lies inside the one above it
 * (city shares the province's first 2 digits, county the city's first 4).
 */
export function isCompleteAreaCode(joined: string | null | undefined): boolean {
  const [province, city, county] = splitAreaCode(joined)
  if (!province || !city || !county) return false
  return (
    province === provinceCodeOf(province) &&
    provinceCodeOf(city) === province &&
    city === cityCodeOf(city) &&
    cityCodeOf(county) === city
  )
}

/** Finds the name of a code at a level; returns undefined when the table does not know it. */
export type AreaNameLookup = (level: AreaLevel, code: string) => string | undefined

/**
 * '440000-440300-440305' → '广东省 深圳市 南山区'. Unknown codes give ''.
 * A city named like its province (直辖市: 北京市 北京市 东城区) is shown once.
 */
export function areaLabel(joined: string | null | undefined, lookup: AreaNameLookup, separator = ' '): string {
  const parts = splitAreaCode(joined)
  if (parts.length === 0) return ''
  const names: string[] = []
  for (let i = 0; i < parts.length; i += 1) {
    const name = lookup(AREA_LEVELS[i], parts[i])
    if (!name) return ''
    if (names[names.length - 1] !== name) names.push(name)
  }
  return names.join(separator)
}
