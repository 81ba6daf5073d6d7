import Taro from '@tarojs/taro'
import type { ProductDetail } from '@/shared/product/product-detail-api'
import CourseDetailPage from '@/pages/course/course-detail'
import { HttpError } from '@/services/http/errors'
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

  it('取消预约 asks, sends type 0, reads the classes again and says 已取消预约; a refusal is said as the server says it', async () => {
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
    const appoint = jest.fn().mockRejectedValueOnce(new HttpError('biz', '开课前24小时内不能取消预约')).mockResolvedValue({ scheduleId: 'C2', remainCount: 4, isAppointment: 0 })
    const scheduling = jest.fn(async (req: { isStart?: 0 | 1 }) => ({ list: req.isStart === 1 ? [past] : [online, offline], total: 0 }))
    const model = courseModel({
      course: { studentCourses: jest.fn().mockResolvedValue({ serviceClassList: [studentCourse('P1', '感统训练营', { campusId: 'CA1' })], videolessonList: [] }) },
      booking: { scheduling, appoint },
      product: { product: jest.fn().mockResolvedValue({ productId: 'P1', description: '' } as ProductDetail) },
    })
    await renderPage(CourseDetailPage, provideCourse(model))
    await waitFor(() => byTestId('class-row').length === 3)
    const confirm = async () => {
      buttonNamed('取消预约')!.click()
      await waitFor(() => !!document.querySelector('.nut-dialog'))
      expect(document.querySelector('.nut-dialog')?.textContent).toContain('确定取消 11月23日 周一 09:00-10:30 的课程吗？')
      ;([...document.querySelectorAll('.nut-dialog .nut-button, .nut-dialog-footer-ok')] as HTMLElement[]).find((b) => b.textContent?.trim() === '确定')!.click()
    }
    await confirm()
    await waitFor(() => toast.mock.calls.length === 1)
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '开课前24小时内不能取消预约' }))
    await confirm()
    await waitFor(() => toast.mock.calls.length === 2)
    expect(appoint).toHaveBeenLastCalledWith('C2', { studentId: 'S1', productId: 'P1', appointmentDataType: 0 })
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已取消预约' }))
    // the classes were read again after the cancel (twice on open, twice after)
    expect(scheduling).toHaveBeenCalledTimes(4)
  })

  it('a course that cannot be read shows the error; 重新加载 opens it', async () => {
    const studentCourses = jest
      .fn()
      .mockRejectedValueOnce(new Error('网络异常，请检查网络后重试'))
      .mockResolvedValue({ serviceClassList: [studentCourse('P1', '感统训练营')], videolessonList: [] })
    const model = courseModel({
      course: { studentCourses },
      booking: { scheduling: jest.fn().mockResolvedValue({ list: [], total: 0 }) },
      product: { product: jest.fn().mockResolvedValue({ productId: 'P1', description: '' } as ProductDetail) },
    })
    await renderPage(CourseDetailPage, provideCourse(model))
    await waitFor(() => byTestId('error-state').length === 1)
    expect(byTestId('course-detail')).toHaveLength(0)
    byTestId('error-retry')[0].click()
    await waitFor(() => byTestId('course-detail').length === 1)
    expect(text()).toContain('感统训练营')
  })
})
