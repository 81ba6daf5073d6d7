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

import { openMissingPage, openRoute, PAGE_STACK_LIMIT } from '@/platform/navigation'
import { holdLoading } from '@/components/toast/toast'

beforeEach(() => (calls.length = 0))

describe('openRoute', () => {
  it('pushes a page while the stack has room, and replaces the current page when it is full (10 on weapp)', async () => {
    await openRoute('/pages/order/order-detail?orderId=1', 3)
    await openRoute('/pages/order/order-detail?orderId=2', PAGE_STACK_LIMIT)
    expect(calls).toEqual(['navigateTo /pages/order/order-detail?orderId=1', 'redirectTo /pages/order/order-detail?orderId=2'])
  })

  it('opens a page kept at its spec address (/pages/home/gift-bag) at its package path', async () => {
    await openRoute('/pages/home/gift-bag?from=banner', 2)
    expect(calls).toEqual(['navigateTo /pages/home-extras/gift-bag?from=banner'])
  })

  it('switches to a tab page whatever the stack', async () => {
    await openRoute('/pages/mall/mall?x=1', PAGE_STACK_LIMIT)
    expect(calls).toEqual(['switchTab /pages/mall/mall'])
  })
})

describe('an address no mini-program page answers to', () => {
  it('a moved page (a share or banner with the spec address) opens at its package path with its query', async () => {
    await openMissingPage('pages/home/course', { tab: '2' })
    expect(calls).toEqual(['redirectTo /pages/home-extras/course?tab=2'])
  })

  it('anything else shows the not-found page naming it', async () => {
    await openMissingPage('pages/nothing/here')
    expect(calls).toEqual([`redirectTo /pages/public/not-found?path=${encodeURIComponent('pages/nothing/here')}`])
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
