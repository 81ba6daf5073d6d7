/**
 * Every page of the storefront (spec §2), written once: the packages of app.json in their order, each
 * with its pages in their order, each page under the name of its address builder (`routes.cart()`).
 * The rest is derived from this table:
 * - app.config.ts's `pages` and `subPackages` (config/app-packages.ts), in this order: the first page
 *   is the launch page, and the order of pages and subpackages shapes the build's output (H5-only
 *   pages are in the H5 build's list alone);
 * - the address builders (config/routes.ts), one for each page here and no other;
 * - the spec addresses the mini-program sends to a page's package path (config/moved-pages.ts);
 * - the addresses the H5 router answers besides the page paths (config/h5-custom-routes.ts).
 *
 * The three tab pages live in the main package; every other area is a subpackage (its folder under
 * src/pages) so its code ships only when it is opened. This file imports nothing: Taro's config
 * reader bundles it into app.config.ts, and the build config loads it on its own.
 */

/** A page as its package lists it, with what it answers besides `/<root>/<page>` where it does. */
export interface PageInPackage {
  /** In a subpackage, its name in the folder ('order-list'); in the main package, its module from src/ ('pages/home/home'). */
  readonly page: string
  /** One of the tab bar's pages (they are in the main package). */
  readonly tab?: true
  /** The address the spec gives the page where its code is elsewhere: H5 shows it, the mini-program sends it to the code's path. */
  readonly specAddress?: string
  /** Short addresses H5 answers too ('/choose-location'), the first being the one the browser shows. */
  readonly h5Addresses?: readonly string[]
  /** Only the H5 build has the page: the mini-program does its work with WeChat's own screen and never opens it. */
  readonly h5Only?: true
}

/** A package of app.json: its pages by builder name, a plain page by its name alone. */
export interface PagePackage {
  /** The subpackage's folder ('pages/order'); absent for the main package. */
  readonly root?: string
  readonly pages: Readonly<Record<string, string | PageInPackage>>
}

/** The packages of app.json in their order: the main package, then the subpackages. */
export const PAGE_PACKAGES = [
  {
    // the main package: the tabs, then two pages beside the account tab (they cannot be a
    // subpackage of pages/user, the account tab's folder; they are small pages on shell code)
    pages: {
      home: { page: 'pages/home/home', tab: true },
      mall: { page: 'pages/mall/mall', tab: true },
      userInfo: { page: 'pages/user/user-info', tab: true },
      pointRecord: 'pages/user/point-record',
      setOrganization: 'pages/user/set-organization',
    },
  },
  { root: 'pages/public', pages: { openInWechat: 'wechat', publicPage: 'page', notFound: 'not-found' } },
  // the spec's /pages/home/course and /pages/home/gift-bag: a subpackage may not share the home tab's
  // folder, so their code is a subpackage of its own that loads only when one of them opens
  {
    root: 'pages/home-extras',
    pages: {
      homeCourse: { page: 'course', specAddress: '/pages/home/course' },
      giftBag: { page: 'gift-bag', specAddress: '/pages/home/gift-bag' },
    },
  },
  { root: 'pages/auth', pages: { login: 'login' } },
  { root: 'pages/common', pages: { search: 'search', chooseCity: 'choose-city', leaveInfo: 'leave-info', employeeCode: 'employee-code' } },
  { root: 'pages/goods', pages: { goodsDetail: 'goods-detail' } },
  // the spec's map routes are outside /pages/ on H5; the mini-program opens WeChat's own map
  // (wx.chooseLocation, wx.openLocation: platform/map.ts) and never these pages, so it has none of them
  {
    root: 'pages/map',
    pages: {
      chooseLocation: { page: 'choose-location', h5Addresses: ['/choose-location'], h5Only: true },
      openLocation: { page: 'open-location', h5Addresses: ['/open-location'], h5Only: true },
    },
  },
  { root: 'pages/cheese', pages: { cheeseCourseList: 'cheese-course-list' } },
  { root: 'pages/knowledge', pages: { knowledge: 'knowledge' } },
  { root: 'pages/recover', pages: { recover: 'recover' } },
  { root: 'pages/link', pages: { link: 'link' } },
  {
    root: 'pages/order',
    pages: {
      orderConfirm: 'order-confirm',
      orderConfirmPoint: 'order-confirm-point',
      orderList: 'order-list',
      orderDetail: 'order-detail',
      orderCancel: 'order-cancel',
      orderDelivery: 'order-delivery',
      orderContract: 'order-contract',
    },
  },
  { root: 'pages/cart', pages: { cart: 'cart' } },
  { root: 'pages/coupon', pages: { couponSelect: 'coupon-select', couponList: 'coupon-list', couponHistory: 'coupon-history' } },
  { root: 'pages/wallet', pages: { wallet: 'wallet' } },
  { root: 'pages/rights', pages: { rightsList: 'rights-list' } },
  { root: 'pages/profile', pages: { profileEdit: 'profile-edit' } },
  { root: 'pages/point', pages: { pointMall: 'point-mall', clockIn: 'clock-in', pointRank: 'point-rank' } },
  // pay-return is where a web cashier sends the browser back (platform/payment.h5.ts); the mini-program
  // pays with wx.requestPayment in the page and no cashier returns to it
  { root: 'pages/pay', pages: { payFinish: 'pay-finish', payReturn: { page: 'pay-return', h5Only: true } } },
  { root: 'pages/address', pages: { addressManagement: 'address-management', addressCreate: 'address-create', addressEdit: 'address-edit' } },
  {
    root: 'pages/article',
    pages: {
      articleList: 'article-list',
      articleDetail: 'article-detail',
      articleDetailVideo: 'article-detail-video',
      expertDetail: 'expert-detail',
      expertDetailArticlePage: 'expert-detail-article-page',
      follow: 'follow',
      favorites: 'favorites',
    },
  },
  { root: 'pages/notice', pages: { noticeList: 'notice-list', noticeDetail: 'notice-detail' } },
  { root: 'pages/questionnaire', pages: { questionnaireList: 'questionnaire-list', questionnaireLink: 'questionnaire-link' } },
  {
    root: 'pages/activity',
    pages: {
      activity: 'activity',
      activityRecord: 'activity-record',
      activityRule: 'activity-rule',
      activityPoster: 'activity-poster',
    },
  },
  {
    root: 'pages/activity-questionnaire',
    pages: {
      activityQuestionnaire: 'activity-questionnaire',
      activityQuestionnairePoster: 'activity-questionnaire-poster',
    },
  },
  {
    root: 'pages/distribution',
    pages: {
      distributionList: 'distribution-list',
      myDistribution: 'my-distribution',
      distributionPoster: 'distribution-poster',
    },
  },
  { root: 'pages/test', pages: { test: 'test' } },
  {
    root: 'pages/course',
    pages: {
      courseList: 'course-list',
      courseDetail: 'course-detail',
      courseFinish: 'course-finish',
      courseVideo: 'course-video',
      courseEvaluation: 'course-evaluation',
    },
  },
  { root: 'pages/schedule', pages: { scheduleAppointment: 'schedule-appointment', scheduleCalendar: 'schedule-calendar', scheduleRecord: 'schedule-record' } },
  { root: 'pages/assessment', pages: { assessmentList: 'assessment-list', assessmentDetail: 'assessment-detail', reportReadDetail: 'report-read-detail' } },
] as const satisfies readonly PagePackage[]

type NamesIn<P> = P extends { readonly pages: infer Pages } ? keyof Pages : never
/** A page's name in the table, which is its address builder's: `routes[name]`. */
export type PageName = NamesIn<(typeof PAGE_PACKAGES)[number]>

/** One page of the table: its package's folder (absent for the main package) and how it is listed there. */
export interface PageEntry extends PageInPackage {
  readonly root?: string
}

const packages: readonly PagePackage[] = PAGE_PACKAGES

/** The table's pages in its order, each with its name. */
export const PAGE_ENTRIES: ReadonlyArray<readonly [PageName, PageEntry]> = packages.flatMap(({ root, pages }) =>
  Object.entries(pages).map(([name, listed]): [PageName, PageEntry] => [name as PageName, { root, ...(typeof listed === 'string' ? { page: listed } : listed) }]),
)

/** The table's pages by name. */
export const PAGES = Object.fromEntries(PAGE_ENTRIES) as Readonly<Record<PageName, PageEntry>>

/** The page's module under src/, without extension, as app.json and Taro name it: 'pages/order/order-list'. */
export const pageFile = (entry: PageEntry): string => (entry.root ? `${entry.root}/${entry.page}` : entry.page)

/** The address the app uses for the page: its spec address, else `/` and its module. */
export const pageAddress = (entry: PageEntry): string => entry.specAddress ?? `/${pageFile(entry)}`
