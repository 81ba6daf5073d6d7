/**
 * Where the mock's login page sends the parent back to. The storefront sends its route as
 * `redirect_uri` (a path); the login page lives on the mock's own port, so the path has to be put
 * back on the storefront's origin: the one the login was called from (the Referer the browser
 * sends), when that origin is a configured storefront origin or a loopback address. Anything else
 * (another host, a scheme other than http(s), credentials in the address) is never returned to: an
 * open redirect on a login page would hand the parent's token to whoever asked for it.
 */

/** The storefront's addresses under `npm start` (scripts/start.mjs). */
export const DEFAULT_STOREFRONT_ORIGINS: readonly string[] = ['http://127.0.0.1:10086', 'http://localhost:10086']

/** `MOCK_STOREFRONT_ORIGINS` (comma-separated origins) or the defaults. */
export function storefrontOriginsFrom(value: string | undefined): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((s) => originOf(s.trim()))
    .filter((s): s is string => s !== null)
  return listed.length > 0 ? listed : [...DEFAULT_STOREFRONT_ORIGINS]
}

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/

/** The origin of an http(s) address without credentials, or null. */
function originOf(address: string | undefined): string | null {
  if (!address) return null
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  return url.origin
}

/** A configured storefront origin, or any port on a loopback address. */
export function isAllowedStorefrontOrigin(origin: string, configured: readonly string[]): boolean {
  const own = originOf(origin)
  if (own === null || own !== origin.replace(/\/+$/, '')) return false
  return configured.includes(own) || LOOPBACK_HOST.test(new URL(own).hostname)
}

/** A path on the same site: one leading slash, no backslash, no control characters. */
const isSitePath = (s: string): boolean =>
  s.startsWith('/') && !s.startsWith('//') && !s.includes('\\') && ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

export interface ReturnAddressInput {
  /** The `redirect_uri` the storefront sent: a path, or an absolute address on a storefront origin. */
  redirectUri: string | undefined
  /** The page the login was called from (the Referer header). */
  referer: string | undefined
  configured: readonly string[]
}

/** The absolute address the login page returns to; always on an allowed storefront origin. */
export function loginReturnAddress(input: ReturnAddressInput): string {
  const fromReferer = originOf(input.referer)
  const origin = fromReferer && isAllowedStorefrontOrigin(fromReferer, input.configured) ? fromReferer : input.configured[0] ?? DEFAULT_STOREFRONT_ORIGINS[0]
  const target = input.redirectUri ?? ''
  if (isSitePath(target)) {
    const url = new URL(target, origin)
    if (url.origin === origin) return url.href
  }
  const absolute = originOf(target)
  if (absolute && isAllowedStorefrontOrigin(absolute, input.configured) && /^https?:\/\//i.test(target)) return new URL(target).href
  return `${origin}/`
}
