import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import CheeseCourseListPage from '@/pages/cheese/cheese-course-list'
import EmployeeCodePage from '@/pages/common/employee-code'
import CoursePage from '@/pages/home-extras/course'
import KnowledgePage from '@/pages/knowledge/knowledge'
import { HttpError } from '@/services/http/errors'
import { fakeApi, fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'
import { pullDown } from './render-content-page'

const product = (i: number) => ({
  productId: `P${i}`,
  productType: 5 as const,
  code: `SP${i}`,
  name: `微课${i}`,
  description: '',
  pic: '',
  originalmoney: '99.00',
  purchasemoney: '49.00',
})
const page = (from: number, count: number, total: number) => ({ list: Array.from({ length: count }, (_, i) => product(from + i)), total })
const cards = () => document.querySelectorAll('[data-testid="product-card"]').length
const footer = () => document.querySelector('[data-testid="list-footer"]') as HTMLElement

describe('content lists', () => {
  it('loads 8 micro-courses, then the next page, then says there are no more', async () => {
    const cheeseCourses = jest.fn().mockResolvedValueOnce(page(1, 8, 10)).mockResolvedValueOnce(page(9, 2, 10))
    await renderWithStores(CheeseCourseListPage, fakeDeps(), fakeAreaApi({ cheese: { cheeseCourses } }))
    await waitFor(() => cards() === 8)
    expect(cheeseCourses).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 8 })
    ;(footer().firstElementChild as HTMLElement).click()
    await waitFor(() => cards() === 10)
    expect(cheeseCourses).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 8 })
    await waitFor(() => footer().textContent === '没有更多了')
  })

  it('keeps what is loaded when a later page fails, and retries it', async () => {
    const cheeseCourses = jest
      .fn()
      .mockResolvedValueOnce(page(1, 8, 10))
      .mockRejectedValueOnce(new HttpError('timeout', 'x'))
      .mockResolvedValueOnce(page(9, 2, 10))
    await renderWithStores(CheeseCourseListPage, fakeDeps(), fakeAreaApi({ cheese: { cheeseCourses } }))
    await waitFor(() => cards() === 8)
    ;(footer().firstElementChild as HTMLElement).click()
    await waitFor(() => footer().textContent!.includes('请求超时，请稍后重试，点击重试'))
    expect(cards()).toBe(8)
    ;(footer().querySelector('[data-testid="load-retry"]') as HTMLElement).click()
    await waitFor(() => cards() === 10)
  })

  it('reads the knowledge module, shows an error with retry, then the empty state', async () => {
    const modulePage = jest.fn().mockRejectedValueOnce(new HttpError('server', 'x')).mockResolvedValueOnce({ list: [], total: 0 })
    await renderWithStores(KnowledgePage, fakeDeps({ api: fakeApi({ catalog: { modulePage } }) }))
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    expect(modulePage).toHaveBeenCalledWith('Module_Knowledge', expect.objectContaining({ pageIndex: 1, pageSize: 8 }))
    ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
    await waitFor(() => text().includes('暂无知识内容'))
  })

  it('comprehensive courses: page 1 (the footer saying it loads), then pull-down keeps the courses until page 1 arrives', async () => {
    const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
    let release: () => void = () => undefined
    let round = 0
    const discover = jest.fn(async () => {
      round += 1
      await new Promise<void>((done) => (release = done))
      return round === 1 ? page(1, 8, 10) : page(21, 3, 3)
    })
    const productCategories = jest.fn().mockResolvedValue([{ categoryId: 'C101', categoryName: '语言训练' }])
    await renderWithStores(CoursePage, fakeDeps({ api: fakeApi({ catalog: { discover, productCategories } }) }))
    await waitFor(() => discover.mock.calls.length === 1)
    expect(discover).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 8, categoryType: 1 })
    await waitFor(() => !!footer())
    expect(footer().textContent).toBe('加载中…')
    release()
    await waitFor(() => cards() === 8)
    pullDown()
    await waitFor(() => discover.mock.calls.length === 2)
    expect(discover).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 8, categoryType: 1 })
    expect(cards()).toBe(8)
    expect(productCategories).toHaveBeenCalledTimes(1)
    release()
    await waitFor(() => cards() === 3)
    expect(text()).toContain('微课21')
    await waitFor(() => stop.mock.calls.length > 0)
    stop.mockRestore()
  })

  it('refuses to draw a staff code without a valid serial', async () => {
    ;(Current as unknown as { router: unknown }).router = { params: { employeeSerial: '<b>' }, path: '/pages/common/employee-code' }
    await renderWithStores(EmployeeCodePage)
    await waitFor(() => text().includes('顾问编号无效，请通过顾问分享的链接打开'))
    expect(document.querySelector('canvas')).toBeNull()
  })
})
