import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import { dayKey, isoOf, serverTimeMs } from '@/utils/server-time'
import { parseDay, parseServerTime } from '@/utils/date'

dayjs.extend(customParseFormat)

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => new Date(y, mo - 1, d, h, mi, s, ms).getTime()

describe('server times without a date library', () => {
  it('reads each format the services write, as local time', () => {
    expect(serverTimeMs('2026-11-21 09:50:30')).toBe(local(2026, 11, 21, 9, 50, 30))
    expect(serverTimeMs('2026-11-21 09:50')).toBe(local(2026, 11, 21, 9, 50))
    expect(serverTimeMs('2026-11-21')).toBe(local(2026, 11, 21))
    expect(serverTimeMs('2026/11/21 23:59:59')).toBe(local(2026, 11, 21, 23, 59, 59))
    expect(serverTimeMs('2026/11/21')).toBe(local(2026, 11, 21))
    expect(serverTimeMs('2024-02-29')).toBe(local(2024, 2, 29))
  })

  it('reads ISO 8601 with a zone as that instant, and without one as local time', () => {
    expect(serverTimeMs('2026-11-21T02:00:00.000Z')).toBe(Date.UTC(2026, 10, 21, 2))
    expect(serverTimeMs('2026-11-21T10:00:00+08:00')).toBe(Date.UTC(2026, 10, 21, 2))
    expect(serverTimeMs('2026-11-20T21:30:00-0430')).toBe(Date.UTC(2026, 10, 21, 2))
    expect(serverTimeMs('2026-11-21T02:00Z')).toBe(Date.UTC(2026, 10, 21, 2))
    expect(serverTimeMs('2026-11-21T02:00:00.5Z')).toBe(Date.UTC(2026, 10, 21, 2, 0, 0, 500))
    expect(serverTimeMs('2026-11-21T02:00:00.123456Z')).toBe(Date.UTC(2026, 10, 21, 2, 0, 0, 123))
    expect(serverTimeMs('2026-11-21T08:00:00')).toBe(local(2026, 11, 21, 8))
    expect(isoOf(Date.UTC(2026, 0, 31, 23, 59, 59, 999))).toBe('2026-01-31T23:59:59.999Z')
    expect(serverTimeMs(isoOf(Date.UTC(2026, 0, 31, 23, 59, 59, 999)))).toBe(Date.UTC(2026, 0, 31, 23, 59, 59, 999))
  })

  it('takes epoch ms as they are', () => {
    expect(serverTimeMs(1_800_000_000_000)).toBe(1_800_000_000_000)
    expect(serverTimeMs(Number.NaN)).toBeNull()
    expect(serverTimeMs(Number.POSITIVE_INFINITY)).toBeNull()
  })

  it.each([
    ['a month 13', '2024-13-01'],
    ['30 February', '2026-02-30'],
    ['29 February of a common year', '2026-02-29'],
    ['hour 24', '2026-11-21 24:00:00'],
    ['minute 60', '2026-11-21 10:60'],
    ['one-digit fields', '2026-1-5'],
    ['mixed separators', '2026-11/21'],
    ['slashes with minutes only', '2026/11/21 10:00'],
    ['a time without its day', '10:00:00'],
    ['words', 'yesterday'],
    ['trailing text', '2026-11-21 10:00:00 GMT'],
    ['an ISO day with month 13', '2026-13-01T00:00:00Z'],
    ['a zone past 24 hours', '2026-11-21T10:00:00+24:00'],
    ['a zone with minute 60', '2026-11-21T10:00:00+08:60'],
    ['the empty string', ''],
  ])('gives null for %s', (_why, text) => {
    expect(serverTimeMs(text)).toBeNull()
  })

  it('gives null for nothing', () => {
    expect(serverTimeMs(null)).toBeNull()
    expect(serverTimeMs(undefined)).toBeNull()
  })

  it('agrees with dayjs strict parsing on every format dayjs reads, valid or not', () => {
    const formats = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD', 'YYYY/MM/DD HH:mm:ss', 'YYYY/MM/DD']
    const samples = ['2026-11-21 09:50:30', '2026-11-21 09:50', '2026-11-21', '2026/11/21 23:59:59', '2026/11/21', '2026-02-30', '2026-02-28 23:59:59', '2024-12-31 00:00', '2026/02/29', '2026-11-21 25:00', '2026/11/21 10:00']
    for (const s of samples) {
      const strict = dayjs(s, formats, true)
      expect([s, serverTimeMs(s)]).toEqual([s, strict.isValid() ? strict.valueOf() : null])
    }
  })
})

describe('parseServerTime', () => {
  it('gives a dayjs of the same moment', () => {
    expect(parseServerTime('2026-11-21 09:50')!.format('YYYY-MM-DD HH:mm')).toBe('2026-11-21 09:50')
    expect(parseServerTime('2026-02-30')).toBeNull()
  })
})

describe('parseDay (the week calendar, the month view)', () => {
  it('takes a day and nothing else', () => {
    expect(parseDay('2026-11-21')!.format('YYYY-MM-DD')).toBe('2026-11-21')
    expect(parseDay('2026-11-21 10:00')).toBeNull()
    expect(parseDay('2026/11/21')).toBeNull()
    expect(parseDay('2026-02-30')).toBeNull()
  })
})

describe('dayKey', () => {
  it('names the local calendar day of epoch ms or a dayjs', () => {
    expect(dayKey(local(2026, 1, 5, 23, 59, 59))).toBe('2026-01-05')
    expect(dayKey(local(2026, 11, 22))).toBe('2026-11-22')
    expect(dayKey(dayjs(local(2026, 12, 31, 12)))).toBe('2026-12-31')
  })
})
