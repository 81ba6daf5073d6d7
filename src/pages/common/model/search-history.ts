/** Recent search queries: newest first, no duplicates, capped, kept in local storage. */

export const SEARCH_HISTORY_KEY = 'search_history'
export const SEARCH_HISTORY_LIMIT = 10

/** Puts the query first, drops an earlier copy and anything beyond the cap; blank queries change nothing. */
export function addQuery(history: readonly string[], query: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const q = query.trim()
  if (!q) return [...history]
  return [q, ...history.filter((h) => h !== q)].slice(0, limit)
}

/** Reads the stored list; anything malformed reads as empty. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return []
  try {
    const v: unknown = JSON.parse(raw)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, SEARCH_HISTORY_LIMIT) : []
  } catch {
    return []
  }
}
