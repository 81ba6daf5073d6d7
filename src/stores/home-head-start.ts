import type { HomeContentStore } from './home-content-store'
import type { HomeStore } from './home-store'
import type { ModuleListStore } from './module-list-store'

/** What the home's loads go through. */
export interface HomeLoaders {
  readonly home: HomeStore
  readonly homeContent: HomeContentStore
  readonly moduleList: ModuleListStore
}

/**
 * The home's loads, in one place: the page's (`load`, `openList`) and, when the app launches on the
 * home (the platform decides: see platform/home-launch.ts), the same loads started before the page is
 * built (`start`): a page's own loads start in its effects, once its first drawing has been rendered
 * and handed to the framework. The page's first `load` joins those started at launch, and its first
 * `openList` does not open the list they opened (the same module, in the same parent's lists); every
 * later load (pull-down, a new city, a return, another tab) asks anew.
 */
export class HomeHeadStart {
  private started: Promise<unknown> | null = null
  private startedList: { code: string; lists: ModuleListStore } | null = null

  /** At launch: the tabs, the promos with the full-width pictures, and the list the home shows first. */
  start(loaders: HomeLoaders): void {
    const code = loaders.home.listCode
    this.startedList = code ? { code, lists: loaders.moduleList } : null
    this.started = Promise.all([this.loadAround(loaders), code ? loaders.moduleList.open(code) : undefined])
  }

  /** The page's load: the tabs, the promos and the shown list from page 1 (its rows kept until it answers). */
  load(loaders: HomeLoaders): Promise<unknown> {
    const started = this.started
    this.started = null
    return started ?? Promise.all([this.loadAround(loaders), loaders.moduleList.refresh()])
  }

  /** The page shows the list of `code`: opened from page 1, emptied, unless launch has just done so. */
  openList(code: string, lists: ModuleListStore): void {
    const opened = this.startedList
    this.startedList = null
    if (!code || (opened?.code === code && opened.lists === lists)) return
    void lists.open(code)
  }

  /** What goes around the lists: the tabs, and the promos with the full-width pictures. */
  private loadAround({ home, homeContent }: HomeLoaders): Promise<unknown> {
    return Promise.all([home.loadTabs(), homeContent.load()])
  }
}
