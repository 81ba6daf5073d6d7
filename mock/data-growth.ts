/**
 * How many times the mock multiplies the rows of its long lists (orders, notices, point records,
 * cart items, article comments, each city's campuses), to see what the storefront costs as a
 * parent's data grows. 1 is the ordinary seed.
 */
export const DATA_GROWTHS = [1, 10, 100] as const
export type DataGrowth = (typeof DATA_GROWTHS)[number]

const isDataGrowth = (value: unknown): value is DataGrowth => DATA_GROWTHS.some((g) => g === value)

/** The growth a caller asked for: 1 when not given; anything other than 1, 10 or 100 is refused. */
export function checkedGrowth(value: unknown, source = 'growth'): DataGrowth {
  if (value === undefined) return 1
  if (isDataGrowth(value)) return value
  throw new Error(`${source} must be 1, 10 or 100 (got ${JSON.stringify(value)})`)
}

/** The growth an environment variable names (`MOCK_GROWTH=10`); unset or empty is 1. */
export function growthFromEnv(env: Readonly<Record<string, string | undefined>> = process.env, name = 'MOCK_GROWTH'): DataGrowth {
  const text = env[name]?.trim()
  if (!text) return 1
  const growth = DATA_GROWTHS.find((g) => String(g) === text)
  if (!growth) throw new Error(`${name} must be 1, 10 or 100 (got "${text}")`)
  return growth
}

/** The copies a list of `count` rows gets at `growth`, so that it holds count × growth rows. */
export const extraRows = (count: number, growth: DataGrowth): number => count * (growth - 1)
