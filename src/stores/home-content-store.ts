import { makeAutoObservable, observableStruct, runInAction } from 'mobx'
import { StorageKey } from '@/config/storage-keys'
import type { Advertising, Banner } from '@/services/api/catalog-api'
import type { ProductListItem } from '@/services/api/product-item'
import type { StoreDeps } from './deps'
import type { LoadStatus } from './load-status'
import { giftEntryOf, promosSnapshot, readPromosSnapshot, type GiftEntry } from './home-promos-snapshot'

/** The home banner position (basics/banner/{id}). */
export const HOME_BANNER_ID = 1
export const FULL_PIC_MODULE = 'Module_FullPic'
/** How many full-width pictures the recommend tab shows. */
export const FULL_PIC_COUNT = 4

/**
 * What decorates the home tab around the module lists: banners, advertising, the new-user gift
 * and the full-width picture list. Each part loads on its own; a part that fails is left out (or,
 * after a launch that restored the last promos, keeps what they showed).
 */
export class HomeContentStore {
  banners: Banner[] = []
  advertising: Advertising[] = []
  gift: GiftEntry | null = null
  fullPics: ProductListItem[] = []
  loaded = false
  /** banners, advertising and the gift entry have answered (or failed): the promos block has its final height */
  promosLoaded = false
  /** the promos of the last launch are on screen until the service answers */
  promosRestored = false

  constructor(private readonly deps: StoreDeps) {
    // promos equal to those already shown (the last launch's, restored) are not taken as a change:
    // the block is not drawn again when the service answers with what the parent already sees
    makeAutoObservable<HomeContentStore, 'deps'>(this, { deps: false, banners: observableStruct, advertising: observableStruct, gift: observableStruct })
  }

  /** The full-width pictures once everything has answered, null before: what the page waits for. */
  get value(): ProductListItem[] | null {
    return this.loaded ? this.fullPics : null
  }

  /** Loading until everything has answered; a part that fails is left out, so never an error. */
  get status(): LoadStatus {
    return this.loaded ? 'ready' : 'loading'
  }

  /** No failure is shown: a part that fails is left out. */
  get error(): string {
    return ''
  }

  /** The gift entry shows only while the service has it enabled. */
  get showGift(): boolean {
    return this.gift?.enabled === 1
  }

  /**
   * The promos the parent saw on the last launch (not older than a day) stand in until the
   * service answers: the banner is on the first screen without waiting for its call.
   */
  restore(): void {
    const last = readPromosSnapshot(this.deps.storage.get(StorageKey.homePromos), this.deps.clock.now())
    if (!last) return
    this.banners = last.banners
    this.advertising = last.advertising
    this.gift = last.gift
    this.promosRestored = true
  }

  /**
   * Something to draw in the promos block: the service's promos, or those of the last launch. What
   * goes below the block waits for promosLoaded, since the service's answer may change its height.
   */
  get promosShown(): boolean {
    return this.promosLoaded || this.promosRestored
  }

  async load(): Promise<void> {
    const { catalog } = this.deps.api
    // the promos need no login and are shown together, so the block changes height only once
    const promos = Promise.allSettled([catalog.banners(HOME_BANNER_ID), catalog.advertising(), catalog.newUserGift()]).then(
      ([banners, advertising, gift]) =>
        runInAction(() => {
          if (banners.status === 'fulfilled') this.banners = banners.value
          if (advertising.status === 'fulfilled') this.advertising = advertising.value
          if (gift.status === 'fulfilled') this.gift = giftEntryOf(gift.value)
          this.promosLoaded = true
          if (banners.status === 'fulfilled' && advertising.status === 'fulfilled' && gift.status === 'fulfilled') {
            this.deps.storage.set(StorageKey.homePromos, promosSnapshot(this, this.deps.clock.now()))
          }
        }),
    )
    const [, fullPics] = await Promise.allSettled([promos, catalog.modulePage(FULL_PIC_MODULE, { pageIndex: 1, pageSize: FULL_PIC_COUNT })])
    runInAction(() => {
      if (fullPics.status === 'fulfilled') this.fullPics = fullPics.value.list
      this.loaded = true
    })
  }
}
