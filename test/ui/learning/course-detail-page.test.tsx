import Taro from '@tarojs/taro'
import type { ProductDetail } from '@types-api/api/product'
import CourseDetailPage from '@/pages/course/course-detail'
import { waitFor } from '../helpers/render'
import { buttonNamed, byTestId, courseModel, openAt, provideCourse, renderPage, studentClass, studentCourse, text } from './learning-models'

const online = studentClass('C1', '2026-11-24 19:00:00', '2026-11-24 20:00:00', {
  classRoom: { classRoomName: '线上课堂' },
  scheduleTeacherDetailList: [{ person: { name: '周老师' } }],
  onlineInfo: { teachingStudentLink: 'https://meeting.test/j/8812', confuserpwd: '246800' },
})
const offline = studentClass('C2', '2026-11-23 09:00:00', '2026-11-23 10:30:00', { appointmentId: 'AP2' })
const past = studentClass('C0', '2026-11-19 09:00:00', '2026-11-19 10:30:00', { classRoom: { classRoomName: '多功能厅' } })

function render(upcoming = [online, offline]) {
  const scheduling = jest.fn(async (req: { isStart?: 0 | 1 }) => ({ list: req.isStart === 1 ? [past] : upcoming, total: 0 }))
  const model = courseModel({
    course: { studentCourses: jest.fn().mockResolvedValue({ serviceClassList: [studentCourse('P1', '感统训练营', { campusId: 'CA1', campusName: '南山校区' })], videolessonList: [] }) },
    booking: { scheduling },
    product: { product: jest.fn().mockResolvedValue({ productId: 'P1', description: '专业感统训练，一周两次' } as ProductDetail) },
  })
  return { scheduling, page: renderPage(CourseDetailPage, provideCourse(model)) }
}

describe('course detail', () => {
  beforeEach(() => openAt('/pages/course/course-detail', { productId: 'P1' }))
  afterEach(() => jest.restoreAllMocks())

  it('lists the coming classes in time order with day, time, classroom and teachers, then the past ones', async () => {
    const { scheduling, page } = render()
    await page
    await waitFor(() => byTestId('class-row').length === 3)
    expect(scheduling).toHaveBeenCalledWith({ studentId: 'S1', productId: 'P1', isStart: 0, pageIndex: 1, pageSize: 1000 })
    expect(scheduling).toHaveBeenCalledWith({ studentId: 'S1', productId: 'P1', isStart: 1, pageIndex: 1, pageSize: 1000 })
    const rows = byTestId('upcoming-classes')[0].querySelectorAll('[data-testid="class-row"]')
    expect([...rows].map((r) => r.querySelector('.class-row__when')?.textContent)).toEqual(['11月23日 周一 09:00-10:30', '11月24日 周二 19:00-20:00'])
    expect(rows[0].querySelector('.class-row__where')?.textContent).toBe('感统训练室 · 陈老师、李老师')
    expect(rows[1].querySelector('.class-row__where')?.textContent).toBe('线上课堂 · 周老师')
    expect(byTestId('past-classes')[0].textContent).toContain('11月19日 周四 09:00-10:30')
    expect(byTestId('past-classes')[0].textContent).toContain('多功能厅')
    expect(text()).toContain('专业感统训练，一周两次')
    expect(text()).toContain('已上 2/12 节')
    // an offline course at a campus can be booked
    expect(byTestId('book-class')).toHaveLength(1)
  })

  it('an online class shows its link and meeting password; 复制密码 copies the password', async () => {
    const clip = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
    await render().page
    await waitFor(() => byTestId('online-info').length === 1)
    expect(byTestId('online-info')[0].textContent).toContain('https://meeting.test/j/8812')
    expect(byTestId('online-info')[0].textContent).toContain('会议密码：246800')
    byTestId('copy-password')[0].click()
    await waitFor(() => toast.mock.calls.length > 0)
    expect(clip).toHaveBeenCalledWith({ data: '246800' })
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '密码已复制' }))
    // a refused copy says how to copy by hand
    clip.mockRejectedValueOnce(new Error('denied'))
    byTestId('copy-password')[0].click()
    await waitFor(() => toast.mock.calls.length > 1)
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '复制失败，请长按手动复制' }))
  })

  it('only a booked class offers 取消预约', async () => {
    await render().page
    await waitFor(() => byTestId('class-row').length === 3)
    const rows = byTestId('upcoming-classes')[0].querySelectorAll('[data-testid="class-row"]')
    expect(rows[0].textContent).toContain('取消预约')
    expect(rows[1].textContent).not.toContain('取消预约')
    expect(buttonNamed('复制链接')).toBeTruthy()
  })
})
