/**
 * Server times read without a date library and never through `new Date(string)`: the few formats
 * the services write, matched exactly and checked field by field, so '2026-02-30' is no date.
 * The token restore and the once-a-day banner need this before the first screen, where a date
 * library would be the only reason to load one; `parseServerTime` (utils/date) wraps it in dayjs
 * for the pages that calculate with times.
 */

/** 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss': local time. */
const DASHED = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/
/** 'YYYY/MM/DD', 'YYYY/MM/DD HH:mm:ss': local time. */
const SLASHED = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/
/** ISO 8601 as our own storage writes it: with a zone it is an instant, without one local time. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/

/** The Date of epoch ms, built without handing the constructor a single value. */
const dateAt = (ms: number): Date => {
  const t = new Date(1970, 0, 1)
  t.setTime(ms)
  return t
}

type Fields = [year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number]

/** The matched fields; `fraction` is the digits after the seconds' point (milliseconds: the first three). */
const fieldsOf = (m: RegExpExecArray, fraction = ''): Fields => [
  Number(m[1]),
  Number(m[2]) - 1,
  Number(m[3]),
  Number(m[4] ?? 0),
  Number(m[5] ?? 0),
  Number(m[6] ?? 0),
  Number(fraction.slice(0, 3).padEnd(3, '0')),
]

/** Local time of the fields, or null when the calendar has no such moment (month 13, 30 February, a skipped hour). */
function localMs([y, mo, d, h, mi, s, ms]: Fields): number | null {
  const t = dateAt(0)
  t.setFullYear(y, mo, d)
  t.setHours(h, mi, s, ms)
  const same = t.getFullYear() === y && t.getMonth() === mo && t.getDate() === d && t.getHours() === h && t.getMinutes() === mi && t.getSeconds() === s
  return same ? t.getTime() : null
}

/** UTC time of the fields moved by the zone's offset, or null when the fields are no moment. */
function zonedMs([y, mo, d, h, mi, s, ms]: Fields, zone: string): number | null {
  const t = dateAt(0)
  t.setUTCFullYear(y, mo, d)
  t.setUTCHours(h, mi, s, ms)
  const same = t.getUTCFullYear() === y && t.getUTCMonth() === mo && t.getUTCDate() === d && t.getUTCHours() === h && t.getUTCMinutes() === mi && t.getUTCSeconds() === s
  if (!same) return null
  if (zone === 'Z') return t.getTime()
  const digits = zone.replace(':', '')
  const offsetMinutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5))
  if (offsetMinutes >= 24 * 60 || Number(digits.slice(3, 5)) >= 60) return null
  return t.getTime() - (zone[0] === '-' ? -1 : 1) * offsetMinutes * 60_000
}

/** Epoch ms of a server time ('2024-01-01 10:00', ISO 8601 or epoch ms); null for anything else. */
export function serverTimeMs(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const plain = DASHED.exec(value) ?? SLASHED.exec(value)
  if (plain) return localMs(fieldsOf(plain))
  const iso = ISO.exec(value)
  if (!iso) return null
  const fields = fieldsOf(iso, iso[7])
  return iso[8] ? zonedMs(fields, iso[8]) : localMs(fields)
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** The instant of epoch ms as ISO 8601 in UTC, the way our own storage writes it. */
export const isoOf = (ms: number): string => dateAt(ms).toISOString()

/** Local calendar day as YYYY-MM-DD, of epoch ms or of anything that gives them (a dayjs). */
export function dayKey(at: number | { valueOf(): number }): string {
  const t = dateAt(typeof at === 'number' ? at : at.valueOf())
  return `${t.getFullYear()}-${pad2(t.getMonth() + 1)}-${pad2(t.getDate())}`
}
