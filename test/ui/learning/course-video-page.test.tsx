import Taro from '@tarojs/taro'
import type { VideoLesson } from '@/pages/course/model/course-api'
import CourseVideoPage from '@/pages/course/course-video'
import { memoryStore } from '@/platform/key-value'
import { waitFor } from '../helpers/render'
import { byTestId, courseModel, openAt, provideCourse, renderPage, studentCourse } from './learning-models'

const lesson = (n: number, locked: 0 | 1 = 0): VideoLesson => ({ lessonId: `L${n}`, name: `第${n}课 认识情绪`, videoUrl: `https://video.test/${n}.mp4`, duration: 120, locked })
const video = studentCourse('V1', '0-3岁语言启蒙视频课', { productType: 3, lessons: [lesson(1), lesson(2), lesson(3, 1)] })

function render(opts: { isExpire?: 0 | 1; storage?: ReturnType<typeof memoryStore>; lessonId?: string } = {}) {
  openAt('/pages/course/course-video', { productId: 'V1', ...(opts.lessonId ? { lessonId: opts.lessonId } : {}) })
  const model = courseModel({
    course: { studentCourses: jest.fn().mockResolvedValue({ serviceClassList: [], videolessonList: [video] }) },
    product: { expireStatus: jest.fn().mockResolvedValue({ isExpire: opts.isExpire ?? 0, expireTime: null }) },
    storage: opts.storage,
  })
  return renderPage(CourseVideoPage, provideCourse(model))
}
const lessons = () => byTestId('lesson')
const playing = () => lessons().filter((l) => l.getAttribute('data-playing') === '1')

describe('video lessons (course-video)', () => {
  beforeEach(() => {
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
    // jsdom has no media playback
    jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  it('marks the playing lesson (播放中), resumes it where it stopped, and shows a locked lesson as 未解锁', async () => {
    await render({ storage: memoryStore({ video_position_L1: '31' }) })
    await waitFor(() => lessons().length === 3)
    expect(playing()).toHaveLength(1)
    expect(playing()[0].textContent).toContain('第1课')
    expect(playing()[0].textContent).toContain('播放中')
    expect(playing()[0].className).toContain('is-playing')
    expect(byTestId('resume-at')[0].textContent).toBe('从上次 00:31 继续播放')
    expect(lessons()[2].textContent).toContain('未解锁')
    expect(lessons()[2].className).toContain('is-locked')
    expect(byTestId('video-blocked')).toHaveLength(0)

    // another lesson: it becomes the playing one, from the start
    lessons()[1].click()
    await waitFor(() => playing()[0]?.textContent?.includes('第2课') ?? false)
    expect(playing()).toHaveLength(1)
    expect(byTestId('resume-at')[0].textContent).toBe('从头播放')

    // the locked one is refused with the reason; the playing lesson stays
    lessons()[2].click()
    await waitFor(() => (Taro.showToast as jest.Mock).mock.calls.length > 0)
    expect(Taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '该课时尚未解锁' }))
    expect(playing()[0].textContent).toContain('第2课')
  })

  it('an expired course shows no player but the reason and what to do', async () => {
    await render({ isExpire: 1 })
    await waitFor(() => byTestId('video-blocked').length === 1)
    expect(byTestId('video-blocked')[0].getAttribute('data-block')).toBe('expired')
    expect(byTestId('video-blocked')[0].textContent).toContain('该课程已过期，无法继续观看')
    expect(byTestId('video-blocked')[0].textContent).toContain('请联系客服续费')
    expect(document.querySelector('video')).toBeNull()
  })

  it('a locked lesson opened from its address shows the locked state, not the player', async () => {
    await render({ lessonId: 'L3' })
    await waitFor(() => byTestId('video-blocked').length === 1)
    expect(byTestId('video-blocked')[0].getAttribute('data-block')).toBe('locked')
    expect(byTestId('video-blocked')[0].textContent).toContain('该课时尚未解锁')
    expect(playing()[0].textContent).toContain('第3课')
  })

  it('a failed load shows the error with 重新加载, which opens the course on its lesson', async () => {
    openAt('/pages/course/course-video', { productId: 'V1', lessonId: 'L2' })
    const studentCourses = jest.fn().mockRejectedValueOnce(new Error('网络异常，请检查网络后重试')).mockResolvedValue({ serviceClassList: [], videolessonList: [video] })
    const model = courseModel({ course: { studentCourses }, product: { expireStatus: jest.fn().mockResolvedValue({ isExpire: 0, expireTime: null }) } })
    await renderPage(CourseVideoPage, provideCourse(model))
    await waitFor(() => byTestId('error-state').length === 1)
    expect(byTestId('error-state')[0].textContent).toContain('网络异常，请检查网络后重试')
    expect(lessons()).toHaveLength(0)
    ;([...document.querySelectorAll('.nut-button')] as HTMLElement[]).find((b) => b.textContent?.includes('重新加载'))!.click()
    await waitFor(() => lessons().length === 3)
    expect(studentCourses).toHaveBeenCalledTimes(2)
    expect(playing()[0].textContent).toContain('第2课')
  })
})
