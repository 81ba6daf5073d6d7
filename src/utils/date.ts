import dayjs, { type Dayjs } from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'

dayjs.extend(customParseFormat)

/** Server time formats; parsed strictly, never through `new Date(string)`. */
export const SERVER_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD', 'YYYY/MM/DD HH:mm:ss', 'YYYY/MM/DD']

/** Parses a server time ('2024-01-01 10:00', ISO 8601 or epoch ms). Invalid input gives null. */
export function parseServerTime(value: string | number | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') return Number.isFinite(value) ? dayjs(value) : null
  const strict = dayjs(value, SERVER_FORMATS, true)
  if (strict.isValid()) return strict
  // ISO 8601 with T and zone, as our own storage writes it
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value)) {
    const iso = dayjs(value)
    return iso.isValid() ? iso : null
  }
  return null
}

/** Local calendar day as YYYY-MM-DD. */
export const dayKey = (d: Dayjs | number): string => dayjs(d).format('YYYY-MM-DD')
