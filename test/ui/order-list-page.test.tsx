import { Current } from '@tarojs/runtime'
import type { OrderQueryRequest } from '@types-api/api/order'
import type { OrderPage } from '@/pages/order/model/order-calls'
import OrderListPage from '@/pages/order/order-list'
import { fakeAreaApi, fakeDeps, stripTab as tab, renderWithStores, text, waitFor } from './helpers/render'

const order = (n: number, status: 2 | 1 | -1) => ({
  orderId: `O${status}-${n}`,
  orderCode: `DD${status < 0 ? 9 : status}0000${n}`,
  status,
  createTime: '2026-11-20 10:00:00',
  lines: [{ productId: `P${n}`, productName: `${status === 2 ? '待付' : status === 1 ? '完成' : '取消'}商品${n}`, pic: '', amount: 1, payType: 0 as const, money: '10.00', point: 0 }],
  payMoney: '10.00',
  point: 0,
  hasGoods: false,
  received: false,
})

/** 6 orders of each status; 全部 interleaves them. */
function fakeQuery() {
  const all = [1, 2, 3, 4, 5, 6].flatMap((n) => [order(n, 2), order(n, 1), order(n, -1)])
  return jest.fn(async (req: OrderQueryRequest): Promise<OrderPage> => {
    const mine = req.status === undefined ? all : all.filter((o) => o.status === req.status)
    return { dataList: mine.slice((req.pageIndex - 1) * req.pageSize, req.pageIndex * req.pageSize), totalCount: mine.length }
  })
}

const cards = () => [...document.querySelectorAll('[data-testid="order-card"]')]

/** The page's address, as useRouter() reads it. */
const openWith = (params: Record<string, string>) => {
  ;(Current as unknown as { router: unknown }).router = { params, path: '/pages/order/order-list', onReady: '', onHide: '', onShow: '' }
}

describe('order list page', () => {
  beforeEach(() => openWith({}))

  it('opens on the tab named in the address (?tab=2)', async () => {
    openWith({ tab: '2' })
    const query = fakeQuery()
    await renderWithStores(OrderListPage, fakeDeps(), fakeAreaApi({ order: { query } }))
    await waitFor(() => cards().length === 4)
    expect(query).toHaveBeenCalledTimes(1)
    expect(query).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 4, query: '', status: 2 })
    expect(tab('待付款').className).toContain('active')
  })

  it('opens on 全部 with the first 4 orders, and each tab asks with its status', async () => {
    const query = fakeQuery()
    await renderWithStores(OrderListPage, fakeDeps(), fakeAreaApi({ order: { query } }))
    await waitFor(() => cards().length === 4)
    expect(query).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 4, query: '' })
    for (const t of ['全部', '待付款', '已完成', '已取消']) expect(tab(t)).toBeTruthy()

    tab('待付款').click()
    await waitFor(() => text().includes('待付商品1') && !text().includes('完成商品1'))
    expect(query).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 4, query: '', status: 2 })
    expect(cards()).toHaveLength(4)
    expect(cards().every((c) => c.textContent?.includes('待付款'))).toBe(true)

    tab('已取消').click()
    await waitFor(() => text().includes('取消商品1') && !text().includes('待付商品1'))
    expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1, status: -1 }))
    expect(cards().every((c) => c.textContent?.includes('删除订单'))).toBe(true)
  })

  it('loads the next page and stops at totalCount', async () => {
    const query = fakeQuery()
    await renderWithStores(OrderListPage, fakeDeps(), fakeAreaApi({ order: { query } }))
    await waitFor(() => cards().length === 4)
    tab('已完成').click()
    await waitFor(() => text().includes('完成商品4') && !text().includes('待付商品1'))
    ;(document.querySelector('[data-testid="load-more"]') as HTMLElement).click()
    await waitFor(() => cards().length === 6)
    expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 2, status: 1 }))
    expect(text()).toContain('没有更多了')
    expect(document.querySelector('[data-testid="load-more"]')).toBeNull()
  })

  it('shows an empty state for a tab without orders, and an error with retry', async () => {
    const query = jest
      .fn()
      .mockRejectedValueOnce(new Error('服务器繁忙，请稍候再试!'))
      .mockResolvedValue({ dataList: [], totalCount: 0 })
    await renderWithStores(OrderListPage, fakeDeps(), fakeAreaApi({ order: { query } }))
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    const retry = [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement
    retry.click()
    await waitFor(() => text().includes('暂无订单'))
  })
})
