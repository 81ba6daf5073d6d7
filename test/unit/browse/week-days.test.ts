import {
  addWeeks,
  bufferAround,
  buildWeek,
  canChoose,
  initialDay,
  mondayOf,
  rotateBuffer,
  stepBuffer,
  weekdayLabel,
  weekdayOf,
  weekTitle,
} from '@/components/week-calendar/week-days'
import { parseDay } from '@/utils/date'

describe('week calendar dates', () => {
  it('maps weekday numbers 1–7 to Monday–Sunday', () => {
    expect(weekdayOf(parseDay('2026-11-16')!)).toBe(1) // Monday
    expect(weekdayOf(parseDay('2026-11-21')!)).toBe(6) // Saturday
    expect(weekdayOf(parseDay('2026-11-22')!)).toBe(7) // Sunday
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayLabel).join('')).toBe('一二三四五六日')
    expect(weekdayLabel(0)).toBe('')
    expect(weekdayLabel(8)).toBe('')
  })

  it('starts every week on Monday, also for a Sunday', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16')
    expect(mondayOf('2026-11-16')).toBe('2026-11-16')
    expect(mondayOf('2026-11-01')).toBe('2026-10-26')
    expect(() => mondayOf('2026-13-01')).toThrow()
  })

  it('builds seven days with plan, full, today and selected rules', () => {
    const plan = [
      { courseDate: '2026-11-18', isFull: false },
      { courseDate: '2026-11-19', isFull: true },
      { courseDate: '2026-11-22', isFull: 0 as const },
    ]
    const week = buildWeek('2026-11-16', plan, '2026-11-21', '2026-11-18')
    expect(week.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ])
    expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(week.filter((d) => !d.disabled).map((d) => d.date)).toEqual(['2026-11-18', '2026-11-19', '2026-11-22'])
    expect(week.filter((d) => d.full).map((d) => d.date)).toEqual(['2026-11-19'])
    expect(week.find((d) => d.isToday)?.date).toBe('2026-11-21')
    expect(week.find((d) => d.selected)?.date).toBe('2026-11-18')
    expect(canChoose(week[0])).toBe(false)
    expect(canChoose(week[3])).toBe(true)
  })

  it('opens on the chosen day, else the first free plan day from today, else today', () => {
    const plan = [
      { courseDate: '2026-11-10' },
      { courseDate: '2026-12-02', isFull: true },
      { courseDate: '2026-12-09' },
    ]
    expect(initialDay(plan, '2026-11-21', '2026-11-25')).toBe('2026-11-25')
    expect(initialDay(plan, '2026-11-21')).toBe('2026-12-09')
    expect(initialDay([{ courseDate: '2026-12-02', isFull: true }], '2026-11-21')).toBe('2026-12-02')
    expect(initialDay([], '2026-11-21')).toBe('2026-11-21')
    expect(initialDay(plan, '2026-11-21', 'nonsense')).toBe('2026-12-09')
  })

  it('keeps three weeks and rotates them endlessly in both directions', () => {
    const start = bufferAround('2026-11-21')
    expect(start).toEqual({ mondays: ['2026-11-09', '2026-11-16', '2026-11-23'], current: 1 })

    // swipe left: slot 2 is shown, slot 0 now holds the week after it
    const next = rotateBuffer(start, 2)
    expect(next.current).toBe(2)
    expect(next.mondays).toEqual(['2026-11-30', '2026-11-16', '2026-11-23'])

    // keep swiping left over the circular end
    const again = rotateBuffer(next, 0)
    expect(again.mondays[again.current]).toBe('2026-11-30')
    expect(again.mondays).toEqual(['2026-11-30', '2026-12-07', '2026-11-23'])

    // swipe right goes back a week
    const back = rotateBuffer(again, 2)
    expect(back.mondays[back.current]).toBe('2026-11-23')

    let b = start
    for (let i = 0; i < 10; i++) b = stepBuffer(b, 1)
    expect(b.mondays[b.current]).toBe(addWeeks('2026-11-16', 10))
    for (let i = 0; i < 13; i++) b = stepBuffer(b, -1)
    expect(b.mondays[b.current]).toBe(addWeeks('2026-11-16', -3))
    // every buffer holds the shown week and its two neighbours
    const sorted = [...b.mondays].sort()
    expect(sorted).toEqual([addWeeks('2026-11-16', -4), addWeeks('2026-11-16', -3), addWeeks('2026-11-16', -2)])
    expect(rotateBuffer(b, b.current)).toBe(b)
  })

  it('titles a week by the month of its Thursday', () => {
    expect(weekTitle('2026-11-30')).toBe('2026年12月')
    expect(weekTitle('2026-11-23')).toBe('2026年11月')
  })
})
