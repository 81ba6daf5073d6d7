import { parseServerTime } from './date'

/** What GET order/validity/{id} says of a pending order: still payable, until when, and the server's time then. */
export interface PayValidity {
  valid: boolean
  expireTime?: string | null
  serverTime?: string | null
}

/**
 * When a pending order stops being payable, on the client's own clock: the server's remaining time
 * (expireTime − serverTime, both parsed with explicit formats) added to the client's now, so a phone
 * whose clock is off still counts down correctly. Null when the order cannot be paid any more.
 */
export function paymentDeadline(validity: PayValidity | null | undefined, clientNowMs: number): number | null {
  if (!validity || !validity.valid) return null
  const expire = parseServerTime(validity.expireTime)
  const server = parseServerTime(validity.serverTime)
  if (!expire) return null
  const remaining = expire.valueOf() - (server ? server.valueOf() : clientNowMs)
  return remaining > 0 ? clientNowMs + remaining : null
}

/** 3725000 → '01:02:05'; a part second counts as a whole one, so 00:00:00 means the time is up; never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}
