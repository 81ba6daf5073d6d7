import type { Appointment, BookableSchedule } from '@/shared/schedule/booking-calls'
import { buildWeek } from '@/components/week-calendar/week-days'
import { AppointmentsStore } from '@/pages/schedule/model/appointments-store'
import { BookingStore } from '@/pages/schedule/model/booking-store'
import { MonthStore } from '@/pages/schedule/model/month-store'
import { canCancel, classesByDay, dayForMonth, monthDayClass, monthDayMarks, monthRange, splitAppointments } from '@/pages/schedule/model/schedule-rules'
import { HttpError } from '@/services/http/errors'

const student = () => Promise.resolve({ studentId: 'S1', userId: 'U1' })
// Saturday 2026-11-21, 10:00 local
const clock = { now: () => new Date(2026, 10, 21, 10, 0, 0).getTime() }

const plan = [
  { courseDate: '2026-11-17', isFull: false }, // past (this week's Tuesday)
  { courseDate: '2026-11-23', isFull: false },
  { courseDate: '2026-11-24', isFull: true },
  { courseDate: '2026-11-26', isFull: false },
]
const cls = (id: string, remainCount: number, isAppointment: 0 | 1 = 0): BookableSchedule => ({
  scheduleId: id,
  startDateTime: '2026-11-23 09:00:00',
  endDateTime: '2026-11-23 10:30:00',
  classRoom: { classRoomName: '感统训练室' },
  scheduleTeacherDetailList: [{ person: { name: '陈老师' } }],
  remainCount,
  isAppointment,
})

function booking(appoint = jest.fn()) {
  const classPlan = jest.fn((q: { scheduleDate?: string }) =>
    Promise.resolve({ weekPlanList: plan, scheduleList: q.scheduleDate ? [cls('A', 3), cls('B', 0), cls('C', 2, 1)] : [] }),
  )
  const store = new BookingStore({ classPlan, appoint }, student, clock)
  return { store, classPlan, appoint }
}

describe('BookingStore on the week calendar', () => {
  it('feeds the calendar: outside the plan and past days disabled, full days marked 满, today 今天', async () => {
    const { store, classPlan } = booking()
    await store.open('P1')
    expect(classPlan).toHaveBeenCalledWith({ studentId: 'S1', productId: 'P1' })
    const p = store.picker
    const thisWeek = buildWeek('2026-11-16', p.shownPlan, p.today, p.date)
    expect(thisWeek.find((d) => d.date === '2026-11-17')?.disabled).toBe(true) // past plan day
    expect(thisWeek.find((d) => d.date === '2026-11-21')?.isToday).toBe(true)
    const next = buildWeek('2026-11-23', p.shownPlan, p.today, p.date)
    expect(next.map((d) => [d.weekday, d.disabled, d.full])).toEqual([
      [1, false, false],
      [2, false, true],
      [3, true, false],
      [4, false, false],
      [5, true, false],
      [6, true, false],
      [7, true, false],
    ])
  })

  it('refuses a full day and a past day; an open day loads its classes with isStart 0', async () => {
    const { store, classPlan } = booking()
    await store.open('P1')
    expect(await store.picker.chooseDate('2026-11-24')).toBe('该日期已约满，请选择其他日期')
    expect(await store.picker.chooseDate('2026-11-17')).toBe('该日期不可选')
    expect(store.picker.date).toBeNull()
    expect(await store.picker.chooseDate('2026-11-23')).toBe('')
    expect(classPlan).toHaveBeenLastCalledWith({ studentId: 'S1', productId: 'P1', isStart: 0, scheduleDate: '2026-11-23' })
    expect(store.picker.schedules).toHaveLength(3)
  })

  it('refuses a full class and one already booked without calling the server', async () => {
    const { store, appoint } = booking()
    await store.open('P1')
    await expect(store.book()).rejects.toThrow('请选择上课日期')
    await store.picker.chooseDate('2026-11-23')
    expect(store.picker.chooseSchedule('B')).toBe('该时段已约满，请选择其他时间')
    await expect(store.book()).rejects.toThrow('请选择上课时间')
    store.picker.chooseSchedule('C')
    await expect(store.book()).rejects.toThrow('您已预约该课程')
    expect(appoint).not.toHaveBeenCalled()
  })

  it('books a class: places left come from the server and the day is read again', async () => {
    const appoint = jest.fn().mockResolvedValue({ scheduleId: 'A', remainCount: 2, isAppointment: 1 })
    const { store, classPlan } = booking(appoint)
    await store.open('P1')
    await store.picker.chooseDate('2026-11-23')
    store.picker.chooseSchedule('A')
    const calls = classPlan.mock.calls.length
    await store.book()
    expect(appoint).toHaveBeenCalledWith('A', { studentId: 'S1', productId: 'P1', appointmentDataType: 1 })
    expect(classPlan.mock.calls.length).toBe(calls + 1)
    expect(store.booking).toBe(false)
  })

  it("shows the server's refusal of a full class and reloads the places", async () => {
    const appoint = jest.fn().mockRejectedValue(new HttpError('biz', '该课程已约满，请选择其他时间'))
    const { store, classPlan } = booking(appoint)
    await store.open('P1')
    await store.picker.chooseDate('2026-11-23')
    store.picker.chooseSchedule('A')
    const calls = classPlan.mock.calls.length
    await expect(store.book()).rejects.toThrow('该课程已约满，请选择其他时间')
    expect(classPlan.mock.calls.length).toBe(calls + 1)
  })
})

const appt = (id: string, start: string, can: 0 | 1): Appointment => ({
  ...cls(id, 1),
  startDateTime: start,
  appointmentId: `AP-${id}`,
  productId: 'P1',
  productName: '感统训练营',
  campusName: '南山校区',
  canCancel: can,
})

describe('my appointments', () => {
  it('splits upcoming (soonest first) and past (latest first); cancel only where allowed and not started', () => {
    const list = [appt('a', '2026-11-20 09:00:00', 1), appt('b', '2026-11-28 09:00:00', 1), appt('c', '2026-11-23 09:00:00', 0), appt('d', '2026-11-10 09:00:00', 0)]
    const { upcoming, past } = splitAppointments(list, '2026-11-21 10:00:00')
    expect(upcoming.map((a) => a.scheduleId)).toEqual(['c', 'b'])
    expect(past.map((a) => a.scheduleId)).toEqual(['a', 'd'])
    expect(canCancel(list[1], '2026-11-21 10:00:00')).toBe(true)
    expect(canCancel(list[2], '2026-11-21 10:00:00')).toBe(false)
    expect(canCancel(list[0], '2026-11-21 10:00:00')).toBe(false)
  })

  it('cancels with appointmentDataType 0 and reads the list again; refuses what may not be cancelled', async () => {
    const myAppointments = jest.fn().mockResolvedValue([appt('b', '2026-11-28 09:00:00', 1), appt('c', '2026-11-23 09:00:00', 0)])
    const appoint = jest.fn().mockResolvedValue({ scheduleId: 'b', remainCount: 2, isAppointment: 0 })
    const store = new AppointmentsStore({ myAppointments, appoint }, student, clock)
    await store.list.load()
    expect(store.shown).toHaveLength(2)
    await expect(store.cancel(store.shown[0])).rejects.toThrow('开课前24小时内不能取消预约')
    await store.cancel(store.shown[1])
    expect(appoint).toHaveBeenCalledWith('b', { studentId: 'S1', productId: 'P1', appointmentDataType: 0 })
    expect(myAppointments).toHaveBeenCalledTimes(2)
  })
})

describe('month view', () => {
  it('asks for the shown month and groups classes by day', async () => {
    expect(monthRange('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' })
    expect(() => monthRange('2026-13')).toThrow()
    const schedulingRange = jest.fn().mockResolvedValue([])
    const store = new MonthStore({ schedulingRange }, student, clock)
    await store.open()
    expect(schedulingRange).toHaveBeenCalledWith({ studentId: 'S1', startDate: '2026-11-01', endDate: '2026-11-30' })
    await store.showMonth(2026, 12)
    expect(schedulingRange).toHaveBeenLastCalledWith({ studentId: 'S1', startDate: '2026-12-01', endDate: '2026-12-31' })
    const byDay = classesByDay([
      { ...appt('x', '2026-11-23 14:00:00', 0), productId: 'P1', productName: 'a' },
      { ...appt('y', '2026-11-23 09:00:00', 0), productId: 'P1', productName: 'a' },
    ])
    expect(byDay.get('2026-11-23')?.map((s) => s.scheduleId)).toEqual(['y', 'x'])
  })
})

describe('month view: the chosen day', () => {
  const booked = (d: string) => d === '2026-11-23' || d === '2026-11-26'

  it('marks the chosen day, today and days with classes apart', () => {
    const at = { chosen: '2026-11-23', today: '2026-11-21', booked }
    expect(monthDayMarks('2026-11-23', at)).toEqual({ chosen: true, today: false, booked: true })
    expect(monthDayMarks('2026-11-21', at)).toEqual({ chosen: false, today: true, booked: false })
    expect(monthDayMarks('2026-11-26', at)).toEqual({ chosen: false, today: false, booked: true })
    expect(monthDayMarks('2026-11-24', at)).toEqual({ chosen: false, today: false, booked: false })
    // choosing today keeps both marks
    expect(monthDayMarks('2026-11-21', { ...at, chosen: '2026-11-21' })).toEqual({ chosen: true, today: true, booked: false })
    expect(monthDayClass({ chosen: true, today: true, booked: true })).toBe('month-day is-chosen is-today is-booked')
    expect(monthDayClass({ chosen: false, today: true, booked: false })).toBe('month-day is-today')
    expect(monthDayClass({ chosen: false, today: false, booked: false })).toBe('month-day')
  })

  it('another month keeps a chosen day inside it, else today, else its 1st', () => {
    expect(dayForMonth('2026-11', '2026-11-23', '2026-11-21')).toBe('2026-11-23')
    expect(dayForMonth('2026-11', '', '2026-11-21')).toBe('2026-11-21')
    expect(dayForMonth('2026-11', '2026-12-03', '2026-11-21')).toBe('2026-11-21')
    expect(dayForMonth('2026-12', '2026-11-23', '2026-11-21')).toBe('2026-12-01')
    expect(dayForMonth('2027-02', '', '2026-11-21')).toBe('2027-02-01')
  })

  it('the store opens on today, marks the chosen day and lists its classes', async () => {
    const schedulingRange = jest.fn().mockResolvedValue([
      { ...appt('x', '2026-11-23 14:00:00', 0), productId: 'P1', productName: 'a' },
      { ...appt('y', '2026-11-26 09:00:00', 0), productId: 'P1', productName: 'a' },
    ])
    const store = new MonthStore({ schedulingRange }, student, clock)
    await store.open()
    expect(store.day).toBe('2026-11-21')
    expect(store.marks('2026-11-21')).toEqual({ chosen: true, today: true, booked: false })
    expect(store.dayClasses).toEqual([])
    store.chooseDay('2026-11-23')
    expect(store.marks('2026-11-23')).toEqual({ chosen: true, today: false, booked: true })
    expect(store.marks('2026-11-21')).toEqual({ chosen: false, today: true, booked: false })
    expect(store.dayClasses.map((s) => s.scheduleId)).toEqual(['x'])
    await store.showMonth(2026, 12)
    expect(store.day).toBe('2026-12-01')
    await store.showMonth(2026, 11)
    expect(store.day).toBe('2026-11-21')
  })
})
