/**
 * Every page of the storefront (spec §2) in one table, and the one way to build an address to it:
 * `routes.goodsDetail({ id })`, `routes.orderList({ tab: 2 })`, `routes.cart()`. A page's address is
 * written nowhere else; the query keys a page reads are the ones its builder takes. Undefined and
 * empty values are left out, every value is encoded once.
 *
 * The addresses are the spec's. `/pages/home/course` and `/pages/home/gift-bag` live in a subpackage
 * folder of their own in the mini-program; `platform/navigation` sends them there (config/moved-pages).
 */
import { withQuery } from '@/utils/url'

type QueryValue = string | number | boolean | null | undefined
type Query = Record<string, QueryValue>

/** A builder knows its page's path (`routes.cart.path`), for comparing with the current page. */
type Builder<Args extends unknown[]> = ((...args: Args) => string) & { readonly path: string }
const builder = <Args extends unknown[]>(path: string, build: (...args: Args) => string): Builder<Args> => Object.assign(build, { path })

/** A page without a query. */
const plain = (path: string) => builder(path, () => path)
/** A page whose query is `Q`. */
const withParams = <Q extends Query>(path: string) => builder(path, (query: Q) => withQuery(path, query))
/** A page whose query is optional. */
const optionalParams = <Q extends Query>(path: string) => builder(path, (query?: Q) => withQuery(path, query ?? {}))

export const routes = {
  // ---- tabs (main package)
  home: optionalParams<{ tab?: string; employeeSerial?: string }>('/pages/home/home'),
  mall: optionalParams<{ tab?: string }>('/pages/mall/mall'),
  userInfo: plain('/pages/user/user-info'),
  pointRecord: plain('/pages/user/point-record'),
  setOrganization: plain('/pages/user/set-organization'),

  // ---- public, goods, links
  publicPage: optionalParams<{ doc?: string }>('/pages/public/page'),
  openInWechat: plain('/pages/public/wechat'),
  notFound: optionalParams<{ path?: string }>('/pages/public/not-found'),
  goodsDetail: withParams<{ id: string; distributionSaleConfigId?: string; from_user?: string }>('/pages/goods/goods-detail'),
  link: withParams<{ id: string }>('/pages/link/link'),
  test: optionalParams<{ debug?: string }>('/pages/test/test'),

  // ---- home extras (spec addresses; moved into their own subpackage in the mini-program)
  homeCourse: plain('/pages/home/course'),
  giftBag: plain('/pages/home/gift-bag'),

  // ---- common
  search: optionalParams<{ couponId?: string }>('/pages/common/search'),
  chooseCity: plain('/pages/common/choose-city'),
  leaveInfo: plain('/pages/common/leave-info'),
  employeeCode: withParams<{ employeeSerial: string }>('/pages/common/employee-code'),
  login: plain('/pages/auth/login'),

  // ---- maps
  chooseLocation: optionalParams<{ latitude?: number | string; longitude?: number | string; name?: string; address?: string }>('/pages/map/choose-location'),
  openLocation: withParams<{ latitude: number | string; longitude: number | string; name?: string; address?: string; phone?: string }>('/pages/map/open-location'),

  // ---- content lists
  cheeseCourseList: plain('/pages/cheese/cheese-course-list'),
  knowledge: plain('/pages/knowledge/knowledge'),
  recover: plain('/pages/recover/recover'),

  // ---- orders, cart, pay
  orderConfirm: withParams<{
    carts?: string
    productId?: string
    skuId?: string
    campusId?: string
    scheduleId?: string
    appointDate?: string
    amount?: number | string
    payType?: 0 | 1 | string
    distributionSaleConfigId?: string
  }>('/pages/order/order-confirm'),
  orderConfirmPoint: withParams<{ productId: string; skuId?: string; campusId?: string; scheduleId?: string; appointDate?: string; amount?: number | string; payType?: 1 | string }>('/pages/order/order-confirm-point'),
  orderList: optionalParams<{ tab?: number | string }>('/pages/order/order-list'),
  orderDetail: withParams<{ orderCode: string }>('/pages/order/order-detail'),
  orderCancel: withParams<{ orderId: string }>('/pages/order/order-cancel'),
  orderDelivery: withParams<{ orderId: string }>('/pages/order/order-delivery'),
  orderContract: withParams<{ orderId: string }>('/pages/order/order-contract'),
  cart: plain('/pages/cart/cart'),
  payFinish: withParams<{ orderId: string; orderCode: string }>('/pages/pay/pay-finish'),
  payReturn: withParams<{ orderId: string; orderCode: string; payResult?: string }>('/pages/pay/pay-return'),

  // ---- coupons, wallet, rights, profile, points
  couponSelect: plain('/pages/coupon/coupon-select'),
  couponList: plain('/pages/coupon/coupon-list'),
  couponHistory: plain('/pages/coupon/coupon-history'),
  wallet: plain('/pages/wallet/wallet'),
  rightsList: plain('/pages/rights/rights-list'),
  profileEdit: plain('/pages/profile/profile-edit'),
  pointMall: plain('/pages/point/point-mall'),
  clockIn: plain('/pages/point/clock-in'),
  pointRank: plain('/pages/point/point-rank'),

  // ---- addresses
  addressManagement: optionalParams<{ select?: '1' }>('/pages/address/address-management'),
  addressCreate: plain('/pages/address/address-create'),
  addressEdit: withParams<{ addressId: string }>('/pages/address/address-edit'),

  // ---- articles, notices, questionnaires
  articleList: optionalParams<{ tab?: string }>('/pages/article/article-list'),
  articleDetail: withParams<{ id: string }>('/pages/article/article-detail'),
  articleDetailVideo: withParams<{ id: string }>('/pages/article/article-detail-video'),
  expertDetail: withParams<{ id: string }>('/pages/article/expert-detail'),
  expertDetailArticlePage: withParams<{ id: string }>('/pages/article/expert-detail-article-page'),
  follow: plain('/pages/article/follow'),
  favorites: plain('/pages/article/favorites'),
  noticeList: optionalParams<{ type?: number | string }>('/pages/notice/notice-list'),
  noticeDetail: withParams<{ id: string }>('/pages/notice/notice-detail'),
  questionnaireList: optionalParams<{ id?: string }>('/pages/questionnaire/questionnaire-list'),
  questionnaireLink: withParams<{ url: string }>('/pages/questionnaire/questionnaire-link'),

  // ---- invitation, distribution
  activity: plain('/pages/activity/activity'),
  activityRecord: plain('/pages/activity/activity-record'),
  activityRule: plain('/pages/activity/activity-rule'),
  activityPoster: plain('/pages/activity/activity-poster'),
  activityQuestionnaire: plain('/pages/activity-questionnaire/activity-questionnaire'),
  activityQuestionnairePoster: plain('/pages/activity-questionnaire/activity-questionnaire-poster'),
  distributionList: plain('/pages/distribution/distribution-list'),
  myDistribution: plain('/pages/distribution/my-distribution'),
  distributionPoster: withParams<{ distributionSaleConfigId: string }>('/pages/distribution/distribution-poster'),

  // ---- learning
  courseList: optionalParams<{ tab?: string }>('/pages/course/course-list'),
  courseDetail: withParams<{ productId: string }>('/pages/course/course-detail'),
  courseFinish: plain('/pages/course/course-finish'),
  courseVideo: withParams<{ productId: string; lessonId?: string }>('/pages/course/course-video'),
  courseEvaluation: withParams<{ productId: string }>('/pages/course/course-evaluation'),
  scheduleAppointment: withParams<{ productId: string }>('/pages/schedule/schedule-appointment'),
  scheduleCalendar: plain('/pages/schedule/schedule-calendar'),
  scheduleRecord: plain('/pages/schedule/schedule-record'),
  assessmentList: optionalParams<{ tab?: 'week' }>('/pages/assessment/assessment-list'),
  assessmentDetail: withParams<{ formId: string }>('/pages/assessment/assessment-detail'),
  reportReadDetail: withParams<{ recordId?: string; reportId?: string }>('/pages/assessment/report-read-detail'),
} as const

export type RouteName = keyof typeof routes

/** Every page path of the table. */
export const ROUTE_PATHS: readonly string[] = Object.values(routes).map((r) => r.path)
