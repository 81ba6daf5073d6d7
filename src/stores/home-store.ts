import { makeAutoObservable, runInAction } from 'mobx'
import type { CategoryTab } from '@/services/api/home-calls'
import { isStorefrontTab } from '@/services/api/home-api'
import type { StoreDeps } from './deps'
import { Resource } from './resource'

export class HomeStore {
  /** The category tabs for this storefront (platformType contains 2); kept while they load again. */
  readonly tabList: Resource<CategoryTab[]>
  activeIndex = 0

  constructor(deps: StoreDeps) {
    this.tabList = new Resource(async () => (await deps.api.home.categoryTabs()).filter(isStorefrontTab))
    makeAutoObservable(this, { tabList: false })
  }

  get tabs(): CategoryTab[] {
    return this.tabList.value ?? []
  }

  get activeTab(): CategoryTab | null {
    return this.tabs[this.activeIndex] ?? null
  }

  /** Category tabs for this storefront (platformType contains 2). */
  async loadTabs(): Promise<void> {
    await this.tabList.load()
    runInAction(() => {
      this.activeIndex = Math.min(this.activeIndex, Math.max(this.tabs.length - 1, 0))
    })
  }

  setActive(index: number): void {
    if (index >= 0 && index < this.tabs.length) this.activeIndex = index
  }
}
