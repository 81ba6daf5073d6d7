import type { DiscoverRequest, ProductListItem } from '@types-api/api/product'
import MallPage from '@/pages/mall/mall'
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
})
