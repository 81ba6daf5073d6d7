/**
 * The one way to build an address to a page of the storefront (spec §2): `routes.goodsDetail({ id })`,
 * `routes.orderList({ tab: 2 })`, `routes.cart()`. There is a builder for each page of the page table
 * (config/page-table.ts), at the page's address there, and for nothing else. The query keys a page
 * reads are the ones its builder takes, written below for the pages that read a query; every other
 * page takes none. Undefined and empty values are left out, every value is encoded once.
 *
 * The addresses are the spec's. `/pages/home/course` and `/pages/home/gift-bag` live in a subpackage
 * folder of their own in the mini-program; `platform/navigation` sends them there (config/moved-pages).
 */
import { PAGE_ENTRIES, pageAddress, type PageName } from '@/config/page-table'
import { withQuery } from '@/utils/url'

type QueryValue = string | number | boolean | null | undefined
type Query = Record<string, QueryValue>

/** Queries by page name, for pages of the table only, none of them in `Listed` already. */
type QueriesOf<Q extends { [Name in keyof Q]: Name extends Exclude<PageName, Listed> ? Query : never }, Listed extends PageName = never> = Q

/** Pages whose address needs its query. */
type RequiredQueries = QueriesOf<{
  goodsDetail: { id: string; distributionSaleConfigId?: string; from_user?: string }
  link: { id: string }
  employeeCode: { employeeSerial: string }
  openLocation: { latitude: number | string; longitude: number | string; name?: string; address?: string; phone?: string }
  orderConfirm: {
    carts?: string
    productId?: string
    skuId?: string
    campusId?: string
    scheduleId?: string
    appointDate?: string
    amount?: number | string
    payType?: 0 | 1 | string
    distributionSaleConfigId?: string
  }
  orderConfirmPoint: { productId: string; skuId?: string; campusId?: string; scheduleId?: string; appointDate?: string; amount?: number | string; payType?: 1 | string }
  orderDetail: { orderCode: string }
  orderCancel: { orderId: string }
  orderDelivery: { orderId: string }
  orderContract: { orderId: string }
  payFinish: { orderId: string; orderCode: string }
  payReturn: { orderId: string; orderCode: string; payResult?: string }
  addressEdit: { addressId: string }
  articleDetail: { id: string }
  articleDetailVideo: { id: string }
  expertDetail: { id: string }
  expertDetailArticlePage: { id: string }
  noticeDetail: { id: string }
  questionnaireLink: { url: string }
  distributionPoster: { distributionSaleConfigId: string }
  courseDetail: { productId: string }
  courseVideo: { productId: string; lessonId?: string }
  courseEvaluation: { productId: string }
  scheduleAppointment: { productId: string }
  assessmentDetail: { formId: string }
  reportReadDetail: { recordId?: string; reportId?: string }
}>

/** Pages whose query may be left out. */
type OptionalQueries = QueriesOf<
  {
    home: { tab?: string; employeeSerial?: string }
    mall: { tab?: string }
    publicPage: { doc?: string }
    notFound: { path?: string }
    test: { debug?: string }
    search: { couponId?: string }
    chooseLocation: { latitude?: number | string; longitude?: number | string; name?: string; address?: string }
    orderList: { tab?: number | string }
    addressManagement: { select?: '1' }
    articleList: { tab?: string }
    noticeList: { type?: number | string }
    questionnaireList: { id?: string }
    courseList: { tab?: string }
    assessmentList: { tab?: 'week' }
  },
  keyof RequiredQueries
>

/** What a page's builder takes: its query, a query it may leave out, or nothing. */
type ArgumentsOf<Name extends PageName> = Name extends keyof RequiredQueries
  ? [query: RequiredQueries[Name]]
  : Name extends keyof OptionalQueries
    ? [query?: OptionalQueries[Name]]
    : []

/** A builder knows its page's path (`routes.cart.path`), for comparing with the current page. */
type Builder<Args extends unknown[]> = ((...args: Args) => string) & { readonly path: string }

export type Routes = { readonly [Name in PageName]: Builder<ArgumentsOf<Name>> }

/** The builder of the page at `path`: the path with the query's defined, non-empty values. */
const builderAt = (path: string): Builder<[query?: Query]> => Object.assign((query?: Query) => withQuery(path, query ?? {}), { path })

const builders = Object.fromEntries(PAGE_ENTRIES.map(([name, entry]) => [name, builderAt(pageAddress(entry))])) as Record<PageName, Builder<[query?: Query]>>

/** Each page's builder, taking what its page reads. */
export const routes: Routes = builders

export type RouteName = keyof typeof routes

/** Every page path of the table. */
export const routePaths = (): string[] => Object.values(routes).map((r) => r.path)
