import type { ShortLink } from './link-calls'
import { routes } from '@/config/routes'
import { isInternalRoute } from '@/utils/safe-redirect'

export type ShortLinkDecision = { kind: 'go'; url: string } | { kind: 'refuse'; message: string }

export const LINK_NOT_FOUND = '链接不存在或已失效'
export const LINK_EXTERNAL = '该链接指向站外地址，为了您的安全已拦截'

/** An absolute address on one of the storefront's own origins becomes its path; anything else stays as it is. */
export function ownPath(target: string, ownOrigins: readonly string[]): string {
  const m = /^(https?:\/\/[^/?#\s]+)(\/[^#\s]*)?$/i.exec(target)
  if (!m) return target
  const origin = m[1].toLowerCase()
  return ownOrigins.some((o) => o && o.toLowerCase() === origin) ? m[2] || '/' : target
}

/**
 * Where a resolved short link may lead: an internal route only, never anywhere else. A full
 * address on the storefront's own origin (a shared activity or distribution link) counts as its route.
 */
export function shortLinkDecision(link: ShortLink | null | undefined, ownOrigins: readonly string[] = []): ShortLinkDecision {
  const raw = typeof link?.targetUrl === 'string' ? link.targetUrl.trim() : ''
  const target = raw ? ownPath(raw, ownOrigins) : ''
  if (!target) return { kind: 'refuse', message: LINK_NOT_FOUND }
  if (!isInternalRoute(target)) return { kind: 'refuse', message: LINK_EXTERNAL }
  return { kind: 'go', url: target === '/' ? routes.home() : target }
}

/** The short link's id from the page address: ?id=…, or ?code=… as some messages write it. */
export function shortLinkId(params: Record<string, string | undefined>): string | null {
  const id = (params.id ?? params.code ?? '').trim()
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null
}
