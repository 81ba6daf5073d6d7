import Taro from '@tarojs/taro'
import type { EvaluationRequest } from '@types-api/api/course'
import CourseEvaluationPage from '@/pages/course/course-evaluation'
import { waitFor } from '../helpers/render'
import { buttonNamed, byTestId, courseModel, openAt, provideCourse, renderPage } from './learning-models'

const page = () => byTestId('course-evaluation')[0]
const star = (key: string, n: number) => byTestId(`rate-${key}`)[0].querySelectorAll('.nut-rate-item')[n - 1] as HTMLElement
const lastToast = () => ((Taro.showToast as jest.Mock).mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title

describe('course evaluation', () => {
  beforeEach(() => {
    openAt('/pages/course/course-evaluation', { productId: 'P9' })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('an existing evaluation is shown read-only, without a submit button', async () => {
    const evaluate = jest.fn()
    const evaluation = jest.fn().mockResolvedValue({ attitude: 5, campusEnv: 4, courseEffect: 3, describe: '老师很耐心' })
    await renderPage(CourseEvaluationPage, provideCourse(courseModel({ course: { evaluation, evaluate } })))
    await waitFor(() => !!page())
    expect(evaluation).toHaveBeenCalledWith({ studentId: 'S1', productId: 'P9' })
    expect(page().getAttribute('data-readonly')).toBe('1')
    expect(byTestId('evaluation-describe')[0].textContent).toBe('老师很耐心')
    expect(byTestId('submit-evaluation')).toHaveLength(0)
    expect(document.querySelector('textarea')).toBeNull()
    // the stars are read-only: tapping one sends nothing
    for (const key of ['attitude', 'campusEnv', 'courseEffect']) expect(byTestId(`rate-${key}`)[0].querySelector('.nut-rate')?.className).toContain('readonly')
    star('courseEffect', 5).click()
    expect(evaluate).not.toHaveBeenCalled()
  })

  it('asks in Chinese for each missing rating, then sends once and turns read-only', async () => {
    let answer: () => void = () => undefined
    const evaluate = jest.fn((_req: EvaluationRequest) => new Promise<void>((r) => (answer = r)))
    await renderPage(CourseEvaluationPage, provideCourse(courseModel({ course: { evaluation: jest.fn().mockResolvedValue(null), evaluate } })))
    await waitFor(() => !!page())
    expect(page().getAttribute('data-readonly')).toBe('0')

    byTestId('submit-evaluation')[0].click()
    await waitFor(() => lastToast() === '请为老师态度打分')
    star('attitude', 5).click()
    byTestId('submit-evaluation')[0].click()
    await waitFor(() => lastToast() === '请为校区环境打分')
    star('campusEnv', 4).click()
    star('courseEffect', 3).click()
    expect(evaluate).not.toHaveBeenCalled()

    byTestId('submit-evaluation')[0].click()
    await waitFor(() => evaluate.mock.calls.length === 1)
    // a second tap while sending sends nothing more
    byTestId('submit-evaluation')[0].click()
    buttonNamed('提交评价')?.click()
    await new Promise((r) => setTimeout(r, 50))
    expect(evaluate).toHaveBeenCalledTimes(1)
    expect(evaluate).toHaveBeenCalledWith({ studentId: 'S1', productId: 'P9', attitude: 5, campusEnv: 4, courseEffect: 3, describe: '' })

    answer()
    await waitFor(() => page()?.getAttribute('data-readonly') === '1')
    expect(lastToast()).toBe('评价成功')
    expect(byTestId('submit-evaluation')).toHaveLength(0)
    expect(byTestId('evaluation-describe')[0].textContent).toBe('未填写文字评价')
  })

  it('a refused evaluation keeps the ratings and says why', async () => {
    const evaluate = jest.fn().mockRejectedValue(new Error('该课程已评价'))
    await renderPage(CourseEvaluationPage, provideCourse(courseModel({ course: { evaluation: jest.fn().mockResolvedValue(null), evaluate } })))
    await waitFor(() => !!page())
    for (const key of ['attitude', 'campusEnv', 'courseEffect']) star(key, 4).click()
    byTestId('submit-evaluation')[0].click()
    await waitFor(() => evaluate.mock.calls.length === 1)
    await waitFor(() => !!lastToast())
    expect(lastToast()).toBe('该课程已评价')
    expect(page().getAttribute('data-readonly')).toBe('0')
    expect(byTestId('submit-evaluation')).toHaveLength(1)
  })
})
