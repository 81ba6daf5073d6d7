import { makeAutoObservable, runInAction } from 'mobx'
import type { PageResult } from '@types-api/api/common'
import { errorText } from '@/services/http/errors'

export type PageFetcher<T> = (pageIndex: number) => Promise<PageResult<T>>

/**
 * A list that grows page by page: reload() starts again from page 1 and empties it; loadMore()
 * asks for pageIndex+1 only while fewer than total are held. Answers for an older reload are dropped.
 */
export class PagedList<T> {
  items: T[] = []
  total = 0
  pageIndex = 1
  loading = false
  /** the first page failed */
  error = ''
  /** a later page failed; items stay */
  moreError = ''
  loaded = false
  private generation = 0

  constructor(private fetchPage: PageFetcher<T>) {
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'generation'>(this, { fetchPage: false, generation: false })
  }

  get hasMore(): boolean {
    return this.loaded && !this.error && this.items.length < this.total
  }

  get isEmpty(): boolean {
    return this.loaded && !this.loading && !this.error && this.items.length === 0
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
    this.loaded = false
    this.error = ''
    this.moreError = ''
    try {
      const page = await this.fetchPage(1)
      runInAction(() => {
        if (gen !== this.generation) return
        this.items = page.list
        this.total = page.total
        this.loading = false
        this.loaded = true
      })
    } catch (e) {
      runInAction(() => {
        if (gen !== this.generation) return
        this.error = errorText(e)
        this.loading = false
        this.loaded = true
      })
    }
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return
    const gen = this.generation
    const next = this.pageIndex + 1
    this.loading = true
    this.moreError = ''
    try {
      const page = await this.fetchPage(next)
      runInAction(() => {
        if (gen !== this.generation) return
        this.items = [...this.items, ...page.list]
        this.total = page.total
        this.pageIndex = next
        this.loading = false
      })
    } catch (e) {
      runInAction(() => {
        if (gen !== this.generation) return
        this.moreError = errorText(e)
        this.loading = false
      })
    }
  }
}
