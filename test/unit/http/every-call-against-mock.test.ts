import { createApi, type Api } from '@/services/api'
import { HttpError } from '@/services/http/errors'
import type { HttpRequestOptions, Send } from '@/services/http/types'
import type { StoreDeps } from '@/stores/deps'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import type { ShellStores } from '@/stores/root-store'
import { createOrderApi } from '@/pages/order/model/order-api'
import { createArticleApi } from '@/pages/article/model/article-api'
import { createAssessmentApi } from '@/pages/assessment/model/assessment-api'
import { createCourseApi } from '@/pages/course/model/course-api'
import { createNoticeApi } from '@/pages/notice/model/notice-api'
import { createQuestionnaireApi } from '@/pages/questionnaire/model/questionnaire-area'
import { createDistributionApi } from '@/pages/distribution/model/distribution-area'
import { pointArea } from '@/pages/point/model/point-area'
import { rightsArea } from '@/pages/rights/model/rights-area'
import { activityArea } from '@/pages/activity/model/activity-area'
import { createCheckoutApi } from '@/shared/trade/checkout-api'
import { createCouponApi } from '@/shared/trade/coupon-api'
import { createAddressApi } from '@/shared/address/address-api'
import { createInviteApi } from '@/shared/poster/invite-api'
import { createBookingApi } from '@/shared/schedule/booking-api'
import { createProductDetailApi } from '@/shared/product/product-detail-api'
import { createRegionApi } from '@/shared/region/region-api'
import { createSearchApi } from '@/pages/common/model/search-api'
import { createMapsApi } from '@/pages/common/model/maps-api'
import { createFilterOptionsApi } from '@/pages/home/model/filter-options-api'
import { createCartApi } from '@/shared/trade/cart-api'
import { createCheeseApi } from '@/pages/cheese/model/cheese-area'
import { createAccountApi } from '@/pages/user/model/account-api'
import { jssdkSignatureShape } from '@/services/api/share-calls'
import type { PayLine } from '@types-api/api/checkout'
import { fakeDeps, testConfig } from '../helpers/fake-deps'
import { mockChain, type MockChain } from './mock-chain'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))

/**
 * Every call that reads an answer, through the real interceptor chain against the mock services:
 * the mock's real answer passes the call's shape, and the same answer with one field the screens
 * read set to the wrong type is refused as `bad-data` with the Chinese text (never a TypeError).
 */
const USER = 'U10001'
const WRONG = { wrong: true }
/** the mock serves the maps service under /maps, as the browser builds address it */
const config = testConfig({ TARO_APP_MAPS_HOST: 'https://maps.test/maps' })

let m: MockChain
let ids: { pendingOrder: string; shippedOrder: string; contractOrder: string; student: string; productId: string; courseProductId: string; articleId: string; expertId: string; messageId: string; orderId: string; recordId: string; formId: string; reportId: string }

/** Failures of the calls made so far (area models keep only the Chinese text; the test wants the error). */
const failures: unknown[] = []

const apis = () => {
  const send: Send = <T,>(o: HttpRequestOptions) =>
    m.send<T>(o).catch((e: unknown) => {
      failures.push(e)
      throw e
    })
  const deps: StoreDeps = { ...fakeDeps({ send }), send, api: createApi(send, config) }
  const shell = {
    login: { whenReady: async () => undefined, userId: USER, parentUserId: async () => USER, fetchUserInfo: async () => ({ user_id: USER }) },
    city: { city: null },
  } as unknown as ShellStores
  return {
    api: deps.api as Api,
    order: createOrderApi(send, config),
    checkout: createCheckoutApi(send, config),
    coupon: createCouponApi(send, config),
    address: createAddressApi(send, config),
    invite: createInviteApi(send, config),
    booking: createBookingApi(send, config),
    productDetail: createProductDetailApi(send, config),
    region: createRegionApi(send, config),
    search: createSearchApi(send, config),
    maps: createMapsApi(send, config),
    filterOptions: createFilterOptionsApi(send, config),
    cart: createCartApi(send, config),
    cheese: createCheeseApi(send, config),
    account: createAccountApi(send, config),
    article: createArticleApi(send, config),
    assessment: createAssessmentApi(send, config),
    course: createCourseApi(send, config),
    notice: createNoticeApi(send, config),
    questionnaire: createQuestionnaireApi(send, config),
    distribution: createDistributionApi(deps),
    point: () => pointArea.create({ deps, shell }),
    rights: () => rightsArea.create({ deps, shell }),
    activity: () => activityArea.create({ deps, shell }),
  }
}
type Apis = ReturnType<typeof apis>

/**
 * An area model that loads through a Resource or a paged list: rejects with the failure of its call,
 * or with the model's own failure when it failed without one (a TypeError in the model is not a pass).
 */
async function viaModel<T>(source: Resource<T> | PagedList<T>): Promise<void> {
  const before = failures.length
  await (source instanceof PagedList ? source.reload() : source.load())
  if (failures.length > before) throw failures[failures.length - 1]
  if (source instanceof Resource && source.failure) throw source.failure
  if (source.error) throw new Error(`the model failed without a failed request: ${source.error}`)
}

interface Case {
  name: string
  call: (a: Apis) => Promise<unknown>
  /** part of the request path and a field of the answer's data the screens read */
  url: string
  method?: string
  field: string
  value?: unknown
}

/** The buying steps up to `step`, from a goods product added to the cart. */
async function buy(a: Apis, step: 'best' | 'cost' | 'pay' | 'status' | 'wxpay'): Promise<unknown> {
  await a.cart.add({ productId: ids.productId, amount: 1, payType: 0 })
  const row = (await a.cart.list()).find((r) => r.productId === ids.productId && r.isEffective)!
  const confirmed = await a.checkout.confirm({ cartIdList: [row.cartId], carts: [{ cartId: row.cartId, amount: row.amount ?? 1, payType: 0 }] })
  const draft = confirmed.cartConfirmirmOrderResponse!
  const pays: PayLine[] = draft.cartList.map((l) => ({ cartId: l.cartId, productId: l.productId, amount: l.amount, payType: 0 }))
  const best = await a.checkout.bestPromotion({ pays })
  if (step === 'best') return best
  const costReq = { couponPays: best.userCouponIds.map((userCouponId) => ({ userCouponId })), reserveMoney: '0.00', schemeDiscountAmount: String(best.schemeDiscountAmount ?? '0.00'), schemeDiscountId: best.schemeDiscountId, pays }
  const cost = await a.checkout.calculationCost(costReq)
  if (step === 'cost') return cost
  const address = await a.address.create({ name: '王芳', phone: '13800138000', areaCode: '440000-440300-440305', areaName: '广东省深圳市南山区', detail: '科技园南路 8 号', isDefault: 0 })
  const paid = await a.checkout.mergePay({ ...costReq, addressId: address.addressId, finalDiscountedPrice: String(cost.finalDiscountedPrice), point: 0, requestKey: `k-${Math.random()}` })
  if (step === 'pay') return paid
  const orderId = paid.moneyPayResponse!.orderId
  if (step === 'status') return a.checkout.queryStatus(orderId)
  return a.checkout.wxpay({ orderId, tradeType: 'JSAPI' })
}

const CASES: Case[] = [
  // auth
  { name: 'auth.userOrganizations', call: (a) => a.api.auth.userOrganizations(), url: '/userOrganizations', field: '0.organizationName' },
  { name: 'auth.students', call: (a) => a.api.auth.students(), url: '/api/auth/students', field: '0.studentId' },
  { name: 'auth.exchangeH5Token', call: (a) => a.api.auth.exchangeH5Token({ token: 'h5-demo-token', appId: 'a', openId: 'o' }), url: '/h5/exchange', field: 'access_token', value: 42 },
  // user
  { name: 'user.getUserInfo', call: (a) => a.api.user.getUserInfo(), url: '/getUserInfo', field: 'user_id', value: 42 },
  { name: 'user.getUserWallet', call: (a) => a.api.user.getUserWallet(USER), url: '/getUserWallet', field: 'balance' },
  { name: 'user.getUserInfo memberInfo', call: (a) => a.api.user.getUserInfo(), url: '/getUserInfo', field: `memberInfo.${USER}.levelName`, value: 42 },
  { name: 'account.getPointsRecord', call: (a) => a.account.getPointsRecord(USER), url: '/getPointsRecord', field: 'list.0.title' },
  { name: 'account.rights', call: (a) => a.account.rights(), url: '/coupon/rights', field: '0.rightsName' },
  { name: 'account.unreadMessages', call: (a) => a.account.unreadMessages(), url: '/message/queryMessage', field: 'sysUnRead' },
  { name: 'account.unusedCoupons', call: (a) => a.account.unusedCoupons(), url: '/mall/api/v1/coupon', field: '0.facevalue' },
  { name: 'account.pendingOrderCount', call: (a) => a.account.pendingOrderCount(), url: '/order/query', field: 'totalCount' },
  // home, catalog, region, maps, content
  { name: 'home.categoryTabs', call: (a) => a.api.home.categoryTabs(), url: '/basics/productModule', field: '0.name' },
  { name: 'catalog.banners', call: (a) => a.api.catalog.banners(1), url: '/basics/banner/1', field: '0.imageUrl' },
  { name: 'catalog.advertising', call: (a) => a.api.catalog.advertising(), url: '/Module_advertising', field: '0.imageUrl' },
  { name: 'catalog.newUserGift', call: (a) => a.api.catalog.newUserGift(), url: '/basics/newUserGift', field: 'enabled' },
  { name: 'filterOptions.regions', call: (a) => a.filterOptions.regions(), url: '/basics/region', field: '0.regionName' },
  { name: 'filterOptions.indications', call: (a) => a.filterOptions.indications(), url: '/basics/indicationTwo', field: '0.indicationName' },
  { name: 'filterOptions.dict', call: (a) => a.filterOptions.dict('SHIFT_LEVEL'), url: '/basics/dict', field: '0.label' },
  { name: 'catalog.productCategories', call: (a) => a.api.catalog.productCategories(1), url: '/productCategory/1', field: '0.categoryName' },
  { name: 'catalog.modulePage', call: (a) => a.api.catalog.modulePage('Module_Recommend', { pageIndex: 1, pageSize: 8 }), url: '/modulePage/', field: 'list.0.name' },
  { name: 'catalog.discover', call: (a) => a.api.catalog.discover({ pageIndex: 1, pageSize: 8 }), url: '/product/discover', field: 'list.0.productId', value: WRONG },
  { name: 'point goods', call: (a) => viaModel(new PagedList(a.point().goodsFetcher(0))), url: '/point/discover', field: 'list.0.name' },
  { name: 'search.search', call: (a) => a.search.search({ keyword: '课', pageIndex: 1, pageSize: 8 }), url: '/mall/api/v1/search', field: 'list' },
  { name: 'search.groupSearch', call: (a) => a.search.groupSearch('课'), url: '/groupSearch', field: '0.typeName' },
  { name: 'search.moreSearch', call: (a) => a.search.moreSearch({ keyword: '课', productType: 1, pageIndex: 1, pageSize: 8 }), url: '/moreSearch', field: 'list' },
  { name: 'region.cities', call: (a) => a.region.cities(), url: '/basics/region/city', field: '0.campusList' },
  { name: 'maps.reverseGeocode', call: (a) => a.maps.reverseGeocode(114.06, 22.54), url: '/v3/geocode/regeo', field: 'regeocode.addressComponent.province' },
  { name: 'cheese.cheeseCourses', call: (a) => a.cheese.cheeseCourses({ pageIndex: 1, pageSize: 8 }), url: '/product/cheese', field: 'list.0.name' },
  // product detail
  { name: 'productDetail.product', call: (a) => a.productDetail.product(ids.productId), url: '/product/', field: 'skuList' },
  { name: 'productDetail.expireStatus', call: (a) => a.productDetail.expireStatus(ids.productId), url: '/expireStatus/', field: 'isExpire', value: 'x' },
  { name: 'productDetail.campuses', call: (a) => a.productDetail.campuses(ids.courseProductId), url: '/authCampu/', field: '0.name' },
  { name: 'productDetail.recommend', call: (a) => a.productDetail.recommend({ productId: ids.productId, pageIndex: 1, pageSize: 4 }), url: '/product/recommend', field: 'list.0.name' },
  { name: 'productDetail.collect', call: (a) => a.productDetail.collect({ productId: ids.productId, isCollect: 1 }), url: '/product/collect', field: 'isCollect', value: 'x' },
  // cart, orders, address, checkout, coupons
  { name: 'cart.list (after adding a row)', call: async (a) => (await a.cart.add({ productId: ids.productId, amount: 1, payType: 0 }), a.cart.list()), url: '/mall/api/v1/cart', method: 'GET', field: '0.cartId', value: WRONG },
  { name: 'order.query', call: (a) => a.order.query({ pageIndex: 1, pageSize: 4, query: '' }), url: '/order/query', field: 'dataList.0.lines' },
  { name: 'order.detail', call: (a) => a.order.detail(ids.orderId), url: `/order/`, field: 'payMoney', value: WRONG },
  { name: 'order.validity', call: (a) => a.order.validity(ids.pendingOrder), url: '/order/validity/', field: 'valid', value: 'x' },
  { name: 'order.delivery', call: (a) => a.order.delivery(ids.shippedOrder), url: '/order/delivery/', field: 'steps' },
  { name: 'order.contract', call: (a) => a.order.contract(ids.contractOrder), url: '/order/contract/', field: 'content', value: 42 },
  { name: 'order.contract amount', call: (a) => a.order.contract(ids.contractOrder), url: '/order/contract/', field: 'money' },
  { name: 'checkout.bestPromotion', call: (a) => buy(a, 'best'), url: '/promotion/best', field: 'userCouponIds' },
  { name: 'checkout.calculationCost', call: (a) => buy(a, 'cost'), url: '/mergePay/calculationCost', field: 'finalDiscountedPrice' },
  { name: 'checkout.mergePay', call: (a) => buy(a, 'pay'), url: '/mergePay$', field: 'moneyPayResponse.orderCode' },
  { name: 'checkout.queryStatus', call: (a) => buy(a, 'status'), url: '/order/queryStatus/', field: 'status', value: 'x' },
  { name: 'checkout.wxpay', call: (a) => buy(a, 'wxpay'), url: '/pay/wxpay', field: 'paySign' },
  { name: 'jssdk sign', call: () => m.send({ url: 'https://openapi.test/openapi/jssdk/sign?appId=wx-h5-test&url=https%3A%2F%2Fshop.test%2F', rule: 'code0', skipLoginWait: true, shape: jssdkSignatureShape }), url: '/jssdk/sign', field: 'signature' },
  { name: 'address.list', call: (a) => a.address.list(), url: '/mall/api/v1/address', field: '0.detail' },
  { name: 'address.create', call: (a) => a.address.create({ name: '王芳', phone: '13800138000', areaCode: '440000-440300-440305', areaName: '广东省深圳市南山区', detail: '科技园南路 8 号', isDefault: 0 }), url: '/mall/api/v1/address', method: 'POST', field: 'addressId', value: WRONG },
  { name: 'checkout.coupons', call: (a) => a.checkout.coupons({ type: 0, pageIndex: 1, pageSize: 20 }), url: '/mall/api/v1/coupon', field: '0.userCouponId', value: WRONG },
  { name: 'coupon.list', call: (a) => a.coupon.list({ type: 0, pageIndex: 1, pageSize: 20 }), url: '/mall/api/v1/coupon', field: '0.facevalue' },
  { name: 'coupon.rights', call: (a) => a.coupon.rights(), url: '/coupon/rights', field: '0.coupons' },
  // growth: invitation, distribution, points, rights
  { name: 'invite.activity', call: (a) => a.invite.activity(), url: '/invite/inviteText', field: 'title', value: 42 },
  { name: 'invite.invitationRecord', call: (a) => a.invite.invitationRecord(), url: '/invitationRecord', field: 'records' },
  { name: 'activity directions', call: (a) => viaModel(a.activity().directions), url: '/invite/directions', field: 'content', value: 42 },
  { name: 'distribution.peopleShare', call: (a) => a.distribution.peopleShare(1), url: '/distribution/peopleShare', field: 'list.0.name' },
  { name: 'distribution.myShare', call: (a) => a.distribution.myShare(), url: '/distribution/myShare', field: 'totalEarnings' },
  // spec §7 "distribution/peopleShare, share/{id}, myShare": the prefix is on all three
  { name: 'distribution.share', call: (a) => a.distribution.myShare().then((d) => a.distribution.share(d.shares[0].shareId)), url: '/mall/api/v1/distribution/share/', field: 'productName' },
  { name: 'point signin state', call: (a) => viaModel(a.point().signin.state), url: '/mall/api/v1/signin', field: 'days' },
  { name: 'point rankings', call: (a) => viaModel(a.point().rankList('month')), url: '/getMonthRankingList', field: 'dataList.0.name' },
  { name: 'rights equity package', call: (a) => viaModel(a.rights().model.equity), url: '/getEquityPackage', field: 'items' },
  // learning: courses, booking, timetable, assessments
  { name: 'course.userCourses', call: (a) => a.course.userCourses(USER, 1), url: '/getUserCourse', field: 'serviceClassList.0.name' },
  { name: 'course.studentCourses', call: (a) => a.course.studentCourses({ studentId: ids.student }), url: '/ost/student/course/list', field: 'serviceClassList.0.name' },
  { name: 'course.finishedPage', call: (a) => a.course.finishedPage({ userId: USER, studentId: ids.student, pageIndex: 1, pageSize: 8 }), url: '/getUserCourseListPage', field: 'list.0.name' },
  { name: 'booking.scheduling', call: (a) => a.booking.scheduling({ studentId: ids.student, pageIndex: 1, pageSize: 1000 }), url: '/student/scheduling', field: 'list.0.startDateTime' },
  { name: 'booking.myAppointments', call: (a) => a.booking.myAppointments(ids.student), url: '/course/myAppointment', field: '0.productName' },
  { name: 'booking.classPlan', call: (a) => a.booking.classPlan({ studentId: ids.student, productId: ids.courseProductId }), url: '/course/getClassplan', field: 'weekPlanList.0.courseDate' },
  { name: 'assessment.records', call: (a) => a.assessment.records(ids.student), url: '/getFormRecordList', field: '0.formName' },
  { name: 'assessment.form', call: (a) => a.assessment.form(ids.formId), url: '/mall/api/v1/forms/', field: 'questions' },
  { name: 'assessment.record', call: (a) => a.assessment.record(ids.recordId), url: '/basics/forms/records/', field: 'formName' },
  { name: 'assessment.developView', call: (a) => a.assessment.developView(ids.recordId), url: '/developFormView', field: 'totalScore' },
  { name: 'assessment.abilities', call: (a) => a.assessment.abilities(ids.recordId), url: '/findPageAbilityList', field: '0.score' },
  { name: 'assessment.weekReports', call: (a) => a.assessment.weekReports(ids.student), url: '/developFormViewForWeekReport', field: '0.weekStart' },
  { name: 'assessment.weekReport', call: (a) => a.assessment.weekReport(ids.student, ids.reportId), url: '/appointDevelopFormViewForWeekReport', field: 'abilities' },
  // content: articles, notices, questionnaires
  { name: 'article.types', call: (a) => a.article.types(), url: '/getListDataDraw', field: '0.articleTypeName' },
  { name: 'article.list', call: (a) => a.article.list({ parentArticleTypeId: 0, start: 0, limit: 8 }), url: '/getListArticle', field: 'list.0.articleTitle' },
  { name: 'article.details', call: (a) => a.article.details(ids.articleId, USER), url: '/api/article/details', field: 'content', value: 42 },
  { name: 'article.related', call: (a) => a.article.related(ids.articleId, 3), url: '/tag/article', field: '0.articleTitle' },
  { name: 'article.expert', call: (a) => a.article.expert(ids.expertId, USER), url: '/expertDetails', field: 'expertName', value: 42 },
  { name: 'article.expertArticles', call: (a) => a.article.expertArticles({ expertId: ids.expertId, start: 0, limit: 8 }), url: '/expertList', field: 'list.0.articleTitle' },
  { name: 'article.userTags', call: (a) => a.article.userTags(USER), url: '/getUserTagList/', field: 'tags' },
  { name: 'article.comments', call: (a) => a.article.comments({ parentArticleId: ids.articleId, userId: USER, start: 0, limit: 8 }), url: '/findAPPCommentList', field: 'list.0.content' },
  { name: 'article.operate', call: (a) => a.article.operate({ parentArticleId: ids.articleId, userId: USER, type: 0, status: 1 }), url: '/operateArticle', field: 'likeCount' },
  { name: 'article.follow', call: (a) => a.article.follow(ids.expertId, USER, 1), url: '/api/article/follow', field: 'followStatus', value: 'x' },
  { name: 'notice.query', call: (a) => a.notice.query({ pageIndex: 1, pageSize: 8, type: 2 }), url: '/message/queryMessage', field: 'list.0.title' },
  { name: 'notice.details', call: (a) => a.notice.details(ids.messageId), url: '/message/MessageDetails', field: 'content', value: 42 },
  { name: 'content.pendingQuestionnaire', call: (a) => a.api.content.pendingQuestionnaire(USER), url: '/popUpQuestionnaire/', field: 'title', value: 42 },
  {
    name: 'article.moduleOrder',
    // the first run saves the parent's modules; the mock refuses a second create, which is fine here
    call: (a) =>
      a.article
        .createModules({ userId: USER, modules: [{ articleTypeId: 2, sort: 0, status: 1 }] })
        .catch(() => null)
        .then(() => a.article.moduleOrder(USER)),
    url: '/module/order',
    field: '0.sort',
    value: 'x',
  },
  { name: 'questionnaire.list', call: (a) => a.questionnaire.list(USER), url: '/questionnaireList/', field: '0.questions' },
]

beforeAll(async () => {
  m = await mockChain(7)
  const a = apis()
  const goods = await a.api.catalog.discover({ pageIndex: 1, pageSize: 20, categoryType: 2 })
  const [student] = await a.api.auth.students()
  const courses = await a.course.userCourses(USER, 1)
  const withCampus = courses.serviceClassList.find((c) => c.campusId)
  const articles = await a.article.list({ parentArticleTypeId: 0, start: 0, limit: 8 })
  const article = await a.article.details(articles.list[0].parentArticleId, USER)
  const notices = await a.notice.query({ pageIndex: 1, pageSize: 8, type: 2 })
  const orders = await a.order.query({ pageIndex: 1, pageSize: 4, query: '' })
  const records = await a.assessment.records(student.studentId)
  const done = records.find((r) => r.recordId)
  const reports = await a.assessment.weekReports(student.studentId)
  const all = (await a.order.query({ pageIndex: 1, pageSize: 50, query: '' })).dataList
  let contractOrder = ''
  for (const o of all) if (!contractOrder && (await a.order.contract(o.orderId).then(() => true, () => false))) contractOrder = o.orderId
  ids = {
    pendingOrder: all.find((o) => o.status === 2)?.orderId ?? '',
    shippedOrder: all.find((o) => o.status === 1 && o.hasGoods && !o.received)?.orderId ?? '',
    contractOrder,
    student: student.studentId,
    productId: goods.list[0].productId,
    courseProductId: withCampus?.product_id ?? '',
    articleId: article.parentArticleId,
    expertId: article.expert?.expertId ?? article.expertId,
    messageId: notices.list[0].messageId,
    orderId: orders.dataList[0].orderId,
    recordId: done?.recordId ?? '',
    formId: records[0].formId,
    reportId: reports[0].reportId,
  }
})
afterAll(() => m.app.close())

describe('every call against the mock services', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: the real answer passes its shape', async (_n, c) => {
    await expect(c.call(apis())).resolves.not.toThrow()
  })

  it.each(CASES.map((c) => [c.name, c] as const))('%s: a wrong type on a field the screens read is bad data, in Chinese', async (_n, c) => {
    m.missing.length = 0
    m.corrupt({ url: c.url, method: c.method, path: c.field, value: c.value ?? WRONG })
    const error = await c.call(apis()).then(
      () => null,
      (e: unknown) => e,
    )
    expect(m.missing).toEqual([])
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ kind: 'bad-data', message: '数据异常，请稍后再试' })
  })
})
