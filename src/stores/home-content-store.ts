import { makeAutoObservable, runInAction } from 'mobx'
import type { Advertising, Banner, NewUserGift } from '@/services/api/catalog-api'
import type { ProductListItem } from '@/services/api/product-item'
import type { StoreDeps } from './deps'
import type { LoadStatus } from './load-status'

/** The home banner position (basics/banner/{id}). */
export const HOME_BANNER_ID = 1
export const FULL_PIC_MODULE = 'Module_FullPic'
/** How many full-width pictures the recommend tab shows. */
export const FULL_PIC_COUNT = 4

/**
 * What decorates the home tab around the module lists: banners, advertising, the new-user gift
 * and the full-width picture list. Each part loads on its own; a part that fails is left out.
 */
export class HomeContentStore {
  banners: Banner[] = []
  advertising: Advertising[] = []
  gift: NewUserGift | null = null
  fullPics: ProductListItem[] = []
  loaded = false
  /** banners, advertising and the gift entry have answered (or failed): the promos block has its final height */
  promosLoaded = false

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<HomeContentStore, 'deps'>(this, { deps: false })
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

  async load(): Promise<void> {
    const { catalog } = this.deps.api
    // the promos need no login and are shown together, so the block changes height only once
    const promos = Promise.allSettled([catalog.banners(HOME_BANNER_ID), catalog.advertising(), catalog.newUserGift()]).then(
      ([banners, advertising, gift]) =>
        runInAction(() => {
          if (banners.status === 'fulfilled') this.banners = banners.value
          if (advertising.status === 'fulfilled') this.advertising = advertising.value
          if (gift.status === 'fulfilled') this.gift = gift.value
          this.promosLoaded = true
        }),
    )
    const [, fullPics] = await Promise.allSettled([promos, catalog.modulePage(FULL_PIC_MODULE, { pageIndex: 1, pageSize: FULL_PIC_COUNT })])
    runInAction(() => {
      if (fullPics.status === 'fulfilled') this.fullPics = fullPics.value.list
      this.loaded = true
    })
  }
}
