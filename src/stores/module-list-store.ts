import { makeAutoObservable, runInAction } from 'mobx'
import type { ProductListItem } from '@types-api/api/product'
import { errorText } from '@/services/http/errors'
import { EMPTY_FILTERS, filtersToPayload, type ProductFilters } from '@/utils/product-filters'
import type { StoreDeps } from './deps'

/** Home lists load 8 at a time (spec §9). */
export const HOME_PAGE_SIZE = 8

/** One home module list (spec §2): starts loading, holds results and total. */
export interface ModuleList {
  code: string
  results: ProductListItem[]
  total: number
  pageIndex: number
  loading: boolean
  /** first page failed: the whole list shows an error with retry */
  error: string
  /** a later page failed: the results stay, the footer offers a retry */
  moreError: string
}

const freshList = (code: string): ModuleList => ({ code, results: [], total: 0, pageIndex: 1, loading: true, error: '', moreError: '' })

/** Where the list needs to know about the user and the place. */
export interface ModuleListContext {
  organizationId(): string | null
  city(): string | null
}

/** The product lists of the home tab's modules, with paging, tab reset and filters. */
export class ModuleListStore {
  lists = new Map<string, ModuleList>()
  activeCode = ''
  filters: ProductFilters = EMPTY_FILTERS
  /** bumped on every reset so answers for an older list are dropped */
  private generation = new Map<string, number>()

  constructor(
    private readonly deps: StoreDeps,
    private readonly context: ModuleListContext,
  ) {
    makeAutoObservable<ModuleListStore, 'deps' | 'context' | 'generation'>(this, { deps: false, context: false, generation: false })
  }

  get active(): ModuleList | null {
    return this.lists.get(this.activeCode) ?? null
  }

  listOf(code: string): ModuleList | null {
    return this.lists.get(code) ?? null
  }

  /** More pages exist only while the fetched count is below the total. */
  hasMore(code: string = this.activeCode): boolean {
    const list = this.lists.get(code)
    return !!list && !list.error && list.results.length < list.total
  }

  /** Switching to a tab resets that list to page 1, empties it and loads it. */
  open(code: string): Promise<void> {
    this.activeCode = code
    return this.reset(code)
  }

  /** Pull-to-refresh: the active list from page 1. */
  refresh(): Promise<void> {
    return this.activeCode ? this.reset(this.activeCode) : Promise.resolve()
  }

  /** New filters apply from page 1; what the user chose is kept even if the load fails. */
  applyFilters(filters: ProductFilters): Promise<void> {
    this.filters = filters
    return this.refresh()
  }

  /** Loads page pageIndex+1 of the active list, only while fetched < total and nothing is loading. */
  async loadMore(code: string = this.activeCode): Promise<void> {
    const list = this.lists.get(code)
    if (!list || list.loading || !this.hasMore(code)) return
    const gen = this.generation.get(code) ?? 0
    const next = list.pageIndex + 1
    list.loading = true
    list.moreError = ''
    try {
      const page = await this.fetch(code, next)
      runInAction(() => {
        if (this.generation.get(code) !== gen) return
        list.results = [...list.results, ...page.list]
        list.total = page.total
        list.pageIndex = next
        list.loading = false
      })
    } catch (e) {
      runInAction(() => {
        if (this.generation.get(code) !== gen) return
        list.loading = false
        list.moreError = errorText(e)
      })
    }
  }

  private async reset(code: string): Promise<void> {
    const gen = (this.generation.get(code) ?? 0) + 1
    this.generation.set(code, gen)
    const list = freshList(code)
    this.lists.set(code, list)
    const observed = this.lists.get(code)!
    try {
      const page = await this.fetch(code, 1)
      runInAction(() => {
        if (this.generation.get(code) !== gen) return
        observed.results = page.list
        observed.total = page.total
        observed.pageIndex = 1
        observed.loading = false
      })
    } catch (e) {
      runInAction(() => {
        if (this.generation.get(code) !== gen) return
        observed.loading = false
        observed.error = errorText(e)
      })
    }
  }

  private fetch(code: string, pageIndex: number) {
    const organizationId = this.context.organizationId()
    return this.deps.api.catalog.modulePage(code, {
      pageIndex,
      pageSize: HOME_PAGE_SIZE,
      ...(organizationId ? { organization_id: organizationId } : {}),
      ...filtersToPayload(this.filters, this.context.city()),
    })
  }
}
