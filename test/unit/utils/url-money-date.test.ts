import { formatMoney, formatYuan, fenToYuanText, yuanToFen } from '@/utils/money'
import { parseServerTime } from '@/utils/date'
import { parseQuery, withoutParams, withQuery } from '@/utils/url'

describe('query strings', () => {
  it('parses and builds, skipping empty values', () => {
    expect(parseQuery('?a=1&b=%E4%B8%AD&c&d=x+y')).toEqual({ a: '1', b: '中', c: '', d: 'x y' })
    expect(parseQuery('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' })
    expect(withQuery('/x', { a: 1, b: '', c: undefined, d: null, e: 'a b' })).toBe('/x?a=1&e=a%20b')
    expect(withQuery('/x?z=1', { a: true })).toBe('/x?z=1&a=true')
  })
  it('drops parameters and keeps the rest', () => {
    expect(withoutParams('?token=t&debug=1&appId=a', ['token', 'appId'])).toBe('?debug=1')
    expect(withoutParams('?token=t', ['token'])).toBe('')
  })
})

describe('money', () => {
  it('converts yuan to integer fen by text', () => {
    expect(yuanToFen('12.5')).toBe(1250)
    expect(yuanToFen(0.1)).toBe(10)
    expect(yuanToFen('199.99')).toBe(19999)
    expect(yuanToFen('-3.07')).toBe(-307)
    expect(yuanToFen('1.239')).toBe(123)
    expect(yuanToFen('abc')).toBeNull()
    expect(yuanToFen(NaN)).toBeNull()
  })
  it('formats with two decimals; empty string for null, empty or non-numeric', () => {
    expect(formatMoney('12')).toBe('12.00')
    expect(formatMoney(0)).toBe('0.00')
    expect(formatMoney(null)).toBe('')
    expect(formatMoney(undefined)).toBe('')
    expect(formatMoney('')).toBe('')
    expect(formatMoney('十元')).toBe('')
    expect(formatYuan('8.8')).toBe('¥8.80')
    expect(formatYuan(null)).toBe('')
    expect(fenToYuanText(5)).toBe('0.05')
    expect(fenToYuanText(-1250)).toBe('-12.50')
  })
})

describe('server times', () => {
  it('parses yyyy-mm-dd hh:mm strictly (iOS-safe) and ISO 8601', () => {
    expect(parseServerTime('2024-01-01 10:00')!.format('YYYY-MM-DD HH:mm')).toBe('2024-01-01 10:00')
    expect(parseServerTime('2024-01-01 10:00:30')!.second()).toBe(30)
    expect(parseServerTime('2024/01/05')!.date()).toBe(5)
    expect(parseServerTime('2026-11-21T02:00:00.000Z')!.valueOf()).toBe(Date.UTC(2026, 10, 21, 2))
  })
  it('gives null for what is not a time', () => {
    expect(parseServerTime('2024-13-40 99:99')).toBeNull()
    expect(parseServerTime('soon')).toBeNull()
    expect(parseServerTime('')).toBeNull()
    expect(parseServerTime(null)).toBeNull()
  })
})
