import { makeAutoObservable } from 'mobx'
import type { OrderStatus } from '@types-api/api/order'
import type { OrderSummary } from './order-calls'
import { ORDER_PAGE_SIZE } from './order-api'
import type { PageResult } from '@types-api/api/common'
import { PagedList } from '@/stores/paged-list'
import type { OrderApi } from './order-api'

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
 * loaded (the app's PagedList). Switching tabs resets to page 1; late answers for an older tab or
 * query are dropped.
 */
export class OrderListStore {
  tab: OrderTabKey = 'all'
  query = ''
  readonly list: PagedList<OrderSummary>

  constructor(private readonly api: OrderApi) {
    this.list = new PagedList<OrderSummary>((pageIndex) => this.fetchPage(pageIndex), { keyOf: (o) => o.orderId })
    makeAutoObservable<OrderListStore, 'api'>(this, { api: false, list: false })
  }

  /** the last failure, for a page-level error (first page) or a toast (later pages) */
  get error(): string {
    return this.list.error || this.list.moreError
  }

  /** Shows a tab from page 1. Selecting the current tab again does nothing unless nothing is loaded. */
  async selectTab(tab: OrderTabKey): Promise<void> {
    if (tab === this.tab && this.list.status !== 'idle' && this.list.status !== 'error') return
    this.tab = tab
    await this.reload()
  }

  async search(query: string): Promise<void> {
    this.query = query.trim()
    await this.reload()
  }

  /** Page 1 again, list emptied (tab switch, first open, retry). */
  reload(): Promise<void> {
    return this.list.reload()
  }

  /** Pull-down refresh: page 1 again, keeping the current list on screen until the answer arrives. */
  refresh(): Promise<void> {
    return this.list.refresh()
  }

  /** The next page, when there is one and nothing is loading. */
  loadMore(): Promise<void> {
    return this.list.loadMore()
  }

  /** Deletes an order (the page asks first); rejects on failure and the list stays as it was. */
  async remove(orderId: string): Promise<void> {
    await this.api.remove(orderId)
    this.forget(orderId)
  }

  /** After a delete: the order leaves the list without a reload. */
  forget(orderId: string): void {
    this.list.remove((o) => o.orderId === orderId)
  }

  /** After a cancel or receipt: the order's new state, or out of a tab it no longer belongs to. */
  patch(orderId: string, change: Partial<OrderSummary>): void {
    const order = this.list.items.find((o) => o.orderId === orderId)
    if (!order) return
    const next = { ...order, ...change }
    this.list.replace((o) => o.orderId === orderId, next)
    if (this.tab !== 'all' && next.status !== this.tab) this.forget(orderId)
  }

  private async fetchPage(pageIndex: number): Promise<PageResult<OrderSummary>> {
    const tab = this.tab
    const page = await this.api.query({
      pageIndex,
      pageSize: ORDER_PAGE_SIZE,
      query: this.query,
      ...(tab === 'all' ? {} : { status: tab }),
    })
    return { list: page.dataList, total: page.totalCount }
  }
}
