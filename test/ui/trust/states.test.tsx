import Taro from '@tarojs/taro'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import CartPage from '@/pages/cart/cart'
import { fakeAreaApi, fakeDeps, mountInPage, renderWithStores, waitFor } from '../helpers/render'

const buttons = () => [...document.querySelectorAll('.nut-button')] as HTMLElement[]
const text = () => document.body.textContent ?? ''

describe('every error and empty state offers the way on', () => {
  it('a failure offers 重新加载; without a retry it offers 返回', async () => {
    const retry = jest.fn()
    await mountInPage(() => <ErrorState text='网络异常，请检查网络后重试' onRetry={retry} />)
    expect(buttons().map((b) => b.textContent)).toEqual(['重新加载'])
    buttons()[0].click()
    expect(retry).toHaveBeenCalled()
    expect(document.querySelector('img')?.getAttribute('src')).toContain('network-error')

    await mountInPage(() => <ErrorState text='订单信息不完整' />)
    expect(buttons().map((b) => b.textContent)).toEqual(['返回'])
  })

  it('not found is drawn as missing, with 返回 and no retry', async () => {
    const home = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    const prev = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const pages = jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as never)
    await mountInPage(() => <ErrorState text='商品不存在或已下架' notFound onRetry={() => undefined} />)
    expect(document.querySelector('[data-testid="error-state"]')?.getAttribute('data-kind')).toBe('not-found')
    expect(document.querySelector('img')?.getAttribute('src')).toContain('not-found')
    expect(document.querySelector('img')?.getAttribute('src')).not.toContain('network-error')
    expect(buttons().map((b) => b.textContent)).toEqual(['返回'])
    buttons()[0].click()
    await waitFor(() => home.mock.calls.length > 0)
    // no history: back leads home
    expect(home.mock.calls[0][0]).toEqual({ url: '/pages/home/home' })
    expect(prev).not.toHaveBeenCalled()
    pages.mockRestore()
    home.mockRestore()
    prev.mockRestore()
  })

  it('an empty state shows its action', async () => {
    const go = jest.fn()
    await mountInPage(() => <EmptyState text='暂无订单' action={{ text: '去商城逛逛', onClick: go }} />)
    buttons()[0].click()
    expect(go).toHaveBeenCalled()
  })

  it('the empty cart has a button to the mall', async () => {
    const tab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    await renderWithStores(CartPage, fakeDeps(), fakeAreaApi({ cart: { list: jest.fn().mockResolvedValue([]) } }))
    await waitFor(() => text().includes('购物车还是空的'))
    const toMall = buttons().find((b) => b.textContent?.includes('去商城逛逛'))!
    expect(toMall).toBeTruthy()
    toMall.click()
    await waitFor(() => tab.mock.calls.length > 0)
    expect(tab.mock.calls[0][0]).toEqual({ url: '/pages/mall/mall' })
    tab.mockRestore()
  })
})
