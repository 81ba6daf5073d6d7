import { makeAutoObservable, runInAction } from 'mobx'
import type { OrderStatus, OrderSummary } from '@types-api/api/order'
import { ORDER_PAGE_SIZE } from './order-api'
import { errorText } from '@/services/http/errors'
import type { OrderApi } from './order-api'
import type { LoadStatus } from '@/stores/load-status'

export type OrderTabKey = 'all' | OrderStatus

/** Order tabs (spec §4): 全部 no filter, 待付款 2, 已完成 1, 已取消 -1. */
export const ORDER_TABS: ReadonlyArray<{ key: OrderTabKey; title: string }> = [
  { key: 'all', title: '全部' },
  { key: 2, title: '待付款' },
  { key: 1, title: '已完成' },
  { key: -1, title: '已取消' },
]

/** The tab named by a page address (?tab=2, ?tab=-1, ?tab=all); unknown values give 全部. */
export function orderTabFromQuery(value: string | undefined | null): OrderTabKey {
  const found = ORDER_TABS.find((t) => String(t.key) === String(value ?? '').trim())
  return found ? found.key : 'all'
}

/**
 * The order list: one tab at a time, pageSize 4, next page only while fewer than totalCount are
 * loaded. Switching tabs resets to page 1; late answers for an older tab or query are dropped.
 */
export class OrderListStore {
  tab: OrderTabKey = 'all'
  query = ''
  orders: OrderSummary[] = []
  totalCount = 0
  pageIndex = 0
  status: LoadStatus = 'idle'
  loadingMore = false
  refreshing = false
  /** the last failure, for a page-level error (first page) or a toast (later pages) */
  error = ''
  private generation = 0

  constructor(private readonly api: OrderApi) {
    makeAutoObservable<OrderListStore, 'api' | 'generation'>(this, { api: false, generation: false })
  }

  get hasMore(): boolean {
    return this.status === 'ready' && this.orders.length < this.totalCount
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.orders.length === 0
  }

  /** Shows a tab from page 1. Selecting the current tab again does nothing unless nothing is loaded. */
  async selectTab(tab: OrderTabKey): Promise<void> {
    if (tab === this.tab && this.status !== 'idle' && this.status !== 'error') return
    this.tab = tab
    await this.reload()
  }

  async search(query: string): Promise<void> {
    this.query = query.trim()
    await this.reload()
  }

  /** Page 1 again, list emptied (tab switch, first open, retry). */
  async reload(): Promise<void> {
    this.orders = []
    this.totalCount = 0
    this.pageIndex = 0
    this.status = 'loading'
    await this.fetchPage(1)
  }

  /** Pull-down refresh: page 1 again, keeping the current list on screen until the answer arrives. */
  async refresh(): Promise<void> {
    if (this.status === 'idle') return this.reload()
    this.refreshing = true
    try {
      await this.fetchPage(1)
    } finally {
      runInAction(() => (this.refreshing = false))
    }
  }

  /** The next page, when there is one and nothing is loading. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore || this.refreshing) return
    this.loadingMore = true
    try {
      await this.fetchPage(this.pageIndex + 1)
    } finally {
      runInAction(() => (this.loadingMore = false))
    }
  }

  /** Deletes an order (the page asks first); rejects on failure and the list stays as it was. */
  async remove(orderId: string): Promise<void> {
    await this.api.remove(orderId)
    this.forget(orderId)
  }

  /** After a delete: the order leaves the list without a reload. */
  forget(orderId: string): void {
    const before = this.orders.length
    this.orders = this.orders.filter((o) => o.orderId !== orderId)
    if (this.orders.length < before) this.totalCount = Math.max(0, this.totalCount - 1)
  }

  /** After a cancel or receipt: the order's new state, or out of a tab it no longer belongs to. */
  patch(orderId: string, change: Partial<OrderSummary>): void {
    const order = this.orders.find((o) => o.orderId === orderId)
    if (!order) return
    Object.assign(order, change)
    if (this.tab !== 'all' && order.status !== this.tab) this.forget(orderId)
  }

  private async fetchPage(pageIndex: number): Promise<void> {
    const generation = ++this.generation
    const tab = this.tab
    this.error = ''
    try {
      const page = await this.api.query({
        pageIndex,
        pageSize: ORDER_PAGE_SIZE,
        query: this.query,
        ...(tab === 'all' ? {} : { status: tab }),
      })
      if (generation !== this.generation) return
      runInAction(() => {
        const known = pageIndex === 1 ? [] : this.orders
        const seen = new Set(known.map((o) => o.orderId))
        this.orders = [...known, ...page.dataList.filter((o) => !seen.has(o.orderId))]
        this.totalCount = page.totalCount
        this.pageIndex = pageIndex
        this.status = 'ready'
      })
    } catch (e) {
      if (generation !== this.generation) return
      runInAction(() => {
        this.error = errorText(e)
        // a failed later page or refresh keeps what is shown; only an empty first load becomes an error page
        if (this.orders.length === 0) this.status = 'error'
      })
    }
  }
}
