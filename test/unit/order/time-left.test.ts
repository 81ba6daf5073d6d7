import { timeLeftText } from '@/pages/order/model/time-left'

describe('the time left to pay', () => {
  it('reads HH:mm:ss, rounding a part second up so 00:00:00 means the time is up', () => {
    expect(timeLeftText(30 * 60 * 1000)).toBe('00:30:00')
    expect(timeLeftText(26 * 60 * 1000 + 57_000)).toBe('00:26:57')
    expect(timeLeftText(59_001)).toBe('00:01:00')
    expect(timeLeftText(999)).toBe('00:00:01')
    expect(timeLeftText(0)).toBe('00:00:00')
    expect(timeLeftText(2 * 3600_000 + 5_000)).toBe('02:00:05')
  })

  it('never shows a negative time', () => {
    expect(timeLeftText(-5_000)).toBe('00:00:00')
  })
})
