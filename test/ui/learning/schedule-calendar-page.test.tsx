import type { SchedulingDateRangeRequest } from '@types-api/api/course'
import ScheduleCalendarPage from '@/pages/schedule/schedule-calendar'
import { waitFor } from '../helpers/render'
import { byTestId, openAt, provideSchedule, renderPage, scheduleModel, studentClass, text } from './learning-models'

// today: Saturday 2026-11-21
const classes = [
  studentClass('C1', '2026-11-23 09:00:00', '2026-11-23 10:30:00', { productName: '感统训练营' }),
  studentClass('C2', '2026-11-26 14:00:00', '2026-11-26 15:30:00', { productName: '言语康复训练', classRoom: { classRoomName: '言语治疗室' } }),
]
const dayCell = (date: string) => document.querySelector(`[data-testid="month-day"][data-date="${date}"]`) as HTMLElement
/** The day's class names, in any order. */
const marks = (date: string) => dayCell(date).className.split(' ').filter(Boolean).sort()
const chosen = () => byTestId('month-day').filter((d) => d.getAttribute('data-chosen') === '1').map((d) => d.getAttribute('data-date'))
const booked = () =>
  [...document.querySelectorAll('.nut-calendarcard-day')].filter((d) => d.querySelector('[data-testid="booked-day"]')).map((d) => d.querySelector('[data-testid="month-day"]')?.getAttribute('data-date'))

describe('month view (schedule-calendar)', () => {
  beforeEach(() => {
    openAt('/pages/schedule/schedule-calendar')
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 10, 0, 0), doNotFake: ['setTimeout', 'setInterval', 'nextTick', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame'] })
  })
  afterEach(() => jest.useRealTimers())

  it('opens on today, chosen and marked 今天; choosing a booked day moves the mark and lists its classes', async () => {
    const schedulingRange = jest.fn(async (_req: SchedulingDateRangeRequest) => classes)
    await renderPage(ScheduleCalendarPage, provideSchedule(scheduleModel({ schedulingRange })))
    await waitFor(() => booked().length === 2)
    expect(schedulingRange).toHaveBeenCalledTimes(1)
    expect(schedulingRange).toHaveBeenCalledWith({ studentId: 'S1', startDate: '2026-11-01', endDate: '2026-11-30' })
    expect(booked()).toEqual(['2026-11-23', '2026-11-26'])
    expect(chosen()).toEqual(['2026-11-21'])
    expect(marks('2026-11-21')).toEqual(['is-chosen', 'is-today', 'month-day'])
    expect(document.querySelector('.month-view__today')?.textContent).toBe('今天')
    expect(byTestId('chosen-day-title')[0].textContent).toBe('11月21日 周六 的课程')
    expect(text()).toContain('当天没有课程')

    ;(dayCell('2026-11-26').closest('.nut-calendarcard-day') as HTMLElement).click()
    await waitFor(() => chosen().join() === '2026-11-26')
    expect(marks('2026-11-26')).toEqual(['is-booked', 'is-chosen', 'month-day'])
    expect(marks('2026-11-21')).toEqual(['is-today', 'month-day'])
    expect(marks('2026-11-23')).toEqual(['is-booked', 'month-day'])
    expect(byTestId('chosen-day-title')[0].textContent).toBe('11月26日 周四 的课程')
    expect(byTestId('day-class')).toHaveLength(1)
    expect(byTestId('day-class')[0].textContent).toContain('11月26日 周四 14:00-15:30')
    expect(byTestId('day-class')[0].textContent).toContain('言语治疗室 · 陈老师、李老师')
  })

  it('the next month asks for its days and moves the chosen day to its 1st', async () => {
    const schedulingRange = jest.fn(async (_req: SchedulingDateRangeRequest) => classes)
    await renderPage(ScheduleCalendarPage, provideSchedule(scheduleModel({ schedulingRange })))
    await waitFor(() => booked().length === 2)
    ;(document.querySelector('.nut-calendarcard-header .right') as HTMLElement).click()
    await waitFor(() => schedulingRange.mock.calls.length === 2)
    expect(schedulingRange).toHaveBeenLastCalledWith({ studentId: 'S1', startDate: '2026-12-01', endDate: '2026-12-31' })
    await waitFor(() => chosen().join() === '2026-12-01')
    expect(byTestId('chosen-day-title')[0].textContent).toBe('12月1日 周二 的课程')
  })
})
