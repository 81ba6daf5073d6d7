import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import { HttpError } from '@/services/http/errors'
import OrderCancelPage from '@/pages/order/order-cancel'
import OrderContractPage from '@/pages/order/order-contract'
import OrderDeliveryPage from '@/pages/order/order-delivery'
import { orderDetail } from '../fixtures/order-detail'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'

/** The page's address, as useRouter() reads it. */
const openAt = (path: string, params: Record<string, string>) => {
  ;(Current as unknown as { router: unknown }).router = { params, path, onReady: '', onHide: '', onShow: '' }
}

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
const button = (label: string) => [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes(label)) as HTMLElement

/** An answer the test lets through when it wants. */
function held<T>() {
  let release: (v: T) => void = () => undefined
  const promise = new Promise<T>((r) => (release = r))
  return { promise, release: (v: T) => release(v) }
}

let toast: jest.SpyInstance
beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
})
afterEach(() => toast.mockRestore())
const toasted = (title: string) => toast.mock.calls.some(([o]) => (o as { title: string }).title === title)

describe('order delivery page', () => {
  it('shows the wait, then the company, the number and the trace', async () => {
    openAt('/pages/order/order-delivery', { orderId: 'O1' })
    const answer = held<{ company: string; trackingNumber: string; steps: Array<{ time: string; text: string }> }>()
    const delivery = jest.fn(() => answer.promise)
    await renderWithStores(OrderDeliveryPage, fakeDeps(), fakeAreaApi({ order: { delivery } }))
    await waitFor(() => !!byTestId('loading'))
    expect(text()).toContain('加载中…')
    answer.release({ company: '顺丰速运', trackingNumber: 'SF1500000000001', steps: [{ time: '2026-11-21 10:00:00', text: '快件已揽收' }] })
    await waitFor(() => text().includes('顺丰速运'))
    expect(delivery).toHaveBeenCalledWith('O1')
    expect(text()).toContain('SF1500000000001')
    expect(byTestId('delivery-trace')?.textContent).toContain('快件已揽收')
    expect(byTestId('loading')).toBeNull()
  })

  it('no logistics yet is stated plainly, not as a failure', async () => {
    openAt('/pages/order/order-delivery', { orderId: 'O2' })
    const delivery = jest.fn().mockRejectedValue(new HttpError('not-found', '暂无物流信息'))
    await renderWithStores(OrderDeliveryPage, fakeDeps(), fakeAreaApi({ order: { delivery } }))
    await waitFor(() => !!byTestId('delivery-none'))
    expect(text()).toContain('暂无物流信息，商品发货后可在这里查看')
    expect(byTestId('error-state')).toBeNull()
  })

  it('a failed load says why, and 重新加载 loads it', async () => {
    openAt('/pages/order/order-delivery', { orderId: 'O3' })
    const delivery = jest
      .fn()
      .mockRejectedValueOnce(new HttpError('network', 'x'))
      .mockResolvedValue({ company: '中通快递', trackingNumber: 'ZT1', steps: [] })
    await renderWithStores(OrderDeliveryPage, fakeDeps(), fakeAreaApi({ order: { delivery } }))
    await waitFor(() => !!byTestId('error-state'))
    expect(text()).toContain('网络异常，请检查网络后重试')
    button('重新加载').click()
    await waitFor(() => text().includes('中通快递'))
    expect(text()).toContain('暂无物流轨迹')
    expect(delivery).toHaveBeenCalledTimes(2)
  })
})

describe('order contract page', () => {
  it('shows the wait, then the contract through the sanitizer', async () => {
    openAt('/pages/order/order-contract', { orderId: 'O1' })
    const answer = held<{ html: string; amountFen: number | null }>()
    const contract = jest.fn(() => answer.promise)
    await renderWithStores(OrderContractPage, fakeDeps(), fakeAreaApi({ order: { contract } }))
    await waitFor(() => !!byTestId('loading'))
    answer.release({ html: '<p>第一条 服务内容</p><script>alert(1)</script>', amountFen: null })
    await waitFor(() => !!byTestId('contract-body'))
    expect(contract).toHaveBeenCalledWith('O1')
    expect(byTestId('contract-body')?.textContent).toContain('第一条 服务内容')
    expect(document.body.innerHTML).not.toContain('alert(1)')
  })

  it('under the contract, its amount as a figure and in capitals', async () => {
    openAt('/pages/order/order-contract', { orderId: 'O3' })
    const contract = jest.fn().mockResolvedValue({ html: '<p>第一条 服务内容</p>', amountFen: 12000 })
    await renderWithStores(OrderContractPage, fakeDeps(), fakeAreaApi({ order: { contract } }))
    await waitFor(() => !!byTestId('contract-amount'))
    expect(byTestId('contract-amount')?.textContent).toBe('合同金额（小写）：¥120.00合同金额（大写）：壹佰贰拾元整')
  })

  it('a contract without an amount shows no amount line', async () => {
    openAt('/pages/order/order-contract', { orderId: 'O4' })
    const contract = jest.fn().mockResolvedValue({ html: '<p>第一条 服务内容</p>', amountFen: null })
    await renderWithStores(OrderContractPage, fakeDeps(), fakeAreaApi({ order: { contract } }))
    await waitFor(() => !!byTestId('contract-body'))
    expect(byTestId('contract-amount')).toBeFalsy()
  })

  it('an empty contract is an empty state', async () => {
    openAt('/pages/order/order-contract', { orderId: 'O2' })
    const contract = jest.fn().mockResolvedValue({ html: '', amountFen: 12000 })
    await renderWithStores(OrderContractPage, fakeDeps(), fakeAreaApi({ order: { contract } }))
    await waitFor(() => text().includes('暂无合同内容'))
  })
})

describe('order cancel page', () => {
  const pending = orderDetail({ lines: [], payMoney: '10.00', totalMoney: '10.00', hasContract: false })

  it('reads the order by its id; a refused cancel says why and keeps the choice', async () => {
    openAt('/pages/order/order-cancel', { orderId: 'O1' })
    const detail = jest.fn().mockResolvedValue(pending)
    const cancel = jest.fn().mockRejectedValue(new HttpError('biz', '订单状态已变更，无法取消'))
    await renderWithStores(OrderCancelPage, fakeDeps(), fakeAreaApi({ order: { detail, cancel, validity: jest.fn().mockResolvedValue(null) } }))
    await waitFor(() => !button('确认取消').className.includes('disabled'))
    expect(detail).toHaveBeenCalledWith('O1')
    button('确认取消').click()
    await waitFor(() => text().includes('请选择取消原因'))
    expect(cancel).not.toHaveBeenCalled()
    ;(document.querySelector('.nut-cell') as HTMLElement).click()
    await new Promise((r) => setTimeout(r, 50))
    button('确认取消').click()
    await waitFor(() => toasted('订单状态已变更，无法取消'))
    expect(cancel).toHaveBeenCalledWith('O1', { reason: expect.any(String) })
    expect(byTestId('form-error')).toBeNull()
    expect(button('确认取消').className).not.toContain('disabled')
  })
})
