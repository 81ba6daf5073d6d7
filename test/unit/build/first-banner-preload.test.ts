/**
 * @jest-environment jsdom
 */
/** A returning parent's first banner is asked for from the page's head, before the app's code has run. */
import { StorageKey } from '@/config/storage-keys'
import { routes } from '@/config/routes'
import { PROMOS_SNAPSHOT_MAX_AGE_MS, promosSnapshot, type HomePromos } from '@/stores/home-promos-snapshot'
import { firstBannerPreloadScript, H5_HOME_PATHS, HOME_PROMOS_KEY, HOME_PROMOS_MAX_AGE_MS } from '../../../config/webpack/first-banner-preload'

const NOW = Date.UTC(2026, 10, 27, 2, 0, 0)
const promos = (...urls: string[]): HomePromos => ({
  banners: urls.map((imageUrl, i) => ({ bannerId: `B${i}`, imageUrl, linkUrl: '', title: `横幅${i}` })),
  advertising: [{ advertisingId: 'A1', imageUrl: 'https://cdn.example/ad.png', linkUrl: '', title: '广告' }],
  gift: null,
})

/** Stores a value the way Taro's H5 storage does (setStorageSync writes {"data": value}); the browser test reads the real thing. */
const localStore = { set: (key: string, value: string) => window.localStorage.setItem(key, JSON.stringify({ data: value })) }

/** Runs the head script as the page would, at `path`, and answers the pictures it asked for. */
function preloadedAt(path: string): { href: string; as: string; priority: string | null }[] {
  window.history.replaceState(null, '', path)
  new Function(firstBannerPreloadScript())()
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => ({ href: l.getAttribute('href')!, as: l.as, priority: l.getAttribute('fetchpriority') }))
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW })
  document.head.innerHTML = ''
  window.localStorage.clear()
})
afterEach(() => jest.useRealTimers())

describe('the first banner preloaded from the head', () => {
  it('reads the key and the age limit the app writes and obeys', () => {
    expect(HOME_PROMOS_KEY).toBe(StorageKey.homePromos)
    expect(HOME_PROMOS_MAX_AGE_MS).toBe(PROMOS_SNAPSHOT_MAX_AGE_MS)
    expect(H5_HOME_PATHS).toContain(routes.home())
  })

  it.each(['/', '/pages/home/home', '/pages/home/home/'])('on the home (%s) asks for the stored first banner, at high priority', (path) => {
    localStore.set(StorageKey.homePromos, promosSnapshot(promos('https://cdn.example/b1.png', 'https://cdn.example/b2.png'), NOW - 1000))
    expect(preloadedAt(path)).toEqual([{ href: 'https://cdn.example/b1.png', as: 'image', priority: 'high' }])
  })

  it('a picture on the site itself is asked for too', () => {
    localStore.set(StorageKey.homePromos, promosSnapshot(promos('/mock/oss/banner-1.png'), NOW))
    expect(preloadedAt('/pages/home/home')).toEqual([{ href: '/mock/oss/banner-1.png', as: 'image', priority: 'high' }])
  })

  it('promos at the age limit still count; a millisecond older, or from the future, do not (as in the app)', () => {
    localStore.set(StorageKey.homePromos, promosSnapshot(promos('https://cdn.example/b1.png'), NOW - PROMOS_SNAPSHOT_MAX_AGE_MS))
    expect(preloadedAt('/pages/home/home')).toHaveLength(1)
    for (const savedAt of [NOW - PROMOS_SNAPSHOT_MAX_AGE_MS - 1, NOW + 1]) {
      document.head.innerHTML = ''
      localStore.set(StorageKey.homePromos, promosSnapshot(promos('https://cdn.example/b1.png'), savedAt))
      expect(preloadedAt('/pages/home/home')).toEqual([])
    }
  })

  it('another page asks for nothing', () => {
    localStore.set(StorageKey.homePromos, promosSnapshot(promos('https://cdn.example/b1.png'), NOW))
    for (const path of ['/pages/mall/mall', '/pages/home/course', '/pages/goods/goods-detail?id=1']) expect(preloadedAt(path)).toEqual([])
  })

  it.each([
    ['nothing stored', null],
    ['no banners', promosSnapshot(promos(), NOW)],
    ['a script address', promosSnapshot(promos('javascript:alert(1)'), NOW)],
    ['a data address', promosSnapshot(promos('data:image/png;base64,AAAA'), NOW)],
    ['another form of snapshot', JSON.stringify({ version: 2, savedAt: NOW, banners: [{ imageUrl: 'https://cdn.example/b1.png' }] })],
    ['not JSON', '{'],
  ])('%s: asks for nothing and does not throw', (_case, stored) => {
    if (stored !== null) localStore.set(StorageKey.homePromos, stored)
    expect(preloadedAt('/pages/home/home')).toEqual([])
  })

  it('storage the browser refuses to read asks for nothing and does not throw', () => {
    const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    try {
      expect(preloadedAt('/pages/home/home')).toEqual([])
    } finally {
      get.mockRestore()
    }
  })
})
