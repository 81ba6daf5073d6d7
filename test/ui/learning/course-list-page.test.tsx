import Taro from '@tarojs/taro'
import type { StudentCourse, StudentCourseLists } from '@/pages/course/model/course-api'
import CourseListPage from '@/pages/course/course-list'
import { stripTab as tab, waitFor } from '../helpers/render'
import { byTestId, courseModel, openAt, provideCourse, pullDown, renderPage, studentCourse as course, text } from './learning-models'

const lists = (serviceClassList: StudentCourse[], videolessonList: StudentCourse[] = []): StudentCourseLists => ({ serviceClassList, videolessonList })

const cardNames = () => byTestId('course-card').map((c) => c.querySelector('.course-card__name')?.textContent)

function fakes(userCourses: jest.Mock, scheduling = jest.fn().mockResolvedValue({ list: [], total: 0 })) {
  return courseModel({
    course: { userCourses },
    booking: { scheduling },
    product: { liveProducts: jest.fn().mockResolvedValue([]) },
  })
}

describe('my timetable (course-list)', () => {
  beforeEach(() => {
    openAt('/pages/course/course-list')
    jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('opens on 在读课程 (courseType 1); 已结业 asks with courseType 0 and shows those courses', async () => {
    const userCourses = jest.fn(async (_userId: string, type: 0 | 1) =>
      type === 1 ? lists([course('P1', '感统训练营')], [course('V1', '语言启蒙视频课', { lessons: [] })]) : lists([course('P9', '注意力提升课', { courseType: 0, courseStatus: 1 })]),
    )
    await renderPage(CourseListPage, provideCourse(fakes(userCourses)))
    await waitFor(() => byTestId('course-card').length === 2)
    expect(userCourses).toHaveBeenCalledWith('U1', 1)
    expect(userCourses).not.toHaveBeenCalledWith('U1', 0)
    expect(cardNames()).toEqual(['感统训练营', '语言启蒙视频课'])
    await waitFor(() => tab('在读课程')?.className.includes('active') ?? false)
    // the video course offers 看视频, the class course does not
    expect(byTestId('course-card')[1].textContent).toContain('看视频')
    expect(byTestId('course-card')[0].textContent).not.toContain('看视频')

    tab('已结业').click()
    await waitFor(() => cardNames().join() === '注意力提升课')
    expect(userCourses).toHaveBeenLastCalledWith('U1', 0)
    await waitFor(() => tab('已结业')?.className.includes('active') ?? false)

    // back to 在读: the list held is shown without asking again
    const calls = userCourses.mock.calls.length
    tab('在读课程').click()
    await waitFor(() => cardNames().join() === '感统训练营,语言启蒙视频课')
    expect(userCourses.mock.calls.length).toBe(calls)
  })

  it('pull-down refresh reads the courses and the coming classes again', async () => {
    let round = 0
    const userCourses = jest.fn(async () => (round === 0 ? lists([course('P1', '感统训练营')]) : lists([course('P1', '感统训练营'), course('P2', '言语康复训练')])))
    const scheduling = jest.fn().mockResolvedValue({ list: [], total: 0 })
    await renderPage(CourseListPage, provideCourse(fakes(userCourses, scheduling)))
    await waitFor(() => byTestId('course-card').length === 1)
    expect(scheduling).toHaveBeenCalledTimes(1)
    round = 1
    pullDown()
    await waitFor(() => byTestId('course-card').length === 2)
    expect(cardNames()).toEqual(['感统训练营', '言语康复训练'])
    expect(userCourses).toHaveBeenCalledTimes(2)
    await waitFor(() => scheduling.mock.calls.length === 2)
    await waitFor(() => (Taro.stopPullDownRefresh as jest.Mock).mock.calls.length > 0)
  })

  it('shows 暂无在读课程 when the student has none, and an error with retry', async () => {
    const userCourses = jest.fn().mockRejectedValueOnce(new Error('网络异常，请检查网络后重试')).mockResolvedValue(lists([]))
    await renderPage(CourseListPage, provideCourse(fakes(userCourses)))
    await waitFor(() => byTestId('error-state').length === 1)
    ;([...document.querySelectorAll('.nut-button')] as HTMLElement[]).find((b) => b.textContent?.includes('重新加载'))!.click()
    await waitFor(() => text().includes('暂无在读课程'))
    expect(byTestId('course-card')).toHaveLength(0)
  })

  it('a booked live lesson of an online course shows its day and time, and can be cancelled', async () => {
    const userCourses = jest.fn().mockResolvedValue(lists([course('P3', '线上语言训练直播课', { productType: 3 })]))
    const liveProducts = jest.fn().mockResolvedValue([
      { productId: 'L1', name: '直播：发音游戏', pic: '', liveStartTime: '2026-11-24 19:00:00', liveEndTime: '2026-11-24 20:00:00', liveStatus: 0, isAppointment: 1, isUnlock: 1, needUnlock: 0 },
      { productId: 'L2', name: '直播：未预约的一场', pic: '', liveStartTime: '2026-11-26 19:00:00', liveEndTime: '2026-11-26 20:00:00', liveStatus: 0, isAppointment: 0, isUnlock: 1, needUnlock: 0 },
    ])
    const liveAction = jest.fn().mockResolvedValue({ isAppointment: 0 })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
    const model = courseModel({
      course: { userCourses },
      booking: { scheduling: jest.fn().mockResolvedValue({ list: [], total: 0 }) },
      product: { liveProducts, liveAction },
    })
    await renderPage(CourseListPage, provideCourse(model))
    await waitFor(() => byTestId('booked-live').length === 1)
    expect(liveProducts).toHaveBeenCalledWith('P3')
    const live = byTestId('booked-live')[0]
    expect(live.textContent).toContain('11月24日 周二 19:00')
    expect(live.textContent).toContain('直播：发音游戏')
    expect(live.textContent).not.toContain('未预约的一场')
    ;(live.querySelector('.nut-button') as HTMLElement).click()
    await waitFor(() => byTestId('booked-live').length === 0)
    expect(liveAction).toHaveBeenCalledWith({ productId: 'L1', appointmentDataType: 0 })
  })
})
