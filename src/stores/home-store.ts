import { makeAutoObservable, runInAction } from 'mobx'
import type { CategoryTab } from '@/services/api/home-calls'
import { isStorefrontTab } from '@/services/api/home-api'
import type { StoreDeps } from './deps'
import { Resource } from './resource'

/** The first of the home's tabs as the spec lists them (§2: Module_Recommend first). */
export const FIRST_TAB_MODULE = 'Module_Recommend'

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

  /**
   * The module whose list the home shows: the active tab's. Before the tabs are known (a first
   * launch, H5, or the mini-program more than a day after its last launch) it is the spec's first
   * tab, so that its list is asked for beside the tabs, not a round trip after them; tabs that
   * answer with another first tab name that one.
   */
  get listCode(): string {
    return this.tabList.value ? (this.activeTab?.code ?? '') : FIRST_TAB_MODULE
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
