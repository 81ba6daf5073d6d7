import { Current } from '@tarojs/runtime'
import type { SearchGroup } from '@/pages/common/model/search-api'
import SearchPage from '@/pages/common/search'
import { HttpError } from '@/services/http/errors'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'

const groups: SearchGroup[] = [
  {
    productType: 1,
    typeName: '线下课程',
    total: 5,
    list: [{ productId: 'P1', productType: 1, code: 'c', name: '感统训练营', description: '', pic: '', originalmoney: '', purchasemoney: '100.00' }],
  },
]

/** The page's address, as useRouter() reads it. */
const openWith = (params: Record<string, string>) => {
  ;(Current as unknown as { router: unknown }).router = { params, path: '/pages/common/search', onReady: '', onHide: '', onShow: '' }
}

describe('search page', () => {
  beforeEach(() => openWith({}))

  it('shows recent queries, searches one on tap, and shows grouped results', async () => {
    const groupSearch = jest.fn().mockResolvedValue(groups)
    const deps = fakeDeps({ storage: { search_history: '["感统","语言"]' } })
    await renderWithStores(SearchPage, deps, fakeAreaApi({ search: { groupSearch } }))
    await waitFor(() => document.querySelectorAll('[data-testid="history-item"]').length === 2)
    ;(document.querySelectorAll('[data-testid="history-item"]')[1] as HTMLElement).click()
    await waitFor(() => text().includes('感统训练营'))
    expect(groupSearch).toHaveBeenCalledWith('语言')
    expect(text()).toContain('查看更多（5）')
    expect(JSON.parse(deps.storage.get('search_history')!)).toEqual(['语言', '感统'])
  })

  it('shows the one spinner while a search runs, the error with 重新加载 when it fails, and the results after a retry', async () => {
    let release: () => void = () => undefined
    const groupSearch = jest
      .fn()
      .mockImplementationOnce(() => new Promise((_, fail) => (release = () => fail(new HttpError('network', 'x')))))
      .mockResolvedValue(groups)
    const deps = fakeDeps({ storage: { search_history: '["感统"]' } })
    await renderWithStores(SearchPage, deps, fakeAreaApi({ search: { groupSearch } }))
    await waitFor(() => document.querySelectorAll('[data-testid="history-item"]').length === 1)
    ;(document.querySelector('[data-testid="history-item"]') as HTMLElement).click()
    await waitFor(() => !!document.querySelector('[data-testid="loading"]'))
    expect(document.querySelector('[data-testid="loading"]')?.textContent).toContain('加载中')
    release()
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    expect(text()).toContain('网络异常，请检查网络后重试')
    ;([...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement).click()
    await waitFor(() => text().includes('感统训练营'))
    expect(groupSearch).toHaveBeenCalledTimes(2)
    expect(groupSearch).toHaveBeenLastCalledWith('感统')
  })

  it('shows the empty state when nothing matches, and clearing empties the history', async () => {
    const deps = fakeDeps({ storage: { search_history: '["不存在"]' } })
    await renderWithStores(SearchPage, deps, fakeAreaApi({ search: { groupSearch: jest.fn().mockResolvedValue([]) } }))
    await waitFor(() => !!document.querySelector('[data-testid="clear-history"]'))
    ;(document.querySelector('[data-testid="clear-history"]') as HTMLElement).click()
    await waitFor(() => !document.querySelector('[data-testid="history-item"]'))
    expect(deps.storage.get('search_history')).toBeNull()
    const input = document.querySelector('input') as HTMLInputElement
    input.value = '不存在'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    ;(document.querySelector('[data-testid="search-go"]') as HTMLElement).click()
    await waitFor(() => text().includes('没有找到相关内容'))
  })

  it('?couponId= lists the products that coupon applies to, paged, without the history', async () => {
    openWith({ couponId: 'UC1002' })
    const product = (n: number) => ({ productId: `P${n}`, productType: 5 as const, code: 'c', name: `视频课${n}`, description: '', pic: '', originalmoney: '', purchasemoney: '10.00' })
    const search = jest.fn().mockResolvedValue({ list: [product(1), product(2), product(3)], total: 3 })
    const deps = fakeDeps({ storage: { search_history: '["感统"]' } })
    await renderWithStores(SearchPage, deps, fakeAreaApi({ search: { search } }))
    await waitFor(() => text().includes('视频课3'))
    expect(search).toHaveBeenCalledWith({ keyword: '', couponId: 'UC1002', pageIndex: 1, pageSize: 10 })
    expect(document.querySelector('[data-testid="coupon-products"]')?.textContent).toContain('优惠券适用商品（3）')
    expect(document.querySelector('[data-testid="history-item"]')).toBeNull()
    expect(text()).not.toContain('‹ 返回')
  })

  it('?couponId= with no products says so', async () => {
    openWith({ couponId: 'UC404' })
    const deps = fakeDeps()
    await renderWithStores(SearchPage, deps, fakeAreaApi({ search: { search: jest.fn().mockResolvedValue({ list: [], total: 0 }) } }))
    await waitFor(() => text().includes('暂无可用该优惠券的商品'))
  })
})
