import { makeAutoObservable, observableShallow, runInAction } from 'mobx'
import type { PageResult } from '@types-api/api/common'
import { errorText } from '@/services/http/errors'
import type { LoadStatus } from './load-status'

export type PageFetcher<T> = (pageIndex: number) => Promise<PageResult<T>>

export interface PagedListOptions<T> {
  /** Items with the same key are shown once (a page that shifted while paging). */
  keyOf?: (item: T) => string
}

/**
 * The app's one paged list. reload() starts again from page 1 and empties it; refresh() asks for
 * page 1 but keeps what is shown until the answer arrives (pull-down); loadMore() asks for
 * pageIndex+1 only while fewer than total are held. Answers for an older reload are dropped; a
 * failed later page or refresh keeps the items.
 */
export class PagedList<T> {
  items: T[] = []
  total = 0
  pageIndex = 1
  loading = false
  refreshing = false
  /** the first page failed */
  error = ''
  /** a later page or a refresh failed; items stay */
  moreError = ''
  loaded = false
  private generation = 0

  constructor(
    private fetchPage: PageFetcher<T>,
    private readonly options: PagedListOptions<T> = {},
  ) {
    // the rows are the service's records, replaced whole (replace, remove), never changed in place:
    // the list is watched, not each row's fields, so a page of rows is not made observable field by field
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'generation' | 'options'>(this, { items: observableShallow, fetchPage: false, generation: false, options: false })
  }

  get hasMore(): boolean {
    return this.loaded && !this.error && this.items.length < this.total
  }

  get isEmpty(): boolean {
    return this.loaded && !this.loading && !this.error && this.items.length === 0
  }

  /** idle before the first load, loading while page 1 is on its way, error when it failed, else ready. */
  get status(): LoadStatus {
    if (this.error) return 'error'
    if (this.loaded) return 'ready'
    return this.loading ? 'loading' : 'idle'
  }

  /** Loading a later page (not the first, not a refresh). */
  get loadingMore(): boolean {
    return this.loading && this.loaded && !this.refreshing
  }

  /** Points the list at another source (new category, new keyword) and reloads it. */
  setSource(fetchPage: PageFetcher<T>): Promise<void> {
    this.fetchPage = fetchPage
    return this.reload()
  }

  async reload(): Promise<void> {
    const gen = ++this.generation
    this.items = []
    this.total = 0
    this.pageIndex = 1
    this.loading = true
    this.refreshing = false
    this.loaded = false
    this.error = ''
    this.moreError = ''
    await this.request(
      gen,
      1,
      (page) => this.takeFirstPage(page),
      (text) => {
        this.error = text
        this.loaded = true
      },
    )
  }

  /** Page 1 again while the current items stay on screen; the first load when nothing is shown yet. */
  async refresh(): Promise<void> {
    if (!this.loaded || this.error) return this.reload()
    const gen = ++this.generation
    this.loading = true
    this.refreshing = true
    this.moreError = ''
    await this.request(gen, 1, (page) => this.takeFirstPage(page), (text) => (this.moreError = text))
  }

  /** Page 1 replaces what is shown. */
  private takeFirstPage(page: PageResult<T>): void {
    this.items = this.unique(page.list)
    this.total = page.total
    this.pageIndex = 1
    this.loaded = true
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return
    const gen = this.generation
    const next = this.pageIndex + 1
    this.loading = true
    this.moreError = ''
    await this.request(
      gen,
      next,
      (page) => {
        this.items = this.unique([...this.items, ...page.list])
        this.total = page.total
        this.pageIndex = next
      },
      (text) => (this.moreError = text),
    )
  }

  /** Asks for one page; its answer or failure counts only while no newer reload or refresh has started. */
  private async request(gen: number, pageIndex: number, take: (page: PageResult<T>) => void, fail: (text: string) => void): Promise<void> {
    try {
      const page = await this.fetchPage(pageIndex)
      runInAction(() => {
        if (gen === this.generation) take(page)
      })
    } catch (e) {
      runInAction(() => {
        if (gen === this.generation) fail(errorText(e))
      })
    } finally {
      runInAction(() => {
        if (gen !== this.generation) return
        this.loading = false
        this.refreshing = false
      })
    }
  }

  /** Takes items out without a reload (a delete the server confirmed); the total follows. */
  /** Puts `next` in the place of the rows that match (an item's new state after an action). */
  replace(predicate: (item: T) => boolean, next: T): void {
    this.items = this.items.map((item) => (predicate(item) ? next : item))
  }

  remove(predicate: (item: T) => boolean): void {
    const before = this.items.length
    this.items = this.items.filter((item) => !predicate(item))
    this.total = Math.max(0, this.total - (before - this.items.length))
  }

  private unique(items: T[]): T[] {
    const keyOf = this.options.keyOf
    if (!keyOf) return items
    const seen = new Set<string>()
    return items.filter((item) => {
      const key = keyOf(item)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  }
}
