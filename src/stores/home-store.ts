import { makeAutoObservable, runInAction } from 'mobx'
import type { CategoryTab } from '@types-api/api/home'
import { isStorefrontTab } from '@/services/api/home-api'
import { errorText } from '@/services/http/errors'
import type { StoreDeps } from './deps'
import type { LoadStatus } from './load-status'

export class HomeStore {
  tabs: CategoryTab[] = []
  status: LoadStatus = 'idle'
  error = ''
  activeIndex = 0

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<HomeStore, 'deps'>(this, { deps: false })
  }

  get activeTab(): CategoryTab | null {
    return this.tabs[this.activeIndex] ?? null
  }

  /** Category tabs for this storefront (platformType contains 2). */
  async loadTabs(): Promise<void> {
    this.status = 'loading'
    this.error = ''
    try {
      const tabs = (await this.deps.api.home.categoryTabs()).filter(isStorefrontTab)
      runInAction(() => {
        this.tabs = tabs
        this.activeIndex = Math.min(this.activeIndex, Math.max(tabs.length - 1, 0))
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
        this.status = 'error'
      })
    }
  }

  setActive(index: number): void {
    if (index >= 0 && index < this.tabs.length) this.activeIndex = index
  }
}
