const calls: string[] = []
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getCurrentPages: () => [],
    navigateTo: async ({ url }: { url: string }) => calls.push(`navigateTo ${url}`),
    redirectTo: async ({ url }: { url: string }) => calls.push(`redirectTo ${url}`),
    switchTab: async ({ url }: { url: string }) => calls.push(`switchTab ${url}`),
    showLoading: async ({ title }: { title: string }) => calls.push(`showLoading ${title}`),
    hideLoading: async () => calls.push('hideLoading'),
    showToast: async () => undefined,
  },
}))

import { openRoute, PAGE_STACK_LIMIT } from '@/platform/navigation'
import { holdLoading } from '@/components/toast/toast'

beforeEach(() => (calls.length = 0))

describe('openRoute', () => {
  it('pushes a page while the stack has room, and replaces the current page when it is full (10 on weapp)', async () => {
    await openRoute('/pages/order/order-detail?orderId=1', 3)
    await openRoute('/pages/order/order-detail?orderId=2', PAGE_STACK_LIMIT)
    expect(calls).toEqual(['navigateTo /pages/order/order-detail?orderId=1', 'redirectTo /pages/order/order-detail?orderId=2'])
  })

  it('switches to a tab page whatever the stack', async () => {
    await openRoute('/pages/mall/mall?x=1', PAGE_STACK_LIMIT)
    expect(calls).toEqual(['switchTab /pages/mall/mall'])
  })
})

describe('holdLoading', () => {
  it('keeps the mask while any flow still holds it', async () => {
    const first = holdLoading('支付中')
    const second = holdLoading('支付中')
    first()
    first()
    await Promise.resolve()
    expect(calls).toEqual(['showLoading 支付中'])
    second()
    await Promise.resolve()
    expect(calls).toEqual(['showLoading 支付中', 'hideLoading'])
  })
})
