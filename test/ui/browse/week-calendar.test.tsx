import TestUtils from '@tarojs/test-utils-react'
import { WeekCalendar } from '@/components/week-calendar/week-calendar'
import { waitFor } from '../helpers/render'

const plan = [
  { courseDate: '2026-11-23', isFull: false },
  { courseDate: '2026-11-25', isFull: true },
  { courseDate: '2026-11-27', isFull: false },
]

const dayEl = (date: string) => document.querySelector(`.week-calendar__day[data-date="${date}"]`) as HTMLElement
const shownWeek = () => [...document.querySelectorAll('[data-testid="week-shown"] [data-testid="calendar-day"]')].map((d) => d.getAttribute('data-date'))

describe('week calendar', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it('does not let a disabled day be chosen, badges full days 满 and marks today', async () => {
    const onChange = jest.fn()
    const t = new TestUtils()
    await t.mount(WeekCalendar, { props: { plan, today: '2026-11-21', value: null, onChange } })
    await waitFor(() => !!dayEl('2026-11-24'))
    // opens on the week of the first free plan day
    expect(shownWeek()[0]).toBe('2026-11-23')

    await t.act(() => dayEl('2026-11-24').click())
    expect(onChange).not.toHaveBeenCalled()
    expect(dayEl('2026-11-24').className).toContain('is-disabled')

    expect(dayEl('2026-11-25').textContent).toContain('满')
    expect(dayEl('2026-11-23').textContent).not.toContain('满')

    await t.act(() => dayEl('2026-11-23').click())
    expect(onChange).toHaveBeenCalledWith('2026-11-23', expect.objectContaining({ weekday: 1 }))
  })

  it('moves a week on and back with the arrows and shows 今天 on the current day', async () => {
    const onWeekChange = jest.fn()
    const t = new TestUtils()
    await t.mount(WeekCalendar, { props: { plan: [], today: '2026-11-21', value: '2026-11-21', onWeekChange } })
    await waitFor(() => !!dayEl('2026-11-21'))
    expect(dayEl('2026-11-21').textContent).toContain('今天')
    expect(shownWeek()[0]).toBe('2026-11-16')
    await t.act(() => (document.querySelector('[data-testid="week-next"]') as HTMLElement).click())
    await waitFor(() => shownWeek()[0] === '2026-11-23')
    expect(onWeekChange).toHaveBeenLastCalledWith('2026-11-23')
    await t.act(() => (document.querySelector('[data-testid="week-prev"]') as HTMLElement).click())
    await t.act(() => (document.querySelector('[data-testid="week-prev"]') as HTMLElement).click())
    await waitFor(() => shownWeek()[0] === '2026-11-09')
  })
})
