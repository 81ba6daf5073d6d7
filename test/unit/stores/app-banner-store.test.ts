import { StorageKey } from '@/config/storage-keys'
import { AppBannerStore } from '@/stores/app-banner-store'
import { appFallbackUrl, shouldShowAppBanner } from '@/utils/app-banner'
import { fakeDeps } from '../helpers/fake-deps'

const DAY1 = Date.UTC(2026, 10, 21, 2, 0, 0)

describe('app-download banner', () => {
  it('shows only to visitors from the native app', () => {
    const deps = fakeDeps({ now: DAY1 })
    const fromApp = new AppBannerStore(deps)
    fromApp.restore({ platform: 'ios' })
    expect(fromApp.visible).toBe(true)
    const plain = new AppBannerStore(fakeDeps({ now: DAY1 }))
    plain.restore({})
    expect(plain.visible).toBe(false)
  })

  it('closing records today and hides it until tomorrow, also after a reload', () => {
    const deps = fakeDeps({ now: DAY1 })
    const store = new AppBannerStore(deps)
    store.restore({ platform: 'android' })
    store.close()
    expect(store.visible).toBe(false)
    expect(deps.storage.get(StorageKey.fixedOpenAppDate)).toBe('2026-11-21')
    const reloaded = new AppBannerStore(deps)
    reloaded.restore({ platform: 'android' })
    expect(reloaded.visible).toBe(false)
    deps.setNow(DAY1 + 24 * 3600_000)
    expect(reloaded.visible).toBe(true)
  })

  it('remembers a native visit for the browser session', () => {
    const deps = fakeDeps({ now: DAY1 })
    deps.session.set('from_app_platform', 'ios')
    const store = new AppBannerStore(deps)
    store.restore({})
    expect(store.visible).toBe(true)
  })

  it('rule: hidden when closed on the same day', () => {
    expect(shouldShowAppBanner(true, '2026-11-21', DAY1)).toBe(false)
    expect(shouldShowAppBanner(true, '2026-11-20', DAY1)).toBe(true)
    expect(shouldShowAppBanner(false, null, DAY1)).toBe(false)
  })

  it('falls back to the App Store on iOS and to the app market on Android and in WeChat', () => {
    const links = { iosStoreUrl: 'ios-store', androidMarketUrl: 'market' }
    expect(appFallbackUrl({ ios: true, inWeChat: false }, links)).toBe('ios-store')
    expect(appFallbackUrl({ ios: false, inWeChat: false }, links)).toBe('market')
    expect(appFallbackUrl({ ios: true, inWeChat: true }, links)).toBe('market')
  })
})
