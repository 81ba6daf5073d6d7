import Taro from '@tarojs/taro'
import type { UserCourseListPageRequest } from '@types-api/api/course'
import CourseFinishPage from '@/pages/course/course-finish'
import { waitFor } from '../helpers/render'
import { byTestId, courseModel, openAt, provideCourse, pullDown, reachBottom, renderPage, studentCourse, text } from './learning-models'

/** 12 completed courses, the first 3 evaluated. */
const all = Array.from({ length: 12 }, (_, i) =>
  studentCourse(`F${i + 1}`, `已完成课程${i + 1}`, { courseType: 0, courseStatus: 1, isEvaluate: i < 3 ? 1 : 0, finishTime: `2026-10-${String(i + 10)} 18:00:00`, campusName: '南山校区' }),
)
const finishedPage = () =>
  jest.fn(async (req: UserCourseListPageRequest) => ({ list: all.slice((req.pageIndex - 1) * req.pageSize, req.pageIndex * req.pageSize), total: all.length }))

describe('completed courses (course-finish)', () => {
  beforeEach(() => {
    openAt('/pages/course/course-finish')
    jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('loads 10 a page, the next page at the bottom, and stops at the total', async () => {
    const page = finishedPage()
    await renderPage(CourseFinishPage, provideCourse(courseModel({ course: { finishedPage: page } })))
    await waitFor(() => byTestId('course-card').length === 10)
    expect(page).toHaveBeenCalledWith({ studentId: 'S1', userId: 'U1', pageIndex: 1, pageSize: 10 })
    expect(text()).toContain('上拉加载更多')
    expect(byTestId('evaluated')).toHaveLength(3)
    expect(byTestId('to-evaluate')).toHaveLength(7)
    expect(byTestId('course-card')[0].textContent).toContain('2026-10-10 结课')

    reachBottom()
    await waitFor(() => byTestId('course-card').length === 12)
    expect(page).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 2, pageSize: 10 }))
    expect(text()).toContain('没有更多了')
    reachBottom()
    await new Promise((r) => setTimeout(r, 50))
    expect(page).toHaveBeenCalledTimes(2)
  })

  it('pull-down starts again from page 1', async () => {
    const page = finishedPage()
    await renderPage(CourseFinishPage, provideCourse(courseModel({ course: { finishedPage: page } })))
    await waitFor(() => byTestId('course-card').length === 10)
    reachBottom()
    await waitFor(() => byTestId('course-card').length === 12)
    pullDown()
    await waitFor(() => page.mock.calls.length === 3)
    expect(page).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }))
    await waitFor(() => byTestId('course-card').length === 10)
  })

  it('says so when no course is completed', async () => {
    await renderPage(CourseFinishPage, provideCourse(courseModel({ course: { finishedPage: jest.fn().mockResolvedValue({ list: [], total: 0 }) } })))
    await waitFor(() => text().includes('暂无已完成课程'))
    expect(byTestId('course-card')).toHaveLength(0)
  })
})
