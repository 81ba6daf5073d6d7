import { makeAutoObservable } from 'mobx'
import type { ProductListItem } from '@/services/api/product-item'
import type { KeyValueStorage } from '@/platform/key-value'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import { addQuery, parseHistory, SEARCH_HISTORY_KEY } from './search-history'
import type { SearchApi, SearchGroup } from './search-api'

export const SEARCH_PAGE_SIZE = 10

/** What the results area shows: groups by type, one type's full list, or every result. */
export type SearchView =
  | { kind: 'groups' }
  | { kind: 'more'; productType: number; typeName: string }
  | { kind: 'all' }
  /** the products a coupon applies to (去使用 on a coupon) */
  | { kind: 'coupon'; couponId: string }

/** Search on the search page: history, grouped results, more of one group, all results. */
export class SearchStore {
  input = ''
  keyword = ''
  history: string[] = []
  view: SearchView = { kind: 'groups' }
  /** The grouped results of the keyword (types without results left out). */
  readonly results: Resource<SearchGroup[]>
  readonly list: PagedList<ProductListItem>

  constructor(
    private readonly api: SearchApi,
    private readonly storage: KeyValueStorage,
  ) {
    this.results = new Resource<SearchGroup[]>(() => Promise.resolve([]))
    this.list = new PagedList<ProductListItem>(() => Promise.resolve({ list: [], total: 0 }))
    makeAutoObservable<SearchStore, 'api' | 'storage'>(this, { api: false, storage: false, list: false, results: false })
  }

  get groups(): SearchGroup[] {
    return this.results.value ?? []
  }

  get isEmpty(): boolean {
    return this.results.value !== null && this.groups.length === 0
  }

  restore(): void {
    this.history = parseHistory(this.storage.get(SEARCH_HISTORY_KEY))
  }

  setInput(value: string): void {
    this.input = value
  }

  /** Runs a search: remembered in the history, grouped results shown. */
  async search(query: string = this.input): Promise<void> {
    const keyword = query.trim()
    if (!keyword) return
    this.input = keyword
    this.keyword = keyword
    this.history = addQuery(this.history, keyword)
    this.storage.set(SEARCH_HISTORY_KEY, JSON.stringify(this.history))
    this.view = { kind: 'groups' }
    // a new keyword drops the old results; an older search's answer is dropped too
    await this.results.setSource(async () => (await this.api.groupSearch(keyword)).filter((g) => g.total > 0))
  }

  retry(): Promise<void> {
    return this.results.load()
  }

  /** Every result of one type (moreSearch), paged. */
  showMore(group: SearchGroup): Promise<void> {
    const keyword = this.keyword
    this.view = { kind: 'more', productType: group.productType, typeName: group.typeName }
    return this.list.setSource((pageIndex) =>
      this.api.moreSearch({ keyword, productType: group.productType, pageIndex, pageSize: SEARCH_PAGE_SIZE }),
    )
  }

  /** The products a coupon applies to (search with its couponId), paged. */
  showCoupon(couponId: string): Promise<void> {
    this.view = { kind: 'coupon', couponId }
    return this.list.setSource((pageIndex) => this.api.search({ keyword: '', couponId, pageIndex, pageSize: SEARCH_PAGE_SIZE }))
  }

  /** Every result of every type (search), paged. */
  showAll(): Promise<void> {
    const keyword = this.keyword
    this.view = { kind: 'all' }
    return this.list.setSource((pageIndex) => this.api.search({ keyword, pageIndex, pageSize: SEARCH_PAGE_SIZE }))
  }

  backToGroups(): void {
    this.view = { kind: 'groups' }
  }

  /** Back to the history (or the coupon's products): the input is emptied, results forgotten. */
  cancel(): void {
    this.input = ''
    this.keyword = ''
    void this.results.setSource(() => Promise.resolve([]))
    if (this.view.kind !== 'coupon') this.view = { kind: 'groups' }
  }

  /** Whether the results area shows (a keyword searched, or a coupon's products). */
  get showsResults(): boolean {
    return !!this.keyword || this.view.kind === 'coupon'
  }

  clearHistory(): void {
    this.history = []
    this.storage.remove(SEARCH_HISTORY_KEY)
  }
}
