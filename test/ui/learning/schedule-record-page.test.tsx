import Taro from '@tarojs/taro'
import type { Appointment } from '@/shared/schedule/booking-calls'
import ScheduleRecordPage from '@/pages/schedule/schedule-record'
import { stripTab as tab, waitFor } from '../helpers/render'
import { byTestId, didShow, openAt, provideSchedule, pullDown, renderPage, scheduleModel, text } from './learning-models'

// now: Saturday 2026-11-21 10:00
const appt = (id: string, start: string, canCancel: 0 | 1): Appointment => ({
  scheduleId: id,
  appointmentId: `AP-${id}`,
  startDateTime: `${start}:00`,
  endDateTime: `${start.slice(0, 11)}${String(Number(start.slice(11, 13)) + 1).padStart(2, '0')}:30:00`,
  classRoom: { classRoomName: '阳光教室' },
  scheduleTeacherDetailList: [{ person: { name: '赵老师' } }],
  remainCount: 3,
  productId: 'P1',
  productName: '言语语言康复训练',
  campusName: '南山校区',
  canCancel,
})

const cards = () => byTestId('appointment')
const card = (id: string) => document.querySelector(`[data-testid="appointment"][data-schedule="${id}"]`) as HTMLElement
const dialogButton = (label: string) => [...document.querySelectorAll('.nut-dialog .nut-button, .nut-dialog-footer-ok')].find((b) => b.textContent?.trim() === label) as HTMLElement
const lastToast = () => ((Taro.showToast as jest.Mock).mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title

describe('my appointments (schedule-record)', () => {
  beforeEach(() => {
    openAt('/pages/schedule/schedule-record')
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists upcoming soonest first; cancel only where allowed; cancelling asks, sends type 0 and reads the list again', async () => {
    let list = [appt('b', '2026-11-28 09:00', 1), appt('a', '2026-11-22 09:00', 0), appt('z', '2026-11-19 09:00', 0)]
    const myAppointments = jest.fn(async () => list)
    const appoint = jest.fn(async () => {
      list = list.filter((x) => x.scheduleId !== 'b')
      return { scheduleId: 'b', remainCount: 4, isAppointment: 0 as const }
    })
    await renderPage(ScheduleRecordPage, provideSchedule(scheduleModel({ myAppointments, appoint })))
    didShow()
    await waitFor(() => cards().length === 2)
    expect(myAppointments).toHaveBeenCalledWith('S1')
    expect(cards().map((c) => c.getAttribute('data-schedule'))).toEqual(['a', 'b'])
    // the tab titles carry the counts (NutUI redraws its titles a moment after the list)
    await waitFor(() => tab('待上课')?.textContent === '待上课(2)' && tab('已结束')?.textContent === '已结束(1)')
    expect(card('a').querySelector('.appointment__when')?.textContent).toBe('11月22日 周日 09:00-10:30')
    expect(card('a').textContent).toContain('南山校区 · 阳光教室 · 赵老师')
    // within 24 h: no cancel, the rule is said instead
    expect(card('a').querySelector('[data-testid="cancel-appointment"]')).toBeNull()
    expect(card('a').textContent).toContain('开课前24小时内不可取消')

    ;(card('b').querySelector('[data-testid="cancel-appointment"]') as HTMLElement).click()
    await waitFor(() => !!dialogButton('确定'))
    expect(document.querySelector('.nut-dialog')?.textContent).toContain('确定取消 11月28日 周六 09:00-10:30 的课程吗？')
    expect(appoint).not.toHaveBeenCalled()
    dialogButton('确定').click()
    await waitFor(() => appoint.mock.calls.length === 1)
    expect(appoint).toHaveBeenCalledWith('b', { studentId: 'S1', productId: 'P1', appointmentDataType: 0 })
    await waitFor(() => cards().length === 1)
    expect(myAppointments).toHaveBeenCalledTimes(2)
    expect(lastToast()).toBe('已取消预约')
  })

  it('已结束 shows past appointments without cancel; an empty tab says so', async () => {
    await renderPage(ScheduleRecordPage, provideSchedule(scheduleModel({ myAppointments: jest.fn().mockResolvedValue([appt('z', '2026-11-19 09:00', 1)]) })))
    didShow()
    await waitFor(() => text().includes('暂无待上课的预约'))
    tab('已结束').click()
    await waitFor(() => cards().length === 1)
    expect(byTestId('cancel-appointment')).toHaveLength(0)
  })

  it('pull-down reads the appointments again; the shown ones stay until the answer arrives', async () => {
    jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
    let answer: (list: Appointment[]) => void = () => undefined
    const myAppointments = jest
      .fn<Promise<Appointment[]>, [string]>()
      .mockResolvedValueOnce([appt('b', '2026-11-28 09:00', 1)])
      .mockImplementationOnce(() => new Promise((r) => (answer = r)))
    await renderPage(ScheduleRecordPage, provideSchedule(scheduleModel({ myAppointments })))
    await waitFor(() => cards().length === 1)
    pullDown()
    await waitFor(() => myAppointments.mock.calls.length === 2)
    expect(cards()).toHaveLength(1)
    expect(byTestId('loading')).toHaveLength(0)
    answer([appt('b', '2026-11-28 09:00', 1), appt('c', '2026-11-29 09:00', 1)])
    await waitFor(() => cards().length === 2)
    await waitFor(() => (Taro.stopPullDownRefresh as jest.Mock).mock.calls.length > 0)
  })
})
