import { makeAutoObservable } from 'mobx'
import type { ProductListItem } from '@/services/api/product-item'
import { EMPTY_FILTERS, filtersToPayload, type ProductFilters } from '@/utils/product-filters'
import type { StoreDeps } from './deps'
import { PagedList } from './paged-list'
import { HOME_LIST_PAGE_SIZE } from '@/config/page-sizes'

/** Home lists load 8 at a time (spec §9). */

/** One home module list (spec §2): starts loading, holds results and total (the app's PagedList). */
export type ModuleList = PagedList<ProductListItem>

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

  constructor(
    private readonly deps: StoreDeps,
    private readonly context: ModuleListContext,
  ) {
    makeAutoObservable<ModuleListStore, 'deps' | 'context'>(this, { deps: false, context: false })
  }

  get active(): ModuleList | null {
    return this.lists.get(this.activeCode) ?? null
  }

  listOf(code: string): ModuleList | null {
    return this.lists.get(code) ?? null
  }

  /** More pages exist only while the fetched count is below the total. */
  hasMore(code: string = this.activeCode): boolean {
    return this.lists.get(code)?.hasMore ?? false
  }

  /** Switching to a tab resets that list to page 1, empties it and loads it. */
  open(code: string): Promise<void> {
    this.activeCode = code
    return this.reset(code)
  }

  /** Pull-to-refresh: the active list from page 1, its rows staying on screen until page 1 arrives. */
  refresh(): Promise<void> {
    return this.active?.refresh() ?? Promise.resolve()
  }

  /** New filters apply from page 1 (the list empties); what the user chose is kept even if the load fails. */
  applyFilters(filters: ProductFilters): Promise<void> {
    this.filters = filters
    return this.activeCode ? this.reset(this.activeCode) : Promise.resolve()
  }

  /** Loads page pageIndex+1 of the active list, only while fetched < total and nothing is loading. */
  loadMore(code: string = this.activeCode): Promise<void> {
    return this.lists.get(code)?.loadMore() ?? Promise.resolve()
  }

  private reset(code: string): Promise<void> {
    let list = this.lists.get(code)
    if (!list) {
      list = new PagedList<ProductListItem>((pageIndex) => this.fetch(code, pageIndex))
      this.lists.set(code, list)
    }
    return list.reload()
  }

  private fetch(code: string, pageIndex: number) {
    const organizationId = this.context.organizationId()
    return this.deps.api.catalog.modulePage(code, {
      pageIndex,
      pageSize: HOME_LIST_PAGE_SIZE,
      ...(organizationId ? { organization_id: organizationId } : {}),
      ...filtersToPayload(this.filters, this.context.city()),
    })
  }
}
