import { reaction } from 'mobx'
import { StorageKey } from '@/config/storage-keys'
import type { Advertising, Banner, NewUserGift } from '@/services/api/catalog-api'
import { HomeContentStore } from '@/stores/home-content-store'
import { PROMOS_SNAPSHOT_MAX_AGE_MS, promosSnapshot, readPromosSnapshot } from '@/stores/home-promos-snapshot'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const banner = (id: string): Banner => ({ bannerId: id, imageUrl: `https://cdn.example/banner-${id}.png`, linkUrl: '/pages/home/gift-bag', title: `横幅${id}` })
const advert = (id: string): Advertising => ({ advertisingId: id, imageUrl: `https://cdn.example/ad-${id}.png`, linkUrl: '', title: `广告${id}` })
const gift = (enabled: 0 | 1): NewUserGift => ({
  enabled,
  title: '新人专享礼包',
  subtitle: '注册即领',
  imageUrl: null,
  couponList: [{ couponId: 'C1', couponName: '满100减20', facevalue: '20', overlay: false, expiryType: 0, isReceived: 0 }],
  productList: [],
})
const NOW = Date.UTC(2026, 10, 21, 2, 0, 0)

function storeWith(options: { stored?: string; answers?: { banners?: Promise<Banner[]>; advertising?: Promise<Advertising[]>; gift?: Promise<NewUserGift | null> } }) {
  const a = options.answers ?? {}
  const deps = fakeDeps({
    now: NOW,
    storage: options.stored ? { [StorageKey.homePromos]: options.stored } : {},
    api: fakeApi({
      catalog: {
        banners: jest.fn(() => a.banners ?? Promise.resolve([banner('1')])),
        advertising: jest.fn(() => a.advertising ?? Promise.resolve([advert('1')])),
        newUserGift: jest.fn(() => a.gift ?? Promise.resolve(gift(1))),
        modulePage: jest.fn().mockResolvedValue({ list: [], total: 0 }),
      },
    }),
  })
  return { deps, store: new HomeContentStore(deps) }
}

describe('the home promos of the last launch', () => {
  it('are stored once every part has answered, without the parent’s coupons', async () => {
    const { deps, store } = storeWith({})
    await store.load()
    const stored = deps.storage.get(StorageKey.homePromos)
    expect(stored).not.toContain('满100减20')
    expect(readPromosSnapshot(stored, NOW)).toEqual({ banners: [banner('1')], advertising: [advert('1')], gift: { enabled: 1, title: '新人专享礼包', subtitle: '注册即领' } })
  })

  it('are not stored when a part failed', async () => {
    const { deps, store } = storeWith({ answers: { advertising: Promise.reject(new Error('网络异常')) } })
    await store.load()
    expect(store.banners).toEqual([banner('1')])
    expect(deps.storage.get(StorageKey.homePromos)).toBeNull()
  })

  it('stand in on the next launch until the service answers, then give way to its answer', async () => {
    const stored = promosSnapshot({ banners: [banner('old')], advertising: [advert('old')], gift: { enabled: 1, title: '旧礼包', subtitle: '' } }, NOW - 60_000)
    let answer: (b: Banner[]) => void = () => undefined
    const { store } = storeWith({ stored, answers: { banners: new Promise((r) => (answer = r)) } })
    store.restore()
    expect(store.promosShown).toBe(true)
    // what goes below the block waits for the service's promos, which may change its height
    expect(store.promosLoaded).toBe(false)
    expect(store.banners.map((b) => b.bannerId)).toEqual(['old'])
    expect(store.showGift).toBe(true)
    const loading = store.load()
    answer([banner('new')])
    await loading
    expect(store.promosLoaded).toBe(true)
    expect(store.banners.map((b) => b.bannerId)).toEqual(['new'])
    expect(store.advertising.map((a) => a.advertisingId)).toEqual(['1'])
  })

  it('are not taken as a change when the service answers with the same promos: the block is not drawn again', async () => {
    const stored = promosSnapshot({ banners: [banner('1')], advertising: [advert('1')], gift: { enabled: 1, title: '新人专享礼包', subtitle: '注册即领' } }, NOW - 60_000)
    const { store } = storeWith({ stored })
    store.restore()
    const shown = jest.fn()
    const stop = reaction(() => [store.banners, store.advertising, store.gift], shown)
    await store.load()
    expect(store.promosLoaded).toBe(true)
    expect(shown).not.toHaveBeenCalled()
    stop()
    // a service answer that differs is taken
    const changed = storeWith({ stored, answers: { advertising: Promise.resolve([advert('2')]) } }).store
    changed.restore()
    const drawn = jest.fn()
    const stopChanged = reaction(() => [changed.banners, changed.advertising, changed.gift], drawn)
    await changed.load()
    expect(drawn).toHaveBeenCalledTimes(1)
    expect(changed.advertising.map((a) => a.advertisingId)).toEqual(['2'])
    stopChanged()
  })

  it('stay on screen when the service fails (nothing shown is lost)', async () => {
    const stored = promosSnapshot({ banners: [banner('old')], advertising: [], gift: null }, NOW - 60_000)
    const { store } = storeWith({ stored, answers: { banners: Promise.reject(new Error('网络异常')) } })
    store.restore()
    await store.load()
    expect(store.banners.map((b) => b.bannerId)).toEqual(['old'])
  })

  it('are not used when older than a day, from the future, or not in the stored form', () => {
    const promos = { banners: [banner('1')], advertising: [], gift: null }
    expect(readPromosSnapshot(promosSnapshot(promos, NOW - PROMOS_SNAPSHOT_MAX_AGE_MS), NOW)).not.toBeNull()
    expect(readPromosSnapshot(promosSnapshot(promos, NOW - PROMOS_SNAPSHOT_MAX_AGE_MS - 1), NOW)).toBeNull()
    expect(readPromosSnapshot(promosSnapshot(promos, NOW + 1), NOW)).toBeNull()
    expect(readPromosSnapshot('{', NOW)).toBeNull()
    expect(readPromosSnapshot(JSON.stringify({ version: 2, savedAt: NOW, banners: [], advertising: [], gift: null }), NOW)).toBeNull()
    expect(readPromosSnapshot(JSON.stringify({ version: 1, savedAt: NOW, banners: [{ imageUrl: 3 }], advertising: [], gift: null }), NOW)).toBeNull()
    for (const stored of [null, '', '{', promosSnapshot(promos, NOW - PROMOS_SNAPSHOT_MAX_AGE_MS - 1)]) {
      const { store } = storeWith({ stored: stored ?? undefined })
      store.restore()
      expect(store.promosShown).toBe(false)
      expect(store.banners).toEqual([])
    }
  })
})
