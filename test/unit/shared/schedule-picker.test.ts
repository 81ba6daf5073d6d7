import { HttpError } from '@/services/http/errors'
import dayjs from 'dayjs'
import { FULL_CLASS_TEXT, FULL_DAY_TEXT, STARTED_CLASS_TEXT, SchedulePicker, visiblePlan } from '@/shared/schedule/schedule-picker'
import { remainText, scheduleTimeText, scheduleWhenText, teacherNames } from '@/shared/schedule/schedule-text'
import { classTimeText } from '@/utils/class-time'

const plan = [
  { courseDate: '2026-11-19', isFull: false }, // past
  { courseDate: '2026-11-23', isFull: false },
  { courseDate: '2026-11-24', isFull: true },
]
/** The demo's now: 2026-11-21 10:00, before every class of the plan. */
let NOW = dayjs('2026-11-21 10:00:00', 'YYYY-MM-DD HH:mm:ss').valueOf()

const schedule = (id: string, remainCount = 3) => ({
  scheduleId: id,
  startDateTime: '2026-11-23 09:00:00',
  endDateTime: '2026-11-23 10:30:00',
  classRoom: { classRoomName: '阳光教室' },
  scheduleTeacherDetailList: [{ person: { name: '王老师' } }, { person: { name: '李老师' } }],
  remainCount,
})

function picker(fullDays: 'open' | 'refuse', hidePast: boolean) {
  const p = new SchedulePicker({ today: () => '2026-11-21', fullDays, hidePast, now: () => NOW })
  const loadDay = jest.fn((date: string) => Promise.resolve({ weekPlanList: plan, scheduleList: date === '2026-11-24' ? [schedule('F1', 0)] : [schedule('S1'), schedule('S2', 0)] }))
  p.setSource({ loadPlan: () => Promise.resolve(plan), loadDay })
  return { p, loadDay }
}

describe('schedule texts', () => {
  it('reads times, teachers and places left', () => {
    expect(scheduleTimeText(schedule('S'))).toBe('09:00-10:30')
    expect(scheduleTimeText({ startDateTime: 'bad', endDateTime: '' })).toBe('')
    expect(scheduleWhenText(schedule('S'))).toBe('11月23日 周一 09:00-10:30')
    expect(teacherNames(schedule('S'))).toBe('王老师、李老师')
    expect(remainText({ remainCount: 3 })).toBe('余3')
    expect(remainText({ remainCount: 0 })).toBe('已约满')
  })
})

describe('SchedulePicker', () => {
  it('drops past plan days when asked', () => {
    expect(visiblePlan(plan, '2026-11-21', true).map((d) => d.courseDate)).toEqual(['2026-11-23', '2026-11-24'])
    expect(visiblePlan(plan, '2026-11-21', false)).toHaveLength(3)
  })

  it('opens full days for product detail, refuses them for booking, never days outside the plan', async () => {
    const open = picker('open', false)
    await open.p.loadPlan()
    expect(await open.p.chooseDate('2026-11-24')).toBe('')
    expect(open.p.date).toBe('2026-11-24')
    expect(await open.p.chooseDate('2026-11-25')).toBe('该日期不可选')
    expect(open.p.date).toBe('2026-11-24')

    const booking = picker('refuse', true)
    await booking.p.loadPlan()
    expect(await booking.p.chooseDate('2026-11-24')).toBe(FULL_DAY_TEXT)
    expect(await booking.p.chooseDate('2026-11-19')).toBe('该日期不可选') // past
    expect(booking.p.date).toBeNull()
    expect(booking.loadDay).not.toHaveBeenCalled()
    expect(await booking.p.chooseDate('2026-11-23')).toBe('')
    expect(booking.loadDay).toHaveBeenCalledWith('2026-11-23')
  })

  it('refuses a full class and keeps the choice when a reload fails', async () => {
    const { p, loadDay } = picker('refuse', true)
    await p.loadPlan()
    await p.chooseDate('2026-11-23')
    expect(p.chooseSchedule('S2')).toBe(FULL_CLASS_TEXT)
    expect(p.scheduleId).toBeNull()
    expect(p.chooseSchedule('S1')).toBe('')
    loadDay.mockRejectedValueOnce(new HttpError('server', '服务器错误（500）'))
    await p.loadSchedules()
    expect(p.dayLoad.status).toBe('error')
    expect(p.dayLoad.error).toBe('服务器繁忙，请稍候再试!')
    expect(p.scheduleId).toBe('S1')
    expect(p.schedules).toHaveLength(2)
  })

  it('a new source drops every choice and ignores answers of the old one', async () => {
    const p = new SchedulePicker({ today: () => '2026-11-21', fullDays: 'open', hidePast: false, now: () => NOW })
    let release: (v: typeof plan) => void = () => undefined
    p.setSource({ loadPlan: () => new Promise((r) => (release = r)), loadDay: () => Promise.resolve({ weekPlanList: [], scheduleList: [] }) })
    const slow = p.loadPlan()
    p.setSource({ loadPlan: () => Promise.resolve([{ courseDate: '2026-12-01', isFull: false }]), loadDay: () => Promise.resolve({ weekPlanList: [], scheduleList: [] }) })
    await p.loadPlan()
    release(plan)
    await slow
    expect(p.plan.map((d) => d.courseDate)).toEqual(['2026-12-01'])
  })
})

describe('a class that has started', () => {
  it('is refused with its reason and marked started', async () => {
    const p = new SchedulePicker({ today: () => '2026-11-23', fullDays: 'open', hidePast: false, now: () => NOW })
    p.setSource({ loadPlan: () => Promise.resolve([{ courseDate: '2026-11-23', isFull: false }]), loadDay: () => Promise.resolve({ weekPlanList: [], scheduleList: [schedule('S1')] }) })
    await p.loadPlan()
    await p.chooseDate('2026-11-23')
    NOW = dayjs('2026-11-23 09:00:00', 'YYYY-MM-DD HH:mm:ss').valueOf()
    expect(p.isStarted(p.schedules[0])).toBe(true)
    expect(p.chooseSchedule('S1')).toBe(STARTED_CLASS_TEXT)
    expect(p.scheduleId).toBeNull()
    NOW = dayjs('2026-11-23 08:59:00', 'YYYY-MM-DD HH:mm:ss').valueOf()
    expect(p.chooseSchedule('S1')).toBe('')
    expect(p.scheduleId).toBe('S1')
  })
})

describe('day-and-time text', () => {
  it('is one text for booking, appointments and order lines', () => {
    const item = { startDateTime: '2027-01-05 09:00:00', endDateTime: '2027-01-05 10:30:00' }
    expect(scheduleWhenText(item)).toBe('1月5日 周二 09:00-10:30')
    expect(classTimeText(item)).toBe(scheduleWhenText(item))
  })
})
