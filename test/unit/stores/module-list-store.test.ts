import type { ModulePageQuery } from '@types-api/api/product'
import type { ProductListItem } from '@/services/api/product-item'
import { HttpError } from '@/services/http/errors'
import { ModuleListStore } from '@/stores/module-list-store'
import { EMPTY_FILTERS } from '@/utils/product-filters'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const item = (id: number): ProductListItem => ({
  productId: `P${id}`,
  productType: 1,
  code: `C${id}`,
  name: `课程${id}`,
  description: '',
  pic: `/p${id}.png`,
  originalmoney: '200.00',
  purchasemoney: '100.00',
})

/** A fake module service: `total` products, served page by page. */
function pagedService(total: number) {
  const calls: { code: string; query: ModulePageQuery }[] = []
  const modulePage = jest.fn(async (code: string, query: ModulePageQuery) => {
    calls.push({ code, query })
    const start = (query.pageIndex - 1) * query.pageSize
    const ids = Array.from({ length: Math.max(0, Math.min(query.pageSize, total - start)) }, (_, i) => start + i + 1)
    return { list: ids.map(item), total }
  })
  return { modulePage, calls }
}

function build(modulePage: jest.Mock, ctx = { org: 'ORG001' as string | null, city: '深圳市' as string | null }) {
  const deps = fakeDeps({ api: fakeApi({ catalog: { modulePage } }) })
  return new ModuleListStore(deps, { organizationId: () => ctx.org, city: () => ctx.city })
}

describe('ModuleListStore', () => {
  it('starts loading, then holds the first page of 8 and the total', async () => {
    const { modulePage, calls } = pagedService(20)
    const store = build(modulePage)
    const done = store.open('Module_Recommend')
    expect(store.active?.loading).toBe(true)
    expect(store.active?.items).toEqual([])
    await done
    expect(store.active?.items).toHaveLength(8)
    expect(store.active?.total).toBe(20)
    expect(calls[0]).toEqual({
      code: 'Module_Recommend',
      query: { pageIndex: 1, pageSize: 8, organization_id: 'ORG001', city: '深圳市' },
    })
  })

  it('loads pageIndex+1 only while the fetched count is below the total', async () => {
    const { modulePage, calls } = pagedService(20)
    const store = build(modulePage)
    await store.open('Module_Lesson')
    await store.loadMore()
    expect(store.active?.items).toHaveLength(16)
    expect(store.active?.pageIndex).toBe(2)
    await store.loadMore()
    expect(store.active?.items).toHaveLength(20)
    expect(store.hasMore()).toBe(false)
    await store.loadMore()
    expect(calls.map((c) => c.query.pageIndex)).toEqual([1, 2, 3])
  })

  it('does not ask for the same page twice while one is loading', async () => {
    const { modulePage } = pagedService(30)
    const store = build(modulePage)
    await store.open('Module_Lesson')
    const a = store.loadMore()
    const b = store.loadMore()
    await Promise.all([a, b])
    expect(modulePage).toHaveBeenCalledTimes(2)
    expect(store.active?.items.map((p) => p.productId)).toEqual(Array.from({ length: 16 }, (_, i) => `P${i + 1}`))
  })

  it('switching to a tab resets that list to page 1 and empties it', async () => {
    const { modulePage, calls } = pagedService(30)
    const store = build(modulePage)
    await store.open('Module_Recommend')
    await store.loadMore()
    await store.open('Module_Lesson')
    const back = store.open('Module_Recommend')
    expect(store.listOf('Module_Recommend')).toMatchObject({ items: [], pageIndex: 1, loading: true })
    await back
    expect(store.listOf('Module_Recommend')?.items).toHaveLength(8)
    expect(calls.at(-1)?.query.pageIndex).toBe(1)
    expect(store.activeCode).toBe('Module_Recommend')
  })

  it('drops an answer for a list that was reset meanwhile', async () => {
    let release: (v: { list: ProductListItem[]; total: number }) => void = () => undefined
    const modulePage = jest
      .fn()
      .mockResolvedValueOnce({ list: [item(1)], total: 9 })
      .mockImplementationOnce(() => new Promise((r) => (release = r)))
      .mockResolvedValueOnce({ list: [item(50)], total: 1 })
    const store = build(modulePage)
    await store.open('M')
    const more = store.loadMore()
    await store.open('M')
    release({ list: [item(2)], total: 9 })
    await more
    expect(store.active?.items.map((p) => p.productId)).toEqual(['P50'])
  })

  it('shows an error for a failed first page, keeps results when a later page fails', async () => {
    const first = jest.fn().mockRejectedValue(new HttpError('server', 'x'))
    const store = build(first)
    await store.open('M')
    expect(store.active?.error).toBe('服务器繁忙，请稍候再试!')
    expect(store.hasMore()).toBe(false)

    const later = jest
      .fn()
      .mockResolvedValueOnce({ list: Array.from({ length: 8 }, (_, i) => item(i)), total: 12 })
      .mockRejectedValueOnce(new HttpError('network', 'x'))
      .mockResolvedValueOnce({ list: [item(8), item(9), item(10), item(11)], total: 12 })
    const s2 = build(later)
    await s2.open('M')
    await s2.loadMore()
    expect(s2.active?.items).toHaveLength(8)
    expect(s2.active?.moreError).toBe('网络异常，请检查网络后重试')
    await s2.loadMore()
    expect(s2.active?.items).toHaveLength(12)
    expect(s2.active?.moreError).toBe('')
  })

  it('applies filters from page 1 and keeps them after a failed load', async () => {
    const modulePage = jest.fn().mockResolvedValueOnce({ list: [item(1)], total: 1 }).mockRejectedValueOnce(new HttpError('server', 'x'))
    const store = build(modulePage, { org: null, city: null })
    await store.open('M')
    const filters = { ...EMPTY_FILTERS, regionIds: ['R1', 'R2'], teachingMethod: 1 as const }
    await store.applyFilters(filters)
    expect(modulePage).toHaveBeenLastCalledWith('M', { pageIndex: 1, pageSize: 8, regionIds: 'R1,R2', teachingMethod: 1 })
    expect(store.filters).toEqual(filters)
    expect(store.active?.error).not.toBe('')
  })
})
