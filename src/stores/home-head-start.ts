import type { HomeContentStore } from './home-content-store'
import type { HomeStore } from './home-store'
import type { ModuleListStore } from './module-list-store'

/** What the home's first loads go through. */
export interface HomeLoaders {
  readonly home: HomeStore
  readonly homeContent: HomeContentStore
  readonly moduleList: ModuleListStore
}

/**
 * The home's first loads, started as the app launches on the home (the platform decides: see
 * platform/home-launch.ts), before the page is built: a page's own loads start in its effects, once
 * its first drawing has been rendered and handed to the framework. The home page takes them, once,
 * instead of asking again: the first call of its load joins them, and its list effect does not open
 * the list they opened. Every later load (pull-down, a new city, a return) is the page's own.
 */
export class HomeHeadStart {
  private loads: Promise<unknown> | null = null
  private list: { code: string; lists: ModuleListStore } | null = null

  /** The tabs, the promos with the full-width pictures, and the list the home shows first. */
  start({ home, homeContent, moduleList }: HomeLoaders): void {
    const code = home.listCode
    this.list = code ? { code, lists: moduleList } : null
    this.loads = Promise.all([home.loadTabs(), homeContent.load(), code ? moduleList.open(code) : undefined])
  }

  /** The loads started at launch, the first time it is asked; null after, or when none were. */
  takeLoads(): Promise<unknown> | null {
    const loads = this.loads
    this.loads = null
    return loads
  }

  /**
   * Whether the list of `code` in `lists` was opened at launch, the first time it is asked: a list
   * of another module, or of another parent's lists (built anew since), is not.
   */
  takeList(code: string, lists: ModuleListStore): boolean {
    const opened = this.list
    this.list = null
    return opened !== null && opened.code === code && opened.lists === lists
  }
}
