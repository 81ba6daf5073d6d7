import type { ProductFilterPayload, TeachingMethod } from '@types-api/api/product'

/** What the user chose in the filter panel (spec §2). */
export interface ProductFilters {
  regionIds: string[]
  indicationIds: string[]
  /** SHIFT_LEVEL values */
  courseLevels: string[]
  courseCategoryIds: string[]
  productCategoryIds: string[]
  /** 0 offline, 1 online, null any */
  teachingMethod: TeachingMethod | null
}

export const EMPTY_FILTERS: ProductFilters = {
  regionIds: [],
  indicationIds: [],
  courseLevels: [],
  courseCategoryIds: [],
  productCategoryIds: [],
  teachingMethod: null,
}

export const TEACHING_METHODS: { value: TeachingMethod; label: string }[] = [
  { value: 0, label: '线下' },
  { value: 1, label: '线上' },
]

const joined = (ids: string[]): string | undefined => {
  const unique = [...new Set(ids.map((s) => s.trim()).filter(Boolean))]
  return unique.length ? unique.join(',') : undefined
}

/**
 * The request payload for the chosen filters: lists become comma-separated ids, nothing chosen
 * means the key is left out (a GET query must not carry `undefined`), the city is added when known.
 */
export function filtersToPayload(filters: ProductFilters, city?: string | null): ProductFilterPayload {
  const payload: ProductFilterPayload = {}
  const set = <K extends keyof ProductFilterPayload>(key: K, value: ProductFilterPayload[K] | undefined) => {
    if (value !== undefined) payload[key] = value
  }
  set('regionIds', joined(filters.regionIds))
  set('indicationIds', joined(filters.indicationIds))
  set('courseLevels', joined(filters.courseLevels))
  set('courseCategoryIds', joined(filters.courseCategoryIds))
  set('productCategoryIds', joined(filters.productCategoryIds))
  if (filters.teachingMethod === 0 || filters.teachingMethod === 1) payload.teachingMethod = filters.teachingMethod
  if (city && city.trim()) payload.city = city.trim()
  return payload
}

/** How many filter groups have a choice (for the filter button badge). */
export function activeFilterCount(filters: ProductFilters): number {
  const lists = [filters.regionIds, filters.indicationIds, filters.courseLevels, filters.courseCategoryIds, filters.productCategoryIds]
  return lists.filter((l) => l.length > 0).length + (filters.teachingMethod === null ? 0 : 1)
}

/** Adds the id when absent, removes it when present. */
export const toggleId = (list: string[], id: string): string[] => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])
