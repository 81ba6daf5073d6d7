/** Address parameters that identify the visitor and must never travel in a shared link. */
export const PRIVATE_PARAMS = ['token', 'appId', 'openId', 'appid', 'openid', 'code', 'state'] as const

/**
 * The address to share or sign: the same page without the visitor's token, appId, openId (and
 * the login `code`/`state` WeChat appends), and without the #fragment (WeChat signs without it).
 */
export function shareAddress(href: string, drop: readonly string[] = PRIVATE_PARAMS): string {
  const noHash = String(href ?? '').split('#')[0]
  const q = noHash.indexOf('?')
  if (q < 0) return noHash
  const base = noHash.slice(0, q)
  const kept = noHash
    .slice(q + 1)
    .split('&')
    .filter((part) => {
      if (!part) return false
      const eq = part.indexOf('=')
      let key = eq < 0 ? part : part.slice(0, eq)
      try {
        key = decodeURIComponent(key)
      } catch {
        /* keep the raw key */
      }
      return !drop.includes(key)
    })
  return kept.length ? `${base}?${kept.join('&')}` : base
}

/** A path with the query a shared link needs, e.g. sharePath(routes.activity(), {from_user: 'U1'}). */
export function sharePath(path: string, query: Record<string, string | number | null | undefined> = {}): string {
  const pairs = Object.entries(query)
    .filter(([k, v]) => v !== undefined && v !== null && v !== '' && !(PRIVATE_PARAMS as readonly string[]).includes(k))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return pairs.length ? `${path}?${pairs.join('&')}` : path
}

/** An address a share can carry: absolute ones as they are, a site path on `origin`, '' for none. */
export function absoluteAddress(address: string | undefined, origin: string): string {
  if (!address) return ''
  if (/^https?:\/\//.test(address)) return address
  return `${origin}${address.startsWith('/') ? '' : '/'}${address}`
}
