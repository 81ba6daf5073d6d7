import type { StudentSchedule } from '@/shared/schedule/booking-calls'
import {
  clockText,
  COURSE_TABS,
  comingClasses,
  courseCover,
  courseRoute,
  evaluationProblem,
  progressText,
  resumeFrom,
  shouldSave,
  tabOf,
} from '@/pages/course/model/course-rules'

const cls = (id: string, start: string): StudentSchedule => ({
  scheduleId: id,
  productId: 'P1',
  productName: '感统课',
  startDateTime: start,
  endDateTime: start,
  classRoom: { classRoomName: '阳光教室' },
  scheduleTeacherDetailList: [],
  remainCount: 0,
})

describe('course rules', () => {
  it('has the in-study (1) and graduated (0) tabs', () => {
    expect(COURSE_TABS.map((t) => [t.courseType, t.title])).toEqual([
      [1, '在读课程'],
      [0, '已结业'],
    ])
    expect(tabOf('0')).toBe(0)
    expect(tabOf('1')).toBe(1)
    expect(tabOf(undefined)).toBe(1)
    expect(tabOf('x')).toBe(1)
  })

  it('shows the first picture of full_pic and lessons used of total', () => {
    expect(courseCover({ full_pic: 'https://a/1.png,https://a/2.png' })).toBe('https://a/1.png')
    expect(courseCover({ full_pic: '' })).toBe('')
    expect(progressText({ usedCount: 5, totalCount: 24 })).toBe('已上 5/24 节')
    expect(progressText({ usedCount: Number('x'), totalCount: 12 })).toBe('已上 0/12 节')
    expect(courseRoute({ product_id: 'P9', lessons: [] })).toBe('/pages/course/course-video?productId=P9')
    expect(courseRoute({ product_id: 'P1' })).toBe('/pages/course/course-detail?productId=P1')
  })

  it('lists coming classes soonest first', () => {
    const list = [cls('c', '2026-11-25 09:00:00'), cls('a', '2026-11-20 09:00:00'), cls('b', '2026-11-22 19:00:00'), cls('d', '2026-11-30 09:00:00'), cls('e', '2026-12-01 09:00:00')]
    expect(comingClasses(list, '2026-11-21 10:00:00').map((s) => s.scheduleId)).toEqual(['b', 'c', 'd'])
  })

  it('resumes from a saved whole second, not from junk or the very end', () => {
    expect(resumeFrom('42.7', 120)).toBe(42)
    expect(resumeFrom(null, 120)).toBe(0)
    expect(resumeFrom('abc', 120)).toBe(0)
    expect(resumeFrom('-3', 120)).toBe(0)
    expect(resumeFrom('117', 120)).toBe(0)
    expect(resumeFrom('300', 0)).toBe(300)
    expect(shouldSave(14, 10)).toBe(false)
    expect(shouldSave(15, 10)).toBe(true)
    expect(shouldSave(3, 10)).toBe(true) // seeking back
    expect(clockText(65)).toBe('01:05')
    expect(clockText(3723)).toBe('1:02:03')
  })

  it('asks for every star and a short enough text', () => {
    expect(evaluationProblem({ attitude: 0, campusEnv: 5, courseEffect: 5, describe: '' })).toBe('请为老师态度打分')
    expect(evaluationProblem({ attitude: 5, campusEnv: 0, courseEffect: 5, describe: '' })).toBe('请为校区环境打分')
    expect(evaluationProblem({ attitude: 5, campusEnv: 4, courseEffect: 6, describe: '' })).toBe('请为课程效果打分')
    expect(evaluationProblem({ attitude: 5, campusEnv: 4, courseEffect: 3, describe: '好'.repeat(201) })).toBe('评价内容不能超过200字')
    expect(evaluationProblem({ attitude: 5, campusEnv: 4, courseEffect: 3, describe: '' })).toBe('')
  })
})
