import { safeParse } from 'valibot'
import { createBookingApi } from '@/shared/schedule/booking-api'
import { appointSchedule } from '@/shared/schedule/booking-calls'
import { answeringSend } from '../helpers/answering-send'
import { testConfig } from '../helpers/fake-deps'


const cls = { scheduleId: 31, startDateTime: '2026-11-24 09:00:00', endDateTime: '2026-11-24 10:30:00' }

describe('booking calls', () => {
  it('reads the timetable with ids as text, an online class link as text and a missing room, teacher or list as none', async () => {
    const { send, sent } = answeringSend(
      {
        list: [
          { ...cls, productId: 7, productName: '感统训练', appointmentId: 12, classRoom: null },
          { ...cls, scheduleId: 'OL-1', productId: 'P8', productName: '线上课', onlineInfo: { teachingStudentLink: 'https://meet.test/1' }, scheduleTeacherDetailList: [{ person: null }] },
        ],
        total: '2',
      },
      null,
    )
    const api = createBookingApi(send, testConfig())
    const page = await api.scheduling({ studentId: 'S1', pageIndex: 1, pageSize: 1000 })
    expect(sent[0]).toEqual(expect.objectContaining({ url: 'https://schedule.test/schedulingsystem/api/v1/ost/student/scheduling', method: 'POST', data: { studentId: 'S1', pageIndex: 1, pageSize: 1000 } }))
    expect(page.total).toBe(2)
    const [booked, online] = page.list
    expect(booked).toMatchObject({ scheduleId: '31', productId: '7', appointmentId: '12', classRoom: { classRoomName: '' }, scheduleTeacherDetailList: [], remainCount: 0 })
    expect('onlineInfo' in booked).toBe(false)
    expect(online.onlineInfo).toEqual({ teachingStudentLink: 'https://meet.test/1', confuserpwd: '' })
    expect(online.scheduleTeacherDetailList).toEqual([{ person: { name: '' } }])
    expect('appointmentId' in online).toBe(false)
    await expect(api.scheduling({ studentId: 'S1', pageIndex: 1, pageSize: 1000 })).resolves.toEqual({ list: [], total: 0 })
  })

  it('asks for a plan day with its query and reads days full or not, places left 0 when missing', async () => {
    const { send, sent } = answeringSend({ weekPlanList: [{ courseDate: '2026-11-24', isFull: 1 }, { courseDate: '2026-11-25' }], scheduleList: [{ ...cls, remainCount: 3, isAppointment: 1 }, cls] }, null)
    const api = createBookingApi(send, testConfig())
    const plan = await api.classPlan({ studentId: 'S1', productId: 'P 7', isStart: 0, scheduleDate: '2026-11-24' })
    expect(sent[0].url).toBe('https://mall.test/mall/api/v1/course/getClassplan?studentId=S1&productId=P%207&isStart=0&scheduleDate=2026-11-24')
    expect(sent[0].method).toBe('GET')
    expect(plan.weekPlanList.map((d) => d.isFull)).toEqual([true, false])
    expect(plan.scheduleList.map((s) => [s.scheduleId, s.remainCount, s.isAppointment])).toEqual([
      ['31', 3, 1],
      ['31', 0, undefined],
    ])
    await expect(api.classPlan({ studentId: 'S1', productId: 'P7' })).resolves.toEqual({ weekPlanList: [], scheduleList: [] })
  })

  it('books on the class path with the request as body and reads the places left', async () => {
    const { send, sent } = answeringSend({ scheduleId: 31, isAppointment: 1 })
    const res = await createBookingApi(send, testConfig()).appoint('S/31', { studentId: 'S1', productId: 'P7', appointmentDataType: 1 })
    expect(sent[0]).toEqual(expect.objectContaining({ url: 'https://mall.test/mall/api/v1/course/appointmentScheduling/S%2F31', method: 'POST', data: { studentId: 'S1', productId: 'P7', appointmentDataType: 1 } }))
    expect(res).toEqual({ scheduleId: '31', remainCount: 0, isAppointment: 1 })
    // an empty answer is bad data, as before
    expect(safeParse(appointSchedule.shape, null).success).toBe(false)
  })

  it('reads my appointments with ids as text, none when the service answers nothing', async () => {
    const { send, sent } = answeringSend([{ ...cls, appointmentId: 5, productId: 7, productName: '感统训练', canCancel: 1 }], null)
    const api = createBookingApi(send, testConfig())
    const [a] = await api.myAppointments('S1')
    expect(sent[0].url).toBe('https://mall.test/mall/api/v1/course/myAppointment?studentId=S1')
    expect(a).toMatchObject({ appointmentId: '5', productId: '7', scheduleId: '31', canCancel: 1 })
    await expect(api.myAppointments('S1')).resolves.toEqual([])
  })
})
