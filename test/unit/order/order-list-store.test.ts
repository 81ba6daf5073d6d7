import type { OrderQueryRequest } from '@types-api/api/order'
import type { OrderPage, OrderSummary } from '@/pages/order/model/order-calls'
import { OrderListStore, orderTabFromQuery } from '@/pages/order/model/order-list-store'
import { fakeAreaApi } from '../helpers/fake-deps'

const order = (n: number, status: 2 | 1 | -1 = 1): OrderSummary => ({
  orderId: `O${n}`,
  orderCode: `DD${n}`,
  status,
  createTime: '2026-11-20 10:00:00',
  lines: [{ productId: 'P1', productName: '感统训练课', pic: '', amount: 1, payType: 0, money: '10.00', point: 0 }],
  payMoney: '10.00',
  point: 0,
  hasGoods: false,
  received: false,
})

/** A server with `total` orders per status filter, answered by page. */
function server(total: Record<string, number>) {
  const query = jest.fn(async (req: OrderQueryRequest): Promise<OrderPage> => {
    const key = req.status === undefined ? 'all' : String(req.status)
    const count = total[key] ?? 0
    const start = (req.pageIndex - 1) * req.pageSize
    const dataList = Array.from({ length: Math.max(0, Math.min(req.pageSize, count - start)) }, (_, i) => order(start + i + 1 + (key === 'all' ? 0 : 1000), req.status ?? 1))
    return { dataList, totalCount: count }
  })
  return query
}

const make = (query: jest.Mock, remove = jest.fn().mockResolvedValue(undefined)) => new OrderListStore(fakeAreaApi({ order: { query, remove } }).order)

describe('OrderListStore', () => {
  it('asks for page 1 of 4 with no status on 全部, and with the status on other tabs', async () => {
    const query = server({ all: 10, '2': 3 })
    const store = make(query)
    await store.selectTab('all')
    expect(query).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 4, query: '' })
    expect(store.list.items).toHaveLength(4)
    await store.selectTab(2)
    expect(query).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 4, query: '', status: 2 })
    expect(store.list.items.map((o) => o.orderId)).toEqual(['O1001', 'O1002', 'O1003'])
  })

  it('switching tab resets to page 1 and empties the list', async () => {
    const query = server({ all: 10, '-1': 6 })
    const store = make(query)
    await store.selectTab('all')
    await store.loadMore()
    expect(store.list.pageIndex).toBe(2)
    expect(store.list.items).toHaveLength(8)
    const switching = store.selectTab(-1)
    expect(store.list.items).toHaveLength(0)
    expect(store.list.status).toBe('loading')
    await switching
    expect(store.list.pageIndex).toBe(1)
    expect(store.list.items).toHaveLength(4)
    expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1, status: -1 }))
  })

  it('pages until totalCount and then stops asking', async () => {
    const query = server({ all: 10 })
    const store = make(query)
    await store.selectTab('all')
    await store.loadMore()
    await store.loadMore()
    expect(store.list.items).toHaveLength(10)
    expect(store.list.hasMore).toBe(false)
    const calls = query.mock.calls.length
    await store.loadMore()
    expect(query.mock.calls.length).toBe(calls)
    expect(query.mock.calls.map((c) => c[0].pageIndex)).toEqual([1, 2, 3])
  })

  it('refresh asks for page 1 again and replaces the list', async () => {
    const query = server({ all: 10 })
    const store = make(query)
    await store.selectTab('all')
    await store.loadMore()
    await store.refresh()
    expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }))
    expect(store.list.items).toHaveLength(4)
    expect(store.list.pageIndex).toBe(1)
  })

  it('a failed next page keeps the list and the page, and can be tried again', async () => {
    const query = server({ all: 10 })
    const store = make(query)
    await store.selectTab('all')
    query.mockRejectedValueOnce(new Error('网络异常'))
    await store.loadMore()
    expect(store.list.status).toBe('ready')
    expect(store.list.items).toHaveLength(4)
    expect(store.list.pageIndex).toBe(1)
    expect(store.error).toBe('网络异常')
    await store.loadMore()
    expect(store.list.items).toHaveLength(8)
  })

  it('an empty first page that fails is an error, and reload recovers', async () => {
    const query = jest.fn().mockRejectedValueOnce(new Error('服务器错误')).mockResolvedValue({ dataList: [order(1)], totalCount: 1 })
    const store = make(query)
    await store.selectTab('all')
    expect(store.list.status).toBe('error')
    await store.reload()
    expect(store.list.status).toBe('ready')
    expect(store.list.items).toHaveLength(1)
  })

  it('drops a late answer for a tab that is no longer shown', async () => {
    let release!: (p: OrderPage) => void
    const query = jest
      .fn()
      .mockImplementationOnce(() => new Promise<OrderPage>((r) => (release = r)))
      .mockResolvedValue({ dataList: [order(7, 2)], totalCount: 1 })
    const store = make(query)
    const first = store.selectTab('all')
    await store.selectTab(2)
    release({ dataList: [order(1), order(2)], totalCount: 2 })
    await first
    expect(store.tab).toBe(2)
    expect(store.list.items.map((o) => o.orderId)).toEqual(['O7'])
  })

  it('removes a deleted order and counts one less; a failed delete changes nothing', async () => {
    const remove = jest.fn().mockRejectedValueOnce(new Error('删除失败')).mockResolvedValue(undefined)
    const store = make(server({ all: 5 }), remove)
    await store.selectTab('all')
    await expect(store.remove('O1')).rejects.toThrow('删除失败')
    expect(store.list.items).toHaveLength(4)
    await store.remove('O1')
    expect(store.list.items.map((o) => o.orderId)).not.toContain('O1')
    expect(store.list.total).toBe(4)
  })

  it('a cancelled order leaves the 待付款 tab', async () => {
    const store = make(server({ '2': 2 }))
    await store.selectTab(2)
    store.patch('O1001', { status: -1 })
    expect(store.list.items.map((o) => o.orderId)).toEqual(['O1002'])
  })

  it('reads the tab from the page address', () => {
    expect(orderTabFromQuery('2')).toBe(2)
    expect(orderTabFromQuery('-1')).toBe(-1)
    expect(orderTabFromQuery('1')).toBe(1)
    expect(orderTabFromQuery('all')).toBe('all')
    expect(orderTabFromQuery('9')).toBe('all')
    expect(orderTabFromQuery(undefined)).toBe('all')
  })
})
