export type Query = Record<string, string>

/** Parses `?a=1&b=2` (or `a=1&b=2`) into a record; later keys win. */
export function parseQuery(search: string): Query {
  const out: Query = {}
  const text = search.startsWith('?') ? search.slice(1) : search
  if (!text) return out
  for (const part of text.split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const rawKey = eq < 0 ? part : part.slice(0, eq)
    const rawValue = eq < 0 ? '' : part.slice(eq + 1)
    try {
      out[decodeURIComponent(rawKey.replace(/\+/g, ' '))] = decodeURIComponent(rawValue.replace(/\+/g, ' '))
    } catch {
      // a malformed escape: keep the raw text rather than fail
      out[rawKey] = rawValue
    }
  }
  return out
}

/** Appends the defined, non-empty params to a URL. */
export function withQuery(url: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const pairs = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  if (!pairs.length) return url
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`
}

/** Removes keys from a query string, keeping the rest in order. */
export function withoutParams(search: string, keys: string[]): string {
  const q = parseQuery(search)
  keys.forEach((k) => delete q[k])
  const s = withQuery('', q)
  return s
}
