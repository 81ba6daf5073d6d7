import type { OAuthToken } from '@/services/api/auth-calls'
import { isoOf, serverTimeMs } from '@/utils/server-time'

/** A token counts as expired this long before its real expiry (spec §4, §9). */
export const TOKEN_MARGIN_MS = 15_000

/** The stored token entity (key `token.uaa`). */
export interface Token {
  accessToken: string
  refreshToken: string
  /** seconds */
  expiresIn: number
  scope: string
  /** ISO 8601, when we received it */
  createAt: string
  extra: Record<string, unknown>
  tokenType: string
  /** epoch ms */
  issuedAt: number
}

export function tokenFromOAuth(data: OAuthToken, now: number): Token {
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token ?? '',
    expiresIn: data.expires_in,
    scope: data.scope ?? '',
    createAt: isoOf(now),
    extra: data.extra ?? {},
    tokenType: data.token_type ?? 'bearer',
    issuedAt: now,
  }
}

export function tokenExpiresAt(token: Token): number {
  return (serverTimeMs(token.createAt) ?? 0) + token.expiresIn * 1000
}

/** Expired 15 s before the real expiry. */
export function isTokenExpired(token: Token, now: number): boolean {
  return now >= tokenExpiresAt(token) - TOKEN_MARGIN_MS
}

export type RestoreResult = { ok: true; token: Token } | { ok: false; reason: string }

/**
 * Validates stored token data. Rejects data whose createAt is not a date, whose tokens or scope
 * are not strings, or whose expiresIn is not a number.
 */
export function restoreToken(stored: unknown): RestoreResult {
  let data = stored
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      return { ok: false, reason: 'not JSON' }
    }
  }
  if (typeof data !== 'object' || data === null) return { ok: false, reason: 'not an object' }
  const t = data as Record<string, unknown>
  const createdMs = typeof t.createAt === 'string' ? serverTimeMs(t.createAt) : null
  if (typeof t.createAt !== 'string' || createdMs === null) return { ok: false, reason: 'createAt is not a date' }
  if (typeof t.accessToken !== 'string' || !t.accessToken) return { ok: false, reason: 'accessToken is not a string' }
  if (typeof t.refreshToken !== 'string') return { ok: false, reason: 'refreshToken is not a string' }
  if (typeof t.scope !== 'string') return { ok: false, reason: 'scope is not a string' }
  if (typeof t.expiresIn !== 'number' || !Number.isFinite(t.expiresIn)) return { ok: false, reason: 'expiresIn is not a number' }
  return {
    ok: true,
    token: {
      accessToken: t.accessToken,
      refreshToken: t.refreshToken,
      expiresIn: t.expiresIn,
      scope: t.scope,
      createAt: t.createAt,
      extra: typeof t.extra === 'object' && t.extra !== null ? (t.extra as Record<string, unknown>) : {},
      tokenType: typeof t.tokenType === 'string' ? t.tokenType : 'bearer',
      issuedAt: typeof t.issuedAt === 'number' ? t.issuedAt : createdMs,
    },
  }
}
