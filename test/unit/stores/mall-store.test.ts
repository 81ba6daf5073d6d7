import type { DiscoverRequest } from '@types-api/api/product'
import type { ProductListItem } from '@/services/api/product-item'
import { HttpError } from '@/services/http/errors'
import { MallStore } from '@/pages/mall/model/mall-store'
import { PagedList } from '@/stores/paged-list'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const item = (id: number): ProductListItem => ({
  productId: `P${id}`,
  productType: 2,
  code: '',
  name: `商品${id}`,
  description: '',
  pic: '',
  originalmoney: '',
  purchasemoney: '1.00',
})

describe('PagedList', () => {
  it('reloads from page 1, grows while below total, drops stale answers', async () => {
    const fetch = jest.fn(async (pageIndex: number) => ({ list: [item(pageIndex * 2 - 1), item(pageIndex * 2)], total: 3 }))
    const list = new PagedList(fetch)
    expect(list.hasMore).toBe(false)
    await list.reload()
    expect(list.items).toHaveLength(2)
    expect(list.hasMore).toBe(true)
    await list.loadMore()
    expect(list.pageIndex).toBe(2)
    expect(list.hasMore).toBe(false)
    await list.loadMore()
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('reports empty only after a successful empty load', async () => {
    const list = new PagedList(async () => ({ list: [], total: 0 }))
    expect(list.isEmpty).toBe(false)
    await list.reload()
    expect(list.isEmpty).toBe(true)
  })
})

describe('MallStore', () => {
  const categories = jest.fn(async (kind: 1 | 2) =>
    kind === 1 ? [{ categoryId: 'C101', categoryName: '语言训练' }] : [{ categoryId: 'G201', categoryName: '康复器材' }],
  )

  it('loads categories with 全部 first, then the discover list of the chosen kind and category', async () => {
    const discover = jest.fn(async (_req: DiscoverRequest) => ({ list: [item(1)], total: 1 }))
    const store = new MallStore(fakeDeps({ api: fakeApi({ catalog: { productCategories: categories, discover } }) }))
    await store.load()
    expect(store.menu.map((c) => c.categoryName)).toEqual(['全部', '语言训练'])
    expect(discover).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, categoryType: 1 })
    await store.chooseCategory(1)
    expect(discover).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, categoryType: 1, categoryId: 'C101' })
    await store.setKind(2)
    expect(store.categoryIndex).toBe(0)
    expect(store.menu[1].categoryName).toBe('康复器材')
    expect(discover).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, categoryType: 2 })
  })

  it('shows an error when categories fail', async () => {
    const store = new MallStore(
      fakeDeps({ api: fakeApi({ catalog: { productCategories: jest.fn().mockRejectedValue(new HttpError('timeout', 'x')) } }) }),
    )
    await store.load()
    expect(store.status).toBe('error')
    expect(store.error).toBe('请求超时，请稍后重试')
  })
})
