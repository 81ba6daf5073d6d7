import type { SearchGroup } from '@/pages/common/model/search-api'
import { HttpError } from '@/services/http/errors'
import { addQuery, parseHistory, SEARCH_HISTORY_KEY, SEARCH_HISTORY_LIMIT } from '@/pages/common/model/search-history'
import { SearchStore } from '@/pages/common/model/search-store'
import { fakeAreaApi, fakeDeps } from '../helpers/fake-deps'

describe('search history', () => {
  it('puts the newest first, without duplicates, capped', () => {
    expect(addQuery(['感统', '语言'], '语言')).toEqual(['语言', '感统'])
    expect(addQuery(['感统'], '  测评 ')).toEqual(['测评', '感统'])
    expect(addQuery(['感统'], '   ')).toEqual(['感统'])
    const long = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `q${i}`)
    const next = addQuery(long, 'new')
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT)
    expect(next[0]).toBe('new')
    expect(next).not.toContain(`q${SEARCH_HISTORY_LIMIT - 1}`)
  })

  it('reads malformed storage as empty', () => {
    expect(parseHistory(null)).toEqual([])
    expect(parseHistory('{oops')).toEqual([])
    expect(parseHistory('{"a":1}')).toEqual([])
    expect(parseHistory('["a", 3, "", "b"]')).toEqual(['a', 'b'])
  })
})

const group = (productType: 1 | 2, total: number): SearchGroup => ({ productType, typeName: productType === 1 ? '线下课程' : '实物商品', total, list: [] })

describe('SearchStore', () => {
  it('remembers the query, shows grouped results and drops empty groups', async () => {
    const groupSearch = jest.fn().mockResolvedValue([group(1, 4), group(2, 0)])
    const deps = fakeDeps({ storage: { [SEARCH_HISTORY_KEY]: '["语言"]' } })
    const store = new SearchStore(fakeAreaApi({ search: { groupSearch } }).search, deps.storage)
    store.restore()
    await store.search(' 感统 ')
    expect(groupSearch).toHaveBeenCalledWith('感统')
    expect(store.groups.map((g) => g.productType)).toEqual([1])
    expect(store.history).toEqual(['感统', '语言'])
    expect(JSON.parse(deps.storage.get(SEARCH_HISTORY_KEY)!)).toEqual(['感统', '语言'])
    store.clearHistory()
    expect(store.history).toEqual([])
    expect(deps.storage.get(SEARCH_HISTORY_KEY)).toBeNull()
  })

  it('reports no results, and an error with retry', async () => {
    const groupSearch = jest.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(new HttpError('network', 'x')).mockResolvedValue([group(1, 1)])
    const store = new SearchStore(fakeAreaApi({ search: { groupSearch } }).search, fakeDeps().storage)
    await store.search('xyz')
    expect(store.isEmpty).toBe(true)
    await store.search('abc')
    expect(store.results.status).toBe('error')
    expect(store.results.error).toBe('网络异常，请检查网络后重试')
    await store.retry()
    expect(store.groups).toHaveLength(1)
  })

  it('pages more of one group with moreSearch and all results with search', async () => {
    const moreSearch = jest.fn().mockResolvedValue({ list: [], total: 0 })
    const search = jest.fn().mockResolvedValue({ list: [], total: 0 })
    const store = new SearchStore(fakeAreaApi({ search: { groupSearch: jest.fn().mockResolvedValue([group(1, 9)]), moreSearch, search } }).search, fakeDeps().storage)
    await store.search('感统')
    await store.showMore(store.groups[0])
    expect(moreSearch).toHaveBeenCalledWith({ keyword: '感统', productType: 1, pageIndex: 1, pageSize: 10 })
    expect(store.view).toEqual({ kind: 'more', productType: 1, typeName: '线下课程' })
    await store.showAll()
    expect(search).toHaveBeenCalledWith({ keyword: '感统', pageIndex: 1, pageSize: 10 })
    store.backToGroups()
    expect(store.view.kind).toBe('groups')
  })
})
