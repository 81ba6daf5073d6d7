import { ageOf, ageText, ageTextOf } from '@/utils/age'

describe('age from a birthday', () => {
  const now = Date.UTC(2026, 10, 21, 4, 0, 0) // 2026-11-21 (local noon in Asia/Shanghai)

  it('counts whole years and months', () => {
    expect(ageOf('2023-09-10', now)).toEqual({ years: 3, months: 2 })
    expect(ageTextOf('2023-09-10', now)).toBe('3岁2个月')
  })

  it('does not count a month that has not ended yet', () => {
    expect(ageOf('2023-09-25', now)).toEqual({ years: 3, months: 1 })
  })

  it('reads the server formats with time and with slashes', () => {
    expect(ageOf('2020-11-21 08:30:00', now)).toEqual({ years: 6, months: 0 })
    expect(ageTextOf('2020/11/01', now)).toBe('6岁')
  })

  it('shows months only under one year, and a text for the first month', () => {
    expect(ageTextOf('2026-06-01', now)).toBe('5个月')
    expect(ageTextOf('2026-11-10', now)).toBe('不满1个月')
  })

  it('rejects unreadable and future birthdays', () => {
    expect(ageOf('21/11/2020', now)).toBeNull()
    expect(ageOf('', now)).toBeNull()
    expect(ageOf('2027-01-01', now)).toBeNull()
    expect(ageText(null)).toBe('')
  })
})
