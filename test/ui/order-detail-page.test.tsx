import { Current } from '@tarojs/runtime'
import type { OrderDetail } from '@/pages/order/model/order-calls'
import OrderDetailPage from '@/pages/order/order-detail'
import { orderArea } from '@/pages/order/model/order-area'
import { orderDetail } from '../fixtures/order-detail'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'

const order = orderDetail

const buttons = () => [...document.querySelectorAll('[data-testid="order-actions"] .nut-button')] as HTMLElement[]
const buttonText = () => buttons().map((b) => b.textContent?.trim())

async function open(detail: OrderDetail, validity: unknown) {
  ;(Current as unknown as { router: unknown }).router = { params: { orderCode: detail.orderCode }, path: '/pages/order/order-detail', onReady: '', onHide: '', onShow: '' }
  const query = jest.fn().mockResolvedValue({ dataList: [detail], totalCount: 1 })
  const get = jest.fn().mockResolvedValue(detail)
  const api = fakeAreaApi({ order: { query, detail: get, validity: jest.fn().mockResolvedValue(validity) } })
  // the store's clock and the countdown's (the real one) agree, whatever today's date
  const { root } = await renderWithStores(OrderDetailPage, fakeDeps({ now: Date.now() }), api)
  // the page is addressed by the code; the service reads the order by the id the order query gives
  await waitFor(() => get.mock.calls.length > 0)
  expect(query).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 4, query: detail.orderCode })
  expect(get).toHaveBeenCalledWith(detail.orderId)
  expect(root.areas.get(orderArea).detail.order?.orderCode).toBe(detail.orderCode)
  return root
}

describe('order detail page', () => {
  it('a payable pending order shows the time left, pay and cancel', async () => {
    await open(order(), { valid: true, expireTime: '2026-11-21 10:20:00', serverTime: '2026-11-21 10:00:00' })
    await waitFor(() => text().includes('剩余支付时间'))
    expect(text()).toContain('感统训练课（12课时）')
    expect(text()).toContain('¥2880.00')
    expect(buttonText()).toEqual(expect.arrayContaining(['查看合同', '取消订单', '去支付']))
    expect(buttons().find((b) => b.textContent?.includes('去支付'))?.className).not.toContain('disabled')
  })

  it('a pending order past its time cannot be paid', async () => {
    await open(order(), { valid: false, expireTime: '2026-11-21 10:20:00', serverTime: '2026-11-21 10:30:00' })
    await waitFor(() => text().includes('订单已超过支付时间'))
    expect(buttonText()).toContain('已超时')
    expect(buttonText()).not.toContain('去支付')
  })

  it('shipped goods can be received', async () => {
    await open(order({ status: 1, hasGoods: true, hasContract: false }), null)
    await waitFor(() => text().includes('待收货'))
    expect(buttonText()).toEqual(['查看物流', '确认收货'])
  })

  it('a cancelled order shows why, and can only be deleted', async () => {
    await open(order({ status: -1, cancelReason: '不想买了', hasContract: false }), null)
    await waitFor(() => text().includes('取消原因：不想买了'))
    expect(buttonText()).toEqual(['删除订单'])
    expect(text()).toContain('应付款')
  })
})
