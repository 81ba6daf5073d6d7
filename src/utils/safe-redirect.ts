import { routes } from '@/config/routes'

/**
 * Redirect targets come from addresses a stranger can craft. Only two kinds are ever followed:
 * an internal route (/pages/..., or / for home) and the configured login address.
 */

const INTERNAL_ROUTE_RE = /^\/(pages\/[a-z0-9-]+\/[a-z0-9-]+)?(\?[^#\s]*)?$/i

export function isInternalRoute(target: string): boolean {
  if (typeof target !== 'string') return false
  const t = target.trim()
  // protocol-relative (//evil), backslash tricks (/\evil) and any scheme are refused
  if (t.startsWith('//') || t.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(t)) return false
  return INTERNAL_ROUTE_RE.test(t)
}

const originAndPath = (url: string): string | null => {
  const m = /^(https?:\/\/[^/?#\s]+)(\/[^?#\s]*)?/i.exec(url)
  if (!m) return null
  return `${m[1].toLowerCase()}${m[2] ?? '/'}`
}

/** True when `target` is the configured login address (same origin and path; any query). */
export function isLoginAddress(target: string, loginUrl: string, pageOrigin = ''): boolean {
  const abs = (u: string) => (u.startsWith('/') && !u.startsWith('//') ? `${pageOrigin}${u}` : u)
  const a = originAndPath(abs(target.trim()))
  const b = originAndPath(abs(loginUrl))
  return !!a && !!b && a === b
}

/** The internal route to go to, or the fallback (home) when the target is not internal. */
export function safeInternalTarget(target: string | undefined | null, fallback = routes.home()): string {
  return target && isInternalRoute(target) ? target.trim() : fallback
}
