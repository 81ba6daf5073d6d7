import type { ArticleSummary, ArticleType, SavedModule } from './article-calls'
import { makeAutoObservable, runInAction } from 'mobx'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import type { ArticleApi, UserIdSource } from './article-api'
import {
  ARTICLE_LIMIT,
  RECOMMEND_TAB,
  byPage,
  moduleRows,
  moduleSaveMethod,
  moduleSettings,
  moveModule,
  optimistic,
  orderedTabs,
  toggleModule,
  type ModuleRow,
} from './article-rules'

/** The article list: tabs (recommend first, then the parent's module order), a search title, pages of 3. */
export class ArticleListStore {
  /** the server's article types */
  readonly tabs: Resource<ArticleType[]>
  /** the parent's saved module order; null while the parent has none (or it could not be read) */
  saved: SavedModule[] | null = null
  /** the module editor's rows while it is open */
  editing: ModuleRow[] | null = null
  savingModules = false
  tabId = 1
  title = ''
  readonly list: PagedList<ArticleSummary>

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
  ) {
    this.tabs = new Resource(() => this.fetchTabs())
    this.list = new PagedList(this.fetcher())
    makeAutoObservable<ArticleListStore, 'api' | 'userId'>(this, { api: false, userId: false, tabs: false, list: false })
  }

  /** The types and the parent's order together; without an order the server's order stands. */
  private async fetchTabs(): Promise<ArticleType[]> {
    const [types, saved] = await Promise.all([this.api.types(), this.userId().then((u) => this.api.moduleOrder(u)).catch(() => null)])
    runInAction(() => (this.saved = saved))
    return types
  }

  private fetcher() {
    const parentArticleTypeId = this.tabId
    const articleTitle = this.title.trim() || undefined
    return byPage(ARTICLE_LIMIT, (p) => this.api.list({ parentArticleTypeId, articleTitle, ...p }))
  }

  get tabList(): ArticleType[] {
    return orderedTabs(this.tabs.value ?? [], this.saved)
  }

  /** On open and on pull-down: the tabs once, and page 1 of the list (what is shown stays until it arrives). */
  open(): Promise<void> {
    void this.tabs.ensure()
    return this.list.refresh()
  }

  selectTab(id: number): Promise<void> {
    this.tabId = id
    return this.list.setSource(this.fetcher())
  }

  search(title: string): Promise<void> {
    this.title = title
    return this.list.setSource(this.fetcher())
  }

  /** Opens the module editor on the current order. */
  editModules(): void {
    this.editing = moduleRows(this.tabs.value ?? [], this.saved)
  }

  closeEditor(): void {
    this.editing = null
  }

  moveModule(articleTypeId: number, delta: -1 | 1): void {
    if (this.editing) this.editing = moveModule(this.editing, articleTypeId, delta)
  }

  toggleModule(articleTypeId: number): void {
    if (this.editing) this.editing = toggleModule(this.editing, articleTypeId)
  }

  /**
   * Saves the edited order: the tabs change at once; the first save creates the parent's module
   * list (POST module), later ones reorder it (PUT module/order). On failure the previous order
   * comes back and the error is passed on. A hidden current tab gives way to recommend.
   */
  async saveModules(): Promise<void> {
    const rows = this.editing
    if (!rows || this.savingModules) return
    const previous = this.saved
    const modules = moduleSettings(rows)
    const method = moduleSaveMethod(previous)
    this.savingModules = true
    this.editing = null
    if (!rows.some((r) => r.shown && r.type.articleTypeId === this.tabId)) void this.selectTab(RECOMMEND_TAB.articleTypeId)
    try {
      await optimistic(
        () => previous,
        (v) => runInAction(() => (this.saved = v)),
        modules,
        async () => {
          const req = { userId: await this.userId(), modules }
          return method === 'POST' ? this.api.createModules(req) : this.api.saveModuleOrder(req)
        },
      )
    } finally {
      runInAction(() => (this.savingModules = false))
    }
  }
}
