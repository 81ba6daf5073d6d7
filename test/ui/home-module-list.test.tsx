import type { ModulePageQuery } from '@types-api/api/product'
import type { ProductListItem } from '@/services/api/product-item'
import Taro from '@tarojs/taro'
import HomePage from '@/pages/home/home'
import { pullDown } from './content/render-content-page'
import { fakeApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'

const tabs = [
  { code: 'Module_Recommend', name: '推荐', description: '为你精选', platformType: '2' },
  { code: 'Module_Lesson', name: '课程', description: '线上线下', platformType: '2' },
]

const product = (code: string, n: number): ProductListItem => ({
  productId: `${code}-${n}`,
  productType: 1,
  code: `C${n}`,
  name: `${code === 'Module_Recommend' ? '推荐课程' : '课时'}${n}`,
  description: '',
  pic: `https://img.test/${n}.png`,
  originalmoney: '300.00',
  purchasemoney: '200.00',
})

/** 12 products per module, 8 a page. */
function moduleService() {
  return jest.fn(async (code: string, q: ModulePageQuery) => {
    const start = (q.pageIndex - 1) * q.pageSize
    const n = Math.max(0, Math.min(q.pageSize, 12 - start))
    return { list: Array.from({ length: n }, (_, i) => product(code, start + i + 1)), total: 12 }
  })
}

const cards = () => [...document.querySelectorAll('[data-testid="product-card"]')]
const tabTitles = () => [...document.querySelectorAll('[data-testid="tab-strip-item"]')] as HTMLElement[]

function deps(modulePage: jest.Mock) {
  return fakeDeps({
    api: fakeApi({
      home: { categoryTabs: jest.fn().mockResolvedValue(tabs) },
      catalog: {
        modulePage,
        banners: jest.fn().mockResolvedValue([]),
        advertising: jest.fn().mockResolvedValue([]),
        newUserGift: jest.fn().mockResolvedValue({ enabled: 1, title: '新人礼包', subtitle: '注册即领', imageUrl: '' }),
      },
    }),
  })
}

describe('home module list', () => {
  it('shows the first 8 of a module, loads page 2 at the bottom, then says there is no more', async () => {
    const modulePage = moduleService()
    await renderWithStores(HomePage, deps(modulePage))
    await waitFor(() => cards().length === 8)
    expect(text()).toContain('推荐课程1')
    expect(text()).toContain('新人礼包')
    ;(document.querySelector('[data-testid="load-more"]') as HTMLElement).click()
    await waitFor(() => cards().length === 12)
    const listCalls = modulePage.mock.calls.filter(([code]) => code !== 'Module_FullPic')
    expect(listCalls.map(([code, q]) => [code, q.pageIndex])).toEqual([
      ['Module_Recommend', 1],
      ['Module_Recommend', 2],
    ])
    expect(text()).toContain('没有更多了')
    expect(document.querySelector('[data-testid="load-more"]')).toBeNull()
  })

  it('switching tabs loads that module from page 1, and coming back starts the first list again', async () => {
    const modulePage = moduleService()
    await renderWithStores(HomePage, deps(modulePage))
    await waitFor(() => cards().length === 8)
    ;(document.querySelector('[data-testid="load-more"]') as HTMLElement).click()
    await waitFor(() => cards().length === 12)

    tabTitles()[1].click()
    await waitFor(() => text().includes('课时1'))
    expect(cards()).toHaveLength(8)
    expect(modulePage).toHaveBeenLastCalledWith('Module_Lesson', expect.objectContaining({ pageIndex: 1, pageSize: 8 }))

    tabTitles()[0].click()
    await waitFor(() => text().includes('推荐课程1'))
    expect(cards()).toHaveLength(8)
    expect(modulePage).toHaveBeenLastCalledWith('Module_Recommend', expect.objectContaining({ pageIndex: 1 }))
  })

  it('shows an error with retry when a module cannot be loaded', async () => {
    const service = moduleService()
    let failed = false
    const modulePage = jest.fn(async (code: string, q: ModulePageQuery) => {
      if (code === 'Module_Recommend' && !failed) {
        failed = true
        throw new Error('服务异常')
      }
      return service(code, q)
    })
    await renderWithStores(HomePage, deps(modulePage))
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    expect(text()).toContain('服务异常')
    ;(document.querySelector('[data-testid="error-state"] .nut-button') as HTMLElement).click()
    await waitFor(() => cards().length === 8)
  })

  it('pull-down asks for the tabs, the promos and page 1 again, the products staying on screen until page 1 arrives', async () => {
    const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
    const service = moduleService()
    let hold: Promise<void> | null = null
    let release: () => void = () => undefined
    const modulePage = jest.fn(async (code: string, q: ModulePageQuery) => {
      if (hold && code !== 'Module_FullPic') await hold
      return service(code, q)
    })
    const d = deps(modulePage)
    await renderWithStores(HomePage, d)
    await waitFor(() => cards().length === 8)
    ;(document.querySelector('[data-testid="load-more"]') as HTMLElement).click()
    await waitFor(() => cards().length === 12)
    hold = new Promise<void>((done) => (release = done))
    const before = modulePage.mock.calls.length
    pullDown()
    await waitFor(() => modulePage.mock.calls.filter(([code]) => code === 'Module_Recommend').length === 3)
    expect(modulePage.mock.calls.slice(before).filter(([code]) => code === 'Module_Recommend')[0][1].pageIndex).toBe(1)
    expect(d.api.home.categoryTabs).toHaveBeenCalledTimes(2)
    // what was shown stays: the tabs, the products, no spinner in their place
    expect(cards()).toHaveLength(12)
    expect(tabTitles().map((t) => t.textContent)).toHaveLength(2)
    expect(document.querySelector('.resource-pending')).toBeNull()
    release()
    await waitFor(() => cards().length === 8)
    await waitFor(() => stop.mock.calls.length > 0)
    stop.mockRestore()
  })
})
