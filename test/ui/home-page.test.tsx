import HomePage from '@/pages/home/home'
import { HttpError } from '@/services/http/errors'
import type { Banner } from '@/services/api/catalog-api'
import { promosSnapshot } from '@/stores/home-promos-snapshot'
import { IMAGE_FADE_MS } from '@/utils/image-state'
import { showAgain } from './helpers/page-hooks'
import { fakeApi, fakeDeps, renderWithStores, text, waitFor } from './helpers/render'

/** The home lists and promos answer empty here; these tests are about the category tabs. */
const catalog = {
  modulePage: jest.fn().mockResolvedValue({ list: [], total: 0 }),
  banners: jest.fn().mockResolvedValue([]),
  advertising: jest.fn().mockResolvedValue([]),
  newUserGift: jest.fn().mockResolvedValue(null),
}

const tabs = [
  { code: 'Module_Recommend', name: '推荐', description: '为你精选', platformType: '1,2' },
  { code: 'Module_AppOnly', name: 'App专享', description: '仅限App', platformType: '3' },
  { code: 'Module_Assessment', name: '测评', description: '发育评估', platformType: '2' },
]

describe('home page', () => {
  it('shows only the storefront category tabs, titled name·description', async () => {
    const categoryTabs = jest.fn().mockResolvedValue(tabs)
    await renderWithStores(HomePage, fakeDeps({ api: fakeApi({ home: { categoryTabs }, catalog }) }))
    await waitFor(() => text().includes('推荐·为你精选'))
    expect(text()).toContain('测评·发育评估')
    expect(text()).not.toContain('App专享')
    expect(categoryTabs).toHaveBeenCalledTimes(1)
  })

  it('shows an error with retry when the tabs cannot be loaded, and recovers on retry', async () => {
    const categoryTabs = jest.fn().mockRejectedValueOnce(new HttpError('server', '服务器错误（500）')).mockResolvedValue(tabs)
    await renderWithStores(HomePage, fakeDeps({ api: fakeApi({ home: { categoryTabs }, catalog }) }))
    await waitFor(() => !!document.querySelector('[data-testid="error-state"]'))
    expect(text()).toContain('服务器繁忙，请稍候再试!')
    const retry = [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('重新加载')) as HTMLElement
    retry.click()
    await waitFor(() => text().includes('推荐·为你精选'))
    expect(document.querySelector('[data-testid="error-state"]')).toBeNull()
  })

  it('draws the first banner at once and the ones out of sight once the first list has answered and its pictures are in', async () => {
    type Page = { list: never[]; total: number }
    let answerList: (page: Page) => void = () => undefined
    const modulePage = jest.fn((code: string) =>
      code === 'Module_FullPic' ? Promise.resolve<Page>({ list: [], total: 0 }) : new Promise<Page>((resolve) => (answerList = resolve)),
    )
    const banners = jest.fn().mockResolvedValue(
      ['B1', 'B2', 'B3'].map((bannerId) => ({ bannerId, title: bannerId, imageUrl: `https://img.test/${bannerId}.png`, linkUrl: '' })),
    )
    const api = fakeApi({ home: { categoryTabs: jest.fn().mockResolvedValue(tabs) }, catalog: { ...catalog, modulePage, banners } })
    await renderWithStores(HomePage, fakeDeps({ api }))
    // the runtime shows the page once it is mounted (useDidShow): the first screen settles only while shown
    showAgain()
    const pictures = () => [...document.querySelectorAll('[data-testid="home-banners"] img')].map((i) => (i as HTMLImageElement).src)
    await waitFor(() => document.querySelectorAll('[data-testid="banner-waiting"]').length === 2)
    expect(pictures()).toEqual(['https://img.test/B1.png'])
    answerList({ list: [], total: 0 })
    // the first screen is drawn, but its pictures are still on their way: the rest wait past the fade
    await new Promise((r) => setTimeout(r, IMAGE_FADE_MS + 200))
    expect(pictures()).toEqual(['https://img.test/B1.png'])
    document.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('load')))
    await waitFor(() => pictures().length === 3)
    expect(pictures()).toEqual(['https://img.test/B1.png', 'https://img.test/B2.png', 'https://img.test/B3.png'])
    expect(document.querySelector('[data-testid="banner-waiting"]')).toBeNull()
  })

  it('waits for the rest only while the home is shown (a page over it, such as login, holds it back)', async () => {
    const banners = jest.fn().mockResolvedValue(
      ['B1', 'B2', 'B3'].map((bannerId) => ({ bannerId, title: bannerId, imageUrl: `https://img.test/${bannerId}.png`, linkUrl: '' })),
    )
    const api = fakeApi({ home: { categoryTabs: jest.fn().mockResolvedValue(tabs) }, catalog: { ...catalog, banners } })
    await renderWithStores(HomePage, fakeDeps({ api }))
    const pictures = () => [...document.querySelectorAll('[data-testid="home-banners"] img')].map((i) => (i as HTMLImageElement).src)
    await waitFor(() => document.querySelectorAll('[data-testid="banner-waiting"]').length === 2)
    document.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('load')))
    // drawn and its pictures in, but never shown: nothing waits, nothing comes
    await new Promise((r) => setTimeout(r, IMAGE_FADE_MS + 200))
    expect(pictures()).toEqual(['https://img.test/B1.png'])
    showAgain()
    // the wait starts with the render the show brings; the pictures it finds on their way arrive after that
    await new Promise((r) => setTimeout(r, 100))
    document.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('load')))
    await waitFor(() => pictures().length === 3)
  })

  it('draws the promos of the last launch while the service has not answered, then the service’s', async () => {
    let answerBanners: (list: Banner[]) => void = () => undefined
    const banners = jest.fn(() => new Promise<Banner[]>((resolve) => (answerBanners = resolve)))
    const deps = fakeDeps({ api: fakeApi({ home: { categoryTabs: jest.fn().mockResolvedValue(tabs) }, catalog: { ...catalog, banners } }) })
    const last = { bannerId: 'B0', title: '上次', imageUrl: 'https://img.test/B0.png', linkUrl: '' }
    deps.storage.set('home_promos', promosSnapshot({ banners: [last], advertising: [], gift: null }, deps.clock.now() - 60_000))
    const pictures = () => [...document.querySelectorAll('[data-testid="home-banners"] img')].map((i) => (i as HTMLImageElement).src)
    const { root } = await renderWithStores(HomePage, deps)
    // the app restores storage at launch (useLaunch), which H5 may run after the page's first render
    root.init({})
    await waitFor(() => pictures().length === 1)
    expect(pictures()).toEqual(['https://img.test/B0.png'])
    expect(document.querySelector('[data-testid="home-promos-skeleton"]')).toBeNull()
    // the tabs and lists below wait for the service's promos, which may change the block's height
    expect(text()).not.toContain('推荐·为你精选')
    answerBanners([{ bannerId: 'B1', title: 'B1', imageUrl: 'https://img.test/B1.png', linkUrl: '' }])
    await waitFor(() => pictures()[0] === 'https://img.test/B1.png')
    await waitFor(() => text().includes('推荐·为你精选'))
  })

  it('shows the app-download banner to a visitor from the native app, and closing hides it', async () => {
    const deps = fakeDeps({ api: fakeApi({ home: { categoryTabs: jest.fn().mockResolvedValue(tabs) }, catalog }) })
    deps.session.set('from_app_platform', 'ios')
    const { root } = await renderWithStores(HomePage, deps)
    root.appBanner.restore({})
    await waitFor(() => !!document.querySelector('[data-testid="app-banner"]'))
    expect(text()).toContain('一站式儿童健康管理平台')
    ;(document.querySelector('[data-testid="app-banner-close"]') as HTMLElement).click()
    await waitFor(() => !document.querySelector('[data-testid="app-banner"]'))
    expect(deps.storage.get('fixedOpenAppDate')).toBe('2026-11-21')
  })
})
