import Taro from '@tarojs/taro'
import type { ClassPlanQuery } from '@types-api/api/schedule'
import type { BookableSchedule } from '@/shared/schedule/booking-calls'
import ScheduleAppointmentPage from '@/pages/schedule/schedule-appointment'
import { HttpError } from '@/services/http/errors'
import { waitFor } from '../helpers/render'
import { byTestId, openAt, provideSchedule, renderPage, scheduleModel } from './learning-models'

// today is Saturday 2026-11-21
const plan = [
  { courseDate: '2026-11-23', isFull: false },
  { courseDate: '2026-11-24', isFull: true },
  { courseDate: '2026-11-26', isFull: false },
]
const cls = (id: string, start: string, remainCount: number, isAppointment: 0 | 1 = 0): BookableSchedule => ({
  scheduleId: id,
  startDateTime: `2026-11-23 ${start}:00`,
  endDateTime: `2026-11-23 ${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:30:00`,
  classRoom: { classRoomName: '感统训练室' },
  scheduleTeacherDetailList: [{ person: { name: '陈老师' } }],
  remainCount,
  isAppointment,
})

function render(appoint: jest.Mock = jest.fn().mockResolvedValue({ scheduleId: 'A', remainCount: 2, isAppointment: 1 })) {
  const classPlan = jest.fn(async (q: ClassPlanQuery) => ({
    weekPlanList: plan,
    scheduleList: q.scheduleDate === '2026-11-23' ? [cls('A', '09:00', 3), cls('B', '14:00', 0), cls('C', '16:00', 2, 1)] : [],
  }))
  openAt('/pages/schedule/schedule-appointment', { productId: 'P1' })
  return { classPlan, appoint, page: renderPage(ScheduleAppointmentPage, provideSchedule(scheduleModel({ classPlan, appoint }))) }
}
const day = (date: string) => byTestId('week-shown')[0]?.querySelector(`[data-date="${date}"]`) as HTMLElement
const slot = (id: string) => document.querySelector(`[data-testid="schedule"][data-id="${id}"]`) as HTMLElement
const lastToast = () => ((Taro.showToast as jest.Mock).mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title
const dialogButton = (label: string) => [...document.querySelectorAll('.nut-dialog .nut-button, .nut-dialog-footer-ok')].find((b) => b.textContent?.trim() === label) as HTMLElement

describe('booking a class (schedule-appointment)', () => {
  beforeEach(() => jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never))
  afterEach(() => jest.restoreAllMocks())

  it('a full day (满) cannot be chosen: the reason is shown and the day stays unchosen', async () => {
    const { classPlan, page } = render()
    await page
    await waitFor(() => !!day('2026-11-24'))
    expect(classPlan).toHaveBeenCalledWith({ studentId: 'S1', productId: 'P1' })
    const full = day('2026-11-24')
    expect(full.className).toContain('is-full')
    expect(full.querySelector('.week-calendar__badge')?.textContent).toBe('满')
    full.click()
    await waitFor(() => lastToast() === '该日期已约满，请选择其他日期')
    expect(day('2026-11-24').className).not.toContain('is-selected')
    expect(classPlan).not.toHaveBeenCalledWith(expect.objectContaining({ scheduleDate: '2026-11-24' }))
    // a day outside the plan does nothing either
    day('2026-11-25').click()
    expect(day('2026-11-25').className).toContain('is-disabled')
    expect(day('2026-11-25').className).not.toContain('is-selected')
  })

  it('a full class is refused with its message; an open class is booked after the confirmation', async () => {
    const { classPlan, appoint, page } = render()
    await page
    await waitFor(() => !!day('2026-11-23'))
    // before a day is chosen the page says what to do first
    expect(byTestId('choose-day-hint')[0]?.textContent).toBe('请先选择上课日期，再选择时间')
    day('2026-11-23').click()
    await waitFor(() => !!slot('A'))
    expect(byTestId('choose-day-hint')).toHaveLength(0)
    expect(classPlan).toHaveBeenCalledWith({ studentId: 'S1', productId: 'P1', isStart: 0, scheduleDate: '2026-11-23' })
    expect(day('2026-11-23').className).toContain('is-selected')
    expect(slot('B').className).toContain('is-disabled')
    expect(slot('B').querySelector('[data-testid="schedule-remain"]')?.textContent).toBe('已约满')
    expect(slot('C').textContent).toContain('已预约')

    slot('B').click()
    await waitFor(() => lastToast() === '该时段已约满，请选择其他时间')
    expect(slot('B').className).not.toContain('is-active')
    // nothing chosen: 立即预约 says what is missing and books nothing
    byTestId('book')[0].click()
    await waitFor(() => lastToast() === '请选择上课时间')
    expect(appoint).not.toHaveBeenCalled()

    slot('A').click()
    await waitFor(() => slot('A').className.includes('is-active'))
    expect(document.querySelector('.schedule-bar__text')?.textContent).toContain('11月23日 周一 09:00-10:30 感统训练室')
    byTestId('book')[0].click()
    await waitFor(() => !!dialogButton('确认预约'))
    dialogButton('确认预约').click()
    await waitFor(() => appoint.mock.calls.length === 1)
    expect(appoint).toHaveBeenCalledWith('A', { studentId: 'S1', productId: 'P1', appointmentDataType: 1 })
    await waitFor(() => lastToast() === '预约成功')
  })

  it('the server refusing a class that filled up meanwhile is shown as it says', async () => {
    const appoint = jest.fn().mockRejectedValue(new HttpError('biz', '该时段已约满，请选择其他时间'))
    const { page } = render(appoint)
    await page
    await waitFor(() => !!day('2026-11-23'))
    day('2026-11-23').click()
    await waitFor(() => !!slot('A'))
    slot('A').click()
    byTestId('book')[0].click()
    await waitFor(() => !!dialogButton('确认预约'))
    dialogButton('确认预约').click()
    await waitFor(() => appoint.mock.calls.length === 1)
    await waitFor(() => lastToast() === '该时段已约满，请选择其他时间')
    expect(slot('A').textContent).not.toContain('已预约')
  })
})
