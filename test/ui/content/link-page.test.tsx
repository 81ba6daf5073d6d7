import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import type { ShortLink } from '@/pages/link/model/link-calls'
import LinkPage from '@/pages/link/link'
import { HttpError } from '@/services/http/errors'
import { fakeAreaApi, fakeDeps, renderWithStores, text, waitFor } from '../helpers/render'

const openWith = (params: Record<string, string>) => {
  ;(Current as unknown as { router: unknown }).router = { params, path: '/pages/link/link', onReady: '', onHide: '', onShow: '' }
}

describe('short link page', () => {
  let redirectTo: jest.SpyInstance
  let navigateTo: jest.SpyInstance
  let switchTab: jest.SpyInstance
  beforeEach(() => {
    const ok = () => Promise.resolve({ errMsg: 'ok' }) as never
    redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockImplementation(ok)
    switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation(ok)
  })
  afterEach(() => jest.restoreAllMocks())

  const noNavigation = () => {
    expect(redirectTo).not.toHaveBeenCalled()
    expect(navigateTo).not.toHaveBeenCalled()
    expect(switchTab).not.toHaveBeenCalled()
  }

  it('goes to an internal target in place of the link page', async () => {
    openWith({ id: 'gift2026' })
    const shortLink = jest.fn().mockResolvedValue({ id: 'gift2026', targetUrl: '/pages/common/leave-info?source=sms' })
    await renderWithStores(LinkPage, fakeDeps(), fakeAreaApi({ link: { shortLink } }))
    await waitFor(() => redirectTo.mock.calls.length === 1)
    expect(shortLink).toHaveBeenCalledWith('gift2026')
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/common/leave-info?source=sms' })
  })

  it('shows the one spinner while the link resolves', async () => {
    openWith({ id: 'gift2026' })
    let release: () => void = () => undefined
    const shortLink = jest.fn(() => new Promise<ShortLink>((done) => (release = () => done({ id: 'gift2026', targetUrl: '/pages/recover/recover' }))))
    await renderWithStores(LinkPage, fakeDeps(), fakeAreaApi({ link: { shortLink } }))
    await waitFor(() => !!document.querySelector('[data-testid="loading"]'))
    expect(document.querySelector('[data-testid="loading"]')?.textContent).toContain('加载中')
    noNavigation()
    release()
    await waitFor(() => redirectTo.mock.calls.length === 1)
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/recover/recover' })
    expect(document.querySelector('[data-testid="link-failed"]')).toBeNull()
  })

  it('opens a page kept at its spec address (/pages/home/gift-bag) at its package path', async () => {
    openWith({ id: 'gift2026' })
    const shortLink = jest.fn().mockResolvedValue({ id: 'gift2026', targetUrl: '/pages/home/gift-bag' })
    await renderWithStores(LinkPage, fakeDeps(), fakeAreaApi({ link: { shortLink } }))
    await waitFor(() => redirectTo.mock.calls.length === 1)
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/home-extras/gift-bag' })
  })

  it('switches tabs for a tab target', async () => {
    openWith({ id: 'home01' })
    const shortLink = jest.fn().mockResolvedValue({ id: 'home01', targetUrl: '/pages/mall/mall' })
    await renderWithStores(LinkPage, fakeDeps(), fakeAreaApi({ link: { shortLink } }))
    await waitFor(() => switchTab.mock.calls.length === 1)
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/mall/mall' })
  })

  it.each([['https://promo.example.com/double11'], ['//evil.example/pages/home/home'], ['javascript:alert(1)'], ['/\\evil.example']])(
    'refuses the external target %s with an error and never navigates',
    async (targetUrl) => {
      openWith({ id: 'ad9Xy0' })
      const shortLink = jest.fn().mockResolvedValue({ id: 'ad9Xy0', targetUrl })
      await renderWithStores(LinkPage, fakeDeps(), fakeAreaApi({ link: { shortLink } }))
      await waitFor(() => !!document.querySelector('[data-testid="link-failed"]'))
      expect(text()).toContain('该链接指向站外地址，为了您的安全已拦截')
      await new Promise((r) => setTimeout(r, 50))
      noNavigation()
    },
  )

  it('says the link is unknown when the server does not know it, and offers a retry for a network failure', async () => {
    openWith({ id: 'nope' })
    const shortLink = jest.fn().mockRejectedValueOnce(new HttpError('biz', '链接不存在或已失效', { code: 404 }))
    await renderWithStores(LinkPage, fakeDeps(), fakeAreaApi({ link: { shortLink } }))
    await waitFor(() => text().includes('链接不存在或已失效'))
    expect(document.querySelectorAll('.nut-button')).toHaveLength(1) // 返回首页 only

    shortLink.mockRejectedValueOnce(new HttpError('network', 'x')).mockResolvedValueOnce({ id: 'nope', targetUrl: '/pages/recover/recover' })
    openWith({ id: 'kf5Rw1' })
    await renderWithStores(LinkPage, fakeDeps(), fakeAreaApi({ link: { shortLink } }))
    await waitFor(() => text().includes('网络异常，请检查网络后重试'))
    const retry = [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement
    retry.click()
    await waitFor(() => redirectTo.mock.calls.length === 1)
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/recover/recover' })
  })

  it('does not ask the server for a malformed id', async () => {
    openWith({ id: '../../etc' })
    const shortLink = jest.fn()
    await renderWithStores(LinkPage, fakeDeps(), fakeAreaApi({ link: { shortLink } }))
    await waitFor(() => text().includes('链接不存在或已失效'))
    expect(shortLink).not.toHaveBeenCalled()
    noNavigation()
  })
})
