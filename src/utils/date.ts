import dayjs, { type Dayjs } from 'dayjs'
import { serverTimeMs } from './server-time'

/** Parses a server time ('2024-01-01 10:00', ISO 8601 or epoch ms) for calculating with it. Invalid input gives null. */
export function parseServerTime(value: string | number | null | undefined): Dayjs | null {
  const ms = serverTimeMs(value)
  return ms === null ? null : dayjs(ms)
}

/** A 'YYYY-MM-DD' day; null for any other text, a time of day included. */
export function parseDay(date: string): Dayjs | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseServerTime(date) : null
}

/** A server time as YYYY-MM-DD HH:mm; '' when invalid. */
export const timeText = (value: string | null | undefined): string => parseServerTime(value)?.format('YYYY-MM-DD HH:mm') ?? ''
