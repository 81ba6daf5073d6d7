import type { DiscoverRequest } from '@types-api/api/product'
import type { ProductListItem } from '@/services/api/product-item'
import Taro from '@tarojs/taro'
import MallPage from '@/pages/mall/mall'
import { HttpError } from '@/services/http/errors'
import { pullDown } from './content/render-content-page'
import { fakeApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn()
})

const item = (id: string, extra: Partial<ProductListItem> = {}): ProductListItem => ({
  productId: id,
  productType: 2,
  code: id,
  name: `商品${id}`,
  description: '',
  pic: '',
  originalmoney: '99.00',
  purchasemoney: '59.00',
  ...extra,
})

describe('mall page', () => {
  it('lists categories in the side menu, shows the chosen one and marks point products', async () => {
    const productCategories = jest.fn(async (kind: 1 | 2) =>
      kind === 1 ? [{ categoryId: 'C101', categoryName: '语言训练' }] : [{ categoryId: 'G201', categoryName: '康复器材' }],
    )
    const discover = jest.fn(async (req: DiscoverRequest) =>
      req.categoryId === 'C101'
        ? { list: [item('L1')], total: 1 }
        : { list: [item('A1'), item('A2', { isPointProduct: 1, point: 800 })], total: 2 },
    )
    await renderWithStores(MallPage, fakeDeps({ api: fakeApi({ catalog: { productCategories, discover } }) }))
    await waitFor(() => text().includes('商品A1'))
    expect([...document.querySelectorAll('[data-testid="side-menu-item"]')].map((e) => e.textContent)).toEqual(['全部', '语言训练'])
    expect(text()).toContain('800积分')
    expect(text()).toContain('¥59.00')
    ;(document.querySelectorAll('[data-testid="side-menu-item"]')[1] as HTMLElement).click()
    await waitFor(() => text().includes('商品L1'))
    expect(text()).not.toContain('商品A1')
    expect(document.querySelector('.side-menu__item--active')?.textContent).toBe('语言训练')
  })

  it('课程 / 商品: the tab row switches the kind, marks the chosen one and loads its categories', async () => {
    const productCategories = jest.fn(async (kind: 1 | 2) =>
      kind === 1 ? [{ categoryId: 'C101', categoryName: '语言训练' }] : [{ categoryId: 'G201', categoryName: '康复器材' }],
    )
    const discover = jest.fn(async () => ({ list: [item('A1')], total: 1 }))
    await renderWithStores(MallPage, fakeDeps({ api: fakeApi({ catalog: { productCategories, discover } }) }))
    await waitFor(() => text().includes('语言训练'))
    const tabs = () => [...document.querySelectorAll('[data-testid="tab-strip-item"]')] as HTMLElement[]
    expect(tabs().map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['课程', 'true'],
      ['商品', 'false'],
    ])
    tabs()[1].click()
    await waitFor(() => text().includes('康复器材'))
    expect(productCategories).toHaveBeenLastCalledWith(2)
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    expect(text()).not.toContain('语言训练')
  })

  it('shows the empty state for a category without products', async () => {
    await renderWithStores(
      MallPage,
      fakeDeps({
        api: fakeApi({
          catalog: { productCategories: jest.fn().mockResolvedValue([]), discover: jest.fn().mockResolvedValue({ list: [], total: 0 }) },
        }),
      }),
    )
    await waitFor(() => text().includes('该分类暂无商品'))
  })

  it('shows the one spinner until the categories arrive', async () => {
    let release: () => void = () => undefined
    const productCategories = jest
      .fn()
      .mockImplementationOnce(() => new Promise((done) => (release = () => done([]))))
      .mockResolvedValue([])
    const discover = jest.fn(async () => ({ list: [item('A1')], total: 1 }))
    await renderWithStores(MallPage, fakeDeps({ api: fakeApi({ catalog: { productCategories, discover } }) }))
    await waitFor(() => !!document.querySelector('[data-testid="loading"]'))
    expect(document.querySelector('[data-testid="loading"]')?.textContent).toContain('加载中')
    expect(discover).not.toHaveBeenCalled()
    release()
    await waitFor(() => text().includes('商品A1'))
    expect(document.querySelector('.resource-pending')).toBeNull()
  })

  it('shows the error with 重新加载 when the categories fail, and recovers', async () => {
    const productCategories = jest.fn().mockRejectedValueOnce(new HttpError('server', 'x')).mockResolvedValue([{ categoryId: 'C101', categoryName: '语言训练' }])
    const discover = jest.fn(async () => ({ list: [item('A1')], total: 1 }))
    await renderWithStores(MallPage, fakeDeps({ api: fakeApi({ catalog: { productCategories, discover } }) }))
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    expect(text()).toContain('服务器繁忙，请稍候再试!')
    ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
    await waitFor(() => text().includes('商品A1'))
  })

  it('pull-down reads the categories and page 1 again, the products staying on screen until they arrive', async () => {
    const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
    const productCategories = jest.fn(async () => [{ categoryId: 'C101', categoryName: '语言训练' }])
    let round = 0
    let release: () => void = () => undefined
    const discover = jest.fn(async () => {
      round += 1
      if (round === 1) return { list: [item('A1'), item('A2')], total: 2 }
      await new Promise<void>((done) => (release = done))
      return { list: [item('A3')], total: 1 }
    })
    await renderWithStores(MallPage, fakeDeps({ api: fakeApi({ catalog: { productCategories, discover } }) }))
    await waitFor(() => text().includes('商品A2'))
    pullDown()
    await waitFor(() => discover.mock.calls.length === 2)
    expect(productCategories).toHaveBeenCalledTimes(4)
    expect(text()).toContain('商品A1')
    expect(text()).toContain('商品A2')
    expect(document.querySelector('.resource-pending')).toBeNull()
    release()
    await waitFor(() => text().includes('商品A3'))
    expect(text()).not.toContain('商品A1')
    await waitFor(() => stop.mock.calls.length > 0)
    stop.mockRestore()
  })
})
