/**
 * The pages the growth benchmark opens: where they are, how a row of their list is found, how many
 * rows a page of it holds (spec §9) and how the service answers the number of rows there are.
 */
import { CART_ROWS_DRAWN, POINT_RECORDS_DRAWN } from '../../src/config/page-sizes'
import type { MockData } from '../../test/weapp/route-samples'

export interface GrowthPage {
  key: 'orders' | 'notices' | 'points' | 'cart'
  title: string
  /** the route without its leading slash, as app.json names it */
  route: string
  /** `data-testid` of one row of the list (H5) */
  rowTestId: string
  /** the class of one row of the list (the mini-program build keeps no test ids) */
  rowClass: string
  /** rows one request brings (spec §9); null: the whole list in one answer */
  pageSize: number | null
  /** whether reaching the bottom asks for the next page */
  pagedByScrolling: boolean
  /** a list held whole is drawn this many rows at a time, more at each bottom (src/stores/drawn-rows.ts) */
  drawnPerScreen?: number
  /** all the rows the services hold for the demo parent */
  total(mock: MockData): Promise<number>
}

export const GROWTH_PAGES: GrowthPage[] = [
  {
    key: 'orders',
    title: 'order list',
    route: 'pages/order/order-list',
    rowTestId: 'order-card',
    rowClass: 'order-card',
    pageSize: 4,
    pagedByScrolling: true,
    total: async (mock) => (await mock.post<{ totalCount: number }>('/mall/api/v1/order/query?version=6.1.0', { pageIndex: 1, pageSize: 4, query: '' })).totalCount,
  },
  {
    key: 'notices',
    title: 'notices',
    route: 'pages/notice/notice-list',
    rowTestId: 'notice-item',
    rowClass: 'notice-item',
    pageSize: 10,
    pagedByScrolling: true,
    total: async (mock) => (await mock.post<{ total: number }>('/mall/api/v1/message/queryMessage', { pageIndex: 1, pageSize: 10, type: 1 })).total,
  },
  {
    key: 'points',
    title: 'point records',
    route: 'pages/user/point-record',
    rowTestId: 'point-record',
    rowClass: 'kv-cell',
    pageSize: 100,
    pagedByScrolling: false,
    drawnPerScreen: POINT_RECORDS_DRAWN,
    total: async (mock) => (await mock.get<{ total: number }>(`/api/user/getPointsRecord?userId=${mock.userId}&start=0&limit=1`)).total,
  },
  {
    key: 'cart',
    title: 'cart',
    route: 'pages/cart/cart',
    rowTestId: 'cart-row',
    rowClass: 'cart-row',
    pageSize: null,
    pagedByScrolling: false,
    drawnPerScreen: CART_ROWS_DRAWN,
    total: async (mock) => (await mock.get<unknown[]>('/mall/api/v1/cart')).length,
  },
]

/** How many pages the benchmark has on screen at the end: the first and two more reached by scrolling. */
export const PAGES_LOADED = 3

/** The rows that should be on screen once `pages` pages are in: never more than the list holds. */
export function rowsAfterPages(page: Pick<GrowthPage, 'pageSize' | 'pagedByScrolling' | 'drawnPerScreen'>, total: number, pages = PAGES_LOADED): number {
  const held = page.pageSize === null ? total : Math.min(total, page.pageSize * (page.pagedByScrolling ? pages : 1))
  return page.drawnPerScreen ? Math.min(held, page.drawnPerScreen * pages) : held
}
