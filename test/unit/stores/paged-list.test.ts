import { autorun, isObservable } from 'mobx'
import { PagedList } from '@/stores/paged-list'

const pages = (total: number, size = 3) =>
  jest.fn(async (pageIndex: number) => {
    const start = (pageIndex - 1) * size
    return { list: Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({ id: `i${start + i + 1}` })), total }
  })

describe('PagedList', () => {
  it('refresh keeps the items on screen until page 1 answers, then replaces them', async () => {
    const fetch = pages(7)
    const list = new PagedList(fetch)
    await list.reload()
    await list.loadMore()
    expect(list.items).toHaveLength(6)
    let release!: () => void
    fetch.mockImplementationOnce(() => new Promise((r) => (release = () => r({ list: [{ id: 'new' }], total: 1 }))))
    const refreshing = list.refresh()
    expect(list.refreshing).toBe(true)
    expect(list.items).toHaveLength(6)
    release()
    await refreshing
    expect(list.items.map((i) => i.id)).toEqual(['new'])
    expect(list.pageIndex).toBe(1)
    expect(list.refreshing).toBe(false)
  })

  it('a failed refresh keeps the items and says why', async () => {
    const fetch = pages(4)
    const list = new PagedList(fetch)
    await list.reload()
    fetch.mockRejectedValueOnce(new Error('网络异常'))
    await list.refresh()
    expect(list.items).toHaveLength(3)
    expect(list.moreError).toBe('网络异常')
    expect(list.status).toBe('ready')
  })

  it('shows an item once when a page shifted while paging', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ list: [{ id: 'a' }, { id: 'b' }], total: 4 })
      .mockResolvedValueOnce({ list: [{ id: 'b' }, { id: 'c' }], total: 4 })
    const list = new PagedList<{ id: string }>(fetch, { keyOf: (i) => i.id })
    await list.reload()
    await list.loadMore()
    expect(list.items.map((i) => i.id)).toEqual(['a', 'b', 'c'])
  })

  it('remove takes items out and lowers the total', async () => {
    const list = new PagedList(pages(5))
    await list.reload()
    list.remove((i) => i.id === 'i2')
    expect(list.items.map((i) => i.id)).toEqual(['i1', 'i3'])
    expect(list.total).toBe(4)
  })

  it('status goes idle → loading → ready, or error when page 1 fails', async () => {
    const list = new PagedList(jest.fn().mockRejectedValueOnce(new Error('服务器错误')).mockResolvedValue({ list: [], total: 0 }))
    expect(list.status).toBe('idle')
    const p = list.reload()
    expect(list.status).toBe('loading')
    await p
    expect(list.status).toBe('error')
    await list.reload()
    expect(list.status).toBe('ready')
    expect(list.isEmpty).toBe(true)
  })

  it('holds the rows as the service sent them (not made observable field by field); replace puts a new row in place and is seen', async () => {
    const list = new PagedList(pages(3))
    await list.reload()
    expect(isObservable(list.items[0])).toBe(false)
    const seen: string[][] = []
    const stop = autorun(() => seen.push(list.items.map((i) => i.id)))
    list.replace((i) => i.id === 'i2', { id: 'i2-paid' })
    stop()
    expect(seen).toEqual([
      ['i1', 'i2', 'i3'],
      ['i1', 'i2-paid', 'i3'],
    ])
  })
})
