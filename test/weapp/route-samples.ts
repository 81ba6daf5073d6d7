/**
 * What every route of the mini-program needs to open and what it must then show: the query with
 * real ids read from the mock services at run time (as the parent's own data would be), or the
 * pages a parent taps through to reach it, and the page's key texts (its title-ish text and data
 * from the mock, formatted as the page formats them).
 *
 * Keyed by route as app.json names it; every-page.test.ts fails for a route without an entry.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { MockServices } from './rig/mock-services'
import { SHORT_LINKS } from '../../mock/routes/content'
import { DEMO_OPENID } from '../../mock/state'
import type { Rig } from './rig/rig'
import type { WxSteering } from './rig/wx-api'
import { findAll } from './rig/node-tree'

/** A text the page must show: literal, or a pattern (a text drawn in several runs, a count). */
export type Expected = string | RegExp

export interface RouteSample {
  /** the query `rig.open` passes (a reLaunch, as a link into the app does) */
  query?: Record<string, string>
  /**
   * How a parent reaches the page when it needs state a previous page sets (a checkout draft):
   * taps through from that page. Replaces `rig.open(route, query)`.
   */
  reach?: (rig: Rig) => Promise<void>
  /** WeChat's answers for this page (e.g. a refused location permission) */
  steer?: Partial<WxSteering>
  /** the page hands over to another route by itself (a short link to its target) */
  endsOn?: string
  /** what the parent must see (on `endsOn` when given) */
  texts: Expected[]
  /** what the page must no longer show once it has settled (a drawing or loading state) */
  absent?: string[]
  /** further checks of what is drawn (a web-view's address), or of what the page does next */
  check?: (rig: Rig) => void | Promise<void>
}

export type SampleOf = (mock: MockData) => Promise<RouteSample>

// ------------------------------------------------------------------------------------ the mock

interface Envelope<T> {
  code: number
  msg?: string
  data: T
}

/** Reads the parent's data from the mock services with a login of its own, as the app would see it. */
/**
 * How the mini-program's requests reach the services: on the production host, over HTTPS (the mock
 * writes its pictures' addresses on the host a request came to, and keeps some of them).
 */
const AS_THE_MINI_PROGRAM_CALLS = { 'x-forwarded-host': 'mall.kidshealth.example', 'x-forwarded-proto': 'https' }

export class MockData {
  private constructor(
    private readonly app: MockServices,
    private readonly auth: Record<string, string>,
    readonly userId: string,
    /** headers of the client the data is read for (none for the H5 build, served on the mock's own origin) */
    private readonly client: Record<string, string> = {},
  ) {}

  /** Logs in the way the mini-program does (miniPrograms/login; the parent's phone is bound). */
  static async login(app: MockServices): Promise<MockData> {
    const r = await app.inject({ method: 'POST', url: '/api/bind/user/miniPrograms/login', payload: { code: 'route-samples', appid: 'touristappid' } })
    const body = r.json<Envelope<{ access_token?: string }>>()
    if (body.code !== 0 || !body.data.access_token) throw new Error(`mock login failed: ${r.body}`)
    const auth = { authorization: `Bearer ${body.data.access_token}` }
    const info = await app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: auth })
    return new MockData(app, auth, info.json<Envelope<{ user_id: string }>>().data.user_id, AS_THE_MINI_PROGRAM_CALLS)
  }

  /** The parent a token belongs to (the H5 build's login hands one over in the address). */
  static async withToken(app: MockServices, accessToken: string): Promise<MockData> {
    const auth = { authorization: `Bearer ${accessToken}` }
    const info = await app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: auth })
    return new MockData(app, auth, info.json<Envelope<{ user_id: string }>>().data.user_id)
  }

  /** Binds the demo parent's phone in `app` (as they once did), then logs in. */
  static async bindDemoParent(app: MockServices): Promise<MockData> {
    const r = await app.inject({
      method: 'POST',
      url: '/api/bind/user/third',
      payload: { appid: 'touristappid', dataType: 0, openid: DEMO_OPENID, phone: '13800138000', source: '101', unionid: 'u', saleChannelIds: '1', userType: 1 },
    })
    if (r.json<Envelope<null>>().code !== 0) throw new Error(`binding the demo parent failed: ${r.body}`)
    return MockData.login(app)
  }

  async get<T>(url: string): Promise<T> {
    return this.data<T>('GET', url)
  }

  async post<T>(url: string, payload: object = {}): Promise<T> {
    return this.data<T>('POST', url, payload)
  }

  private async data<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
    const r = await this.app.inject({ method, url, headers: { ...this.auth, ...this.client }, payload })
    const body = r.json<Envelope<T>>()
    if (r.statusCode !== 200 || body.code !== 0) throw new Error(`${method} ${url} → ${r.statusCode} ${r.body.slice(0, 200)}`)
    return body.data
  }
}

const M = '/mall/api/v1'

/** '¥7910.00': a yuan amount as the storefront shows it. */
export const yuan = (v: string | number): string => `¥${Number(v).toFixed(2)}`

/**
 * Text the page draws in several runs (`订单号 {code}` is a label and a value): the drawn text
 * separates runs by whitespace, so the parts may be too.
 */
export const inRuns = (...parts: string[]): RegExp => new RegExp(parts.map((p) => p.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'))

/** The first of `list` that `test` accepts, or an error naming what the mock lacks. */
function pick<T>(list: readonly T[], test: (x: T) => boolean, what: string): T {
  const found = list.find(test)
  if (found === undefined) throw new Error(`the mock has no ${what}`)
  return found
}

// ------------------------------------------------------------------------------------ mock shapes

interface Product {
  productId: string
  productType: number
  name: string
  description?: string
  purchasemoney: string
  isPointProduct: number
  point: number
  skuList?: Array<{ skuId: string; skuName: string; purchasemoney: string; stock: number }>
  productSkuId?: string
}
interface Order {
  orderId: string
  orderCode: string
  status: number
  hasGoods: boolean
  shipped: boolean
  lines: Array<{ productName: string; money: string; amount: number }>
  payMoney: string
}
interface Article {
  parentArticleId: string
  articleTitle: string
  expertId: string
  expertName: string
  isVideo: 0 | 1
}
interface StudentCourse {
  product_id: string
  name: string
  productType: number
  campusName?: string
  usedCount: number
  totalCount: number
  lessons?: Array<{ lessonId: string; name: string; locked: number }>
  isEvaluate?: number
}
interface Coupon {
  userCouponId?: string
  couponId?: string
  couponName: string
  productsRules?: string
  usable?: boolean
}

/** A coupon's products rules: every product (scope 0), listed products (1) or product types (2). */
const rulesOf = (c: Coupon): { scope?: number; productIds?: string[] } => JSON.parse(c.productsRules ?? '{}') as { scope?: number; productIds?: string[] }

export const goodsProduct = async (mock: MockData): Promise<Product> => {
  const { list } = await mock.post<{ list: Product[] }>(`${M}/product/discover`, { pageIndex: 1, pageSize: 50, categoryType: 2 })
  const listed = pick(list, (p) => p.productType === 2 && p.isPointProduct !== 1 && Number(p.purchasemoney) > 0, 'goods product bought with money')
  return mock.get<Product>(`${M}/product/${listed.productId}`)
}

/** The build's version as the account tab shows it (package.json's, with the commit it was built from). */
const { version } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string }
const BUILD_VERSION = new RegExp(`版本 ${version.replace(/\./g, '\\.')} \\((?:[0-9a-f]{4,40}|unknown)\\)`)

const wallet = (mock: MockData) =>
  mock.get<{ balance: string; point: number; records: Array<{ title: string }> }>(`/api/user/getUserWallet?userId=${mock.userId}`)

const orders = async (mock: MockData): Promise<Order[]> =>
  (await mock.post<{ dataList: Order[] }>(`${M}/order/query?version=6.1.0`, { pageIndex: 1, pageSize: 50, query: '' })).dataList

const articles = async (mock: MockData): Promise<Article[]> =>
  (await mock.get<{ list: Article[] }>('/api/article/getListArticle?parentArticleTypeId=1&start=0&limit=30')).list

const studentId = async (mock: MockData): Promise<string> => (await mock.get<Array<{ studentId: string }>>('/api/auth/students'))[0].studentId

const courses = async (mock: MockData) =>
  mock.get<{ serviceClassList: StudentCourse[]; videolessonList: StudentCourse[] }>(`/api/user/getUserCourse?userId=${mock.userId}&courseType=1`)

/** The order's cancel, delivery and contract pages, as its detail page opens them. */
const orderQuery = (o: Order) => ({ orderId: o.orderId })

/** The values of the page's inputs and text areas (a value is an attribute, not drawn text). */
const inputValues = (rig: Rig): string[] => findAll(rig.tree(), (n) => n.tag === 'wx-input' || n.tag === 'wx-textarea').map((h) => String(h.node.attr.value ?? ''))

/** '12课时' → the text of the first tag-free run of some HTML. */
const firstText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)[0] ?? ''

// ------------------------------------------------------------------------------------ the samples

export const ROUTE_SAMPLES: Record<string, SampleOf> = {
  // ---- tab pages
  'pages/home/home': async (mock) => {
    const tabs = await mock.get<Array<{ name: string; description: string; platformType: string }>>(`${M}/basics/productModule`)
    const shown = tabs.filter((t) => String(t.platformType).includes('2'))
    return { texts: ['搜索课程、测评、商品', `${shown[0].name}·${shown[0].description}`] }
  },
  'pages/mall/mall': async (mock) => {
    const { list } = await mock.post<{ list: Product[] }>(`${M}/product/discover`, { pageIndex: 1, pageSize: 8, categoryType: 1 })
    return { texts: ['课程', '商品', list[0].name, yuan(list[0].purchasemoney)] }
  },
  'pages/user/user-info': async (mock) => {
    const w = await wallet(mock)
    const info = await mock.get<{ user_name: string }>('/api/user/getUserInfo')
    return { texts: ['我的订单', info.user_name, yuan(w.balance), String(w.point), BUILD_VERSION] }
  },
  'pages/user/point-record': async (mock) => {
    const { list } = await mock.get<{ list: Array<{ title: string; point: number }> }>(`/api/user/getPointsRecord?userId=${mock.userId}&start=0&limit=100`)
    return { texts: ['当前积分', String((await wallet(mock)).point), list[0].title, `+${list[0].point}`] }
  },
  'pages/user/set-organization': async (mock) => {
    const orgs = await mock.get<Array<{ organizationName: string }>>('/api/auth/userOrganizations')
    return { texts: ['切换机构后', ...orgs.map((o) => o.organizationName)] }
  },

  // ---- public pages (also opened by a visitor without a token)
  'pages/public/wechat': async () => ({ texts: ['你已在微信中', '进入首页'] }),
  'pages/public/page': async () => ({ texts: ['一站式儿童健康管理平台', '进入首页'] }),
  'pages/public/not-found': async () => ({ query: { path: '/pages/old/offer' }, texts: ['页面不存在', '/pages/old/offer', '返回首页'] }),
  'pages/goods/goods-detail': async (mock) => {
    // goods with a choice of specs: the page names the chosen one under the title
    const { list } = await mock.post<{ list: Product[] }>(`${M}/product/discover`, { pageIndex: 1, pageSize: 50, categoryType: 2 })
    const details = await Promise.all(list.filter((x) => x.productType === 2 && x.isPointProduct !== 1).map((x) => mock.get<Product>(`${M}/product/${x.productId}`)))
    const p = pick(details, (x) => (x.skuList?.length ?? 0) > 1, 'goods with a choice of specs')
    const sku = p.skuList?.find((s) => s.skuId === p.productSkuId) ?? p.skuList?.[0]
    return { query: { id: p.productId }, texts: [p.name, yuan(sku?.purchasemoney ?? p.purchasemoney), `已选：${sku?.skuName}`, '立即购买'] }
  },

  // ---- home extras
  'pages/home-extras/course': async (mock) => {
    const { list } = await mock.post<{ list: Product[] }>(`${M}/product/discover`, { pageIndex: 1, pageSize: 8, categoryType: 1 })
    return { texts: ['综合课程', list[0].name, yuan(list[0].purchasemoney)] }
  },
  'pages/home-extras/gift-bag': async (mock) => {
    const gift = await mock.get<{ title: string; couponList: Array<{ couponName: string }> }>(`${M}/basics/newUserGift`)
    return { texts: [gift.title, gift.couponList[0].couponName] }
  },

  // ---- auth and common
  'pages/auth/login': async () => ({ texts: ['微信手机号快捷登录', '《用户协议》'] }),
  'pages/common/search': async (mock) => {
    // 去使用 on a coupon for several products opens the search with the coupon's products
    const coupons = await mock.post<Coupon[]>(`${M}/coupon`, { type: 0 })
    const c = pick(coupons, (x) => Boolean(x.userCouponId) && (rulesOf(x).productIds?.length ?? 0) > 1, 'coupon for several products')
    const first = await mock.get<Product>(`${M}/product/${rulesOf(c).productIds?.[0]}`)
    return { query: { couponId: c.userCouponId ?? '' }, texts: [first.name, yuan(first.purchasemoney)] }
  },
  'pages/common/choose-city': async (mock) => {
    const cities = await mock.get<Array<{ name: string; campusList: Array<{ name: string }> }>>(`${M}/basics/region/city`)
    return { texts: ['当前城市', cities[0].name, cities[0].campusList[0].name] }
  },
  'pages/common/leave-info': async () => ({ texts: ['预约专家咨询', '提交咨询'] }),
  'pages/common/employee-code': async (mock) => {
    const { employeeSerial } = await mock.get<{ employeeSerial: string }>(`${M}/invite/inviteText`)
    return { query: { employeeSerial }, texts: ['我的专属健康顾问', inRuns('顾问编号：', employeeSerial)], absent: ['二维码生成中…', '二维码生成失败'] }
  },

  // ---- map pages: H5's alone (the every-route e2e opens them); the mini-program has none, it opens
  // WeChat's own map (config/page-table.ts)
  'pages/map/choose-location': async (mock) => {
    const [city] = await mock.get<Array<{ campusList: Array<{ latitude: number; longitude: number }> }>>(`${M}/basics/region/city`)
    const c = city.campusList[0]
    return { query: { latitude: String(c.latitude), longitude: String(c.longitude) }, texts: ['未选择位置', '重新选择'] }
  },
  'pages/map/open-location': async (mock) => {
    const [city] = await mock.get<Array<{ campusList: Array<{ name: string; address: string; latitude: number; longitude: number }> }>>(`${M}/basics/region/city`)
    const c = city.campusList[0]
    return {
      query: { latitude: String(c.latitude), longitude: String(c.longitude), name: c.name, address: c.address, phone: '0755-2688 0000' },
      texts: [c.name, c.address, inRuns('电话', '075526880000'), '导航到这里', '拨打电话', '复制地址'],
    }
  },

  // ---- content lists of the home modules
  'pages/cheese/cheese-course-list': async (mock) => {
    const { list } = await mock.post<{ list: Product[] }>(`${M}/product/cheese`, { pageIndex: 1, pageSize: 8 })
    return { texts: ['育儿微课', list[0].name, yuan(list[0].purchasemoney)] }
  },
  'pages/knowledge/knowledge': async (mock) => {
    const { list } = await mock.get<{ list: Product[] }>(`${M}/basics/modulePage/Module_Knowledge`)
    return { texts: ['育儿知识', list[0].name] }
  },
  'pages/recover/recover': async (mock) => {
    const { list } = await mock.get<{ list: Product[] }>(`${M}/basics/modulePage/Module_Recover`)
    return { texts: ['康复服务', list[0].name] }
  },
  'pages/link/link': async (mock) => {
    // a short link to a spec address that lives in a subpackage folder in the mini-program
    const link = pick(SHORT_LINKS, (l) => l.targetUrl === '/pages/home/gift-bag', 'short link to the gift pack')
    const gift = await mock.get<{ title: string; couponList: Array<{ couponName: string }> }>(`${M}/basics/newUserGift`)
    return { query: { id: link.id }, endsOn: 'pages/home-extras/gift-bag', texts: [gift.title, gift.couponList[0].couponName] }
  },

  // ---- orders and checkout
  'pages/order/order-confirm': async (mock) => {
    const p = await goodsProduct(mock)
    const [address] = await mock.get<Array<{ name: string; detail: string; isDefault: number }>>(`${M}/address`)
    return {
      // buy now on the goods detail page: the page builds the checkout address from its choice
      reach: async (rig) => {
        await rig.open('pages/goods/goods-detail', { id: p.productId })
        await rig.waitForText('立即购买')
        await rig.tap('立即购买')
      },
      texts: ['提交订单', p.name, address.name, address.detail],
    }
  },
  'pages/order/order-confirm-point': async (mock) => {
    const balance = (await wallet(mock)).point
    const { list } = await mock.post<{ list: Product[] }>(`${M}/point/discover`, { pageIndex: 1, pageSize: 6 })
    const p = pick(list, (x) => x.isPointProduct === 1 && x.point <= balance, 'point product within the balance')
    // 立即兑换 on the point mall opens this address
    return { query: { productId: p.productId, amount: '1', payType: '1' }, texts: ['立即兑换', p.name, `${p.point}积分`, `${balance}积分`] }
  },
  'pages/order/order-list': async (mock) => {
    const list = await orders(mock)
    return { texts: ['待付款', ...list.slice(0, 4).map((o) => o.orderCode)] }
  },
  'pages/order/order-detail': async (mock) => {
    const o = pick(await orders(mock), (x) => x.status === 1, 'paid order')
    // addressed by its code, as the order list and the payment flow open it (routes.orderDetail)
    return { query: { orderCode: o.orderCode }, texts: [o.orderCode, o.lines[0].productName, yuan(o.payMoney)] }
  },
  'pages/order/order-cancel': async (mock) => {
    const o = pick(await orders(mock), (x) => x.status === 2, 'order waiting for payment')
    return {
      query: orderQuery(o),
      texts: ['请选择取消订单的原因', '确认取消'],
      // the button stays disabled until the order (from the mock) is loaded
      check: (rig) => {
        const button = findAll(rig.tree(), (n) => n.tag === 'wx-button' && JSON.stringify(n).includes('确认取消'))[0]
        expect(button?.node.attr.disabled).toBeFalsy()
        expect(rig.host.log.requests.some((r) => r.url.includes(`/order/${o.orderId}`) && r.code === 0)).toBe(true)
      },
    }
  },
  'pages/order/order-delivery': async (mock) => {
    const o = pick(await orders(mock), (x) => x.hasGoods && x.shipped, 'shipped goods order')
    const d = await mock.get<{ company: string; trackingNumber: string; steps: Array<{ text: string }> }>(`${M}/order/delivery/${o.orderId}`)
    return { query: orderQuery(o), texts: ['快递公司', d.company, d.trackingNumber, d.steps[0].text] }
  },
  'pages/order/order-contract': async (mock) => {
    let found: { order: Order; content: string } | null = null
    for (const o of await orders(mock)) {
      const detail = await mock.get<{ hasContract?: boolean }>(`${M}/order/${o.orderId}`)
      if (!detail.hasContract) continue
      found = { order: o, content: (await mock.get<{ content: string }>(`${M}/order/contract/${o.orderId}`)).content }
      break
    }
    if (!found) throw new Error('the mock has no order with a contract')
    const paragraphs = found.content.match(/<p>([^<]+)<\/p>/g) ?? []
    // inline runs of the server's HTML (<span>, <strong>) are drawn too
    const inline = found.content.match(/<(span|strong)[^>]*>([^<]+)<\/\1>/g) ?? []
    return { query: orderQuery(found.order), texts: [firstText(found.content), firstText(paragraphs[0] ?? ''), ...inline.map(firstText), '合同金额（大写）：'] }
  },
  'pages/cart/cart': async (mock) => {
    const lines = await mock.get<Array<{ productName: string; money: string; point?: number; payType: 0 | 1 }>>(`${M}/cart`)
    return { texts: ['结算', '失效商品', ...lines.map((c) => c.productName), ...lines.map((c) => (c.payType === 1 ? `${c.point}积分` : yuan(c.money)))] }
  },
  'pages/coupon/coupon-select': async (mock) => {
    const p = await goodsProduct(mock)
    const coupons = await mock.post<Coupon[]>(`${M}/coupon`, { type: 0 })
    const everywhere = pick(coupons, (c) => Boolean(c.userCouponId) && rulesOf(c).scope === 0, 'coupon for every product')
    return {
      // from the checkout: 优惠券 opens the choice of the draft's coupons
      reach: async (rig) => {
        await rig.open('pages/goods/goods-detail', { id: p.productId })
        await rig.waitForText('立即购买')
        await rig.tap('立即购买')
        await rig.waitForRoute('pages/order/order-confirm')
        await rig.waitForText('提交订单')
        await rig.tap('优惠券')
      },
      texts: ['叠加使用的券可同时选择多张', everywhere.couponName, '确定'],
    }
  },
  'pages/coupon/coupon-list': async (mock) => {
    const coupons = await mock.post<Coupon[]>(`${M}/coupon`, { type: 0 })
    return { texts: ['会员权益券', ...coupons.filter((c) => !c.userCouponId).map((c) => c.couponName)] }
  },
  'pages/coupon/coupon-history': async (mock) => {
    const used = await mock.post<Coupon[]>(`${M}/coupon`, { type: 1 })
    return { texts: ['已使用', '已过期', used[0].couponName] }
  },
  'pages/wallet/wallet': async (mock) => {
    const w = await wallet(mock)
    return { texts: ['钱包余额（元）', Number(w.balance).toFixed(2), '收支明细', w.records[0].title] }
  },
  'pages/rights/rights-list': async (mock) => {
    const rights = await mock.get<Array<{ rightsName: string; coupons: Array<{ couponName: string }> }>>(`${M}/coupon/rights`)
    return { texts: ['我的权益', rights[0].rightsName, rights[0].coupons[0].couponName] }
  },
  'pages/profile/profile-edit': async (mock) => {
    const info = await mock.get<{ user_name: string; birthday: string }>('/api/user/getUserInfo')
    return { texts: ['昵称', '保存', info.birthday], check: (rig) => expect(inputValues(rig)).toContain(info.user_name) }
  },

  // ---- points
  'pages/point/point-mall': async (mock) => {
    const { list } = await mock.post<{ list: Product[] }>(`${M}/point/discover`, { pageIndex: 1, pageSize: 6 })
    return { texts: ['我的积分', list[0].name, `${list[0].point}积分`] }
  },
  'pages/point/clock-in': async () => ({ texts: ['我的积分', '签到排行榜', /已连续签到\s+\d+\s+天/] }),
  'pages/point/point-rank': async (mock) => {
    const rank = await mock.post<{ dataList: Array<{ name: string; signDays: number }> }>(`${M}/signin/getMonthRankingList`, { pageIndex: 1, pageSize: 20 })
    return { texts: ['月榜', '总榜', inRuns(rank.dataList[0].name, String(rank.dataList[0].signDays), '天')] }
  },

  // ---- payment results
  'pages/pay/pay-finish': async (mock) => {
    // where the payment flow goes once the server says paid (routes.payFinish)
    const o = pick(await orders(mock), (x) => x.status === 1, 'paid order')
    return { query: { orderId: o.orderId, orderCode: o.orderCode }, texts: ['支付成功', inRuns('订单号', o.orderCode), '查看订单'] }
  },
  // H5's alone (a web cashier sends the browser back here); the mini-program pays in the page
  'pages/pay/pay-return': async (mock) => {
    // a cashier elsewhere returns here with its result; the server still has the order unpaid
    const o = pick(await orders(mock), (x) => x.status === 2, 'order waiting for payment')
    return { query: { orderId: o.orderId, orderCode: o.orderCode, payResult: 'fail' }, texts: ['支付失败，请重新支付', inRuns('订单号', o.orderCode), '重新支付'] }
  },

  // ---- addresses
  'pages/address/address-management': async (mock) => {
    const list = await mock.get<Array<{ name: string; detail: string }>>(`${M}/address`)
    return { texts: ['新增收货地址', ...list.map((a) => a.name)] }
  },
  'pages/address/address-create': async () => ({
    texts: ['收货人', '所在地区', '保存'],
    // tapping 所在地区 opens NutUI's cascader on the provinces (choosing in it is checked on H5:
    // this runtime does not re-render the cascader after a tap on a pane item)
    check: async (rig) => {
      await rig.tap('所在地区')
      await rig.waitForText('选择所在地区')
      for (const name of ['北京市', '浙江省', '广东省', '澳门特别行政区']) await rig.waitForText(name)
    },
  }),
  'pages/address/address-edit': async (mock) => {
    const list = await mock.get<Array<{ addressId: string; name: string; detail: string; areaName: string }>>(`${M}/address`)
    const a = list[list.length - 1]
    // the form's inputs carry the address
    return { query: { addressId: a.addressId }, texts: ['保存', a.areaName], check: (rig) => expect(inputValues(rig)).toEqual(expect.arrayContaining([a.name, a.detail])) }
  },

  // ---- articles
  'pages/article/article-list': async (mock) => {
    const list = await mock.get<{ list: Article[] }>('/api/article/getListArticle?parentArticleTypeId=1&start=0&limit=3')
    return { texts: ['栏目管理', '推荐', list.list[0].articleTitle, list.list[0].expertName] }
  },
  'pages/article/article-detail': async (mock) => {
    const a = pick(await articles(mock), (x) => x.isVideo === 0, 'text article')
    return { query: { id: a.parentArticleId }, texts: [a.articleTitle, a.expertName] }
  },
  'pages/article/article-detail-video': async (mock) => {
    const a = pick(await articles(mock), (x) => x.isVideo === 1, 'video article')
    return {
      query: { id: a.parentArticleId },
      texts: [a.articleTitle, a.expertName],
      check: (rig) => expect(findAll(rig.tree(), (n) => n.tag === 'wx-video').length).toBe(1),
    }
  },
  'pages/article/expert-detail': async (mock) => {
    const a = (await articles(mock))[0]
    const e = await mock.post<{ expertName: string; intro: string }>('/api/article/expertDetails', { expertId: a.expertId })
    return { query: { id: a.expertId }, texts: [e.expertName, '专家简介', e.intro, 'TA 的文章'] }
  },
  'pages/article/expert-detail-article-page': async (mock) => {
    const a = (await articles(mock))[0]
    const { list } = await mock.post<{ list: Article[] }>('/api/article/expertList', { expertId: a.expertId, start: 0, limit: 10 })
    return { query: { id: a.expertId }, texts: list.slice(0, 3).map((x) => x.articleTitle) }
  },
  'pages/article/follow': async (mock) => {
    const follows = await mock.get<{ list: Array<{ expertName: string; hospital: string }> }>(`/api/article/followList?userId=${mock.userId}&start=0&limit=10`)
    return { texts: ['已关注', follows.list[0].expertName, follows.list[0].hospital] }
  },
  'pages/article/favorites': async (mock) => {
    const favs = await mock.post<{ list: Article[] }>('/api/article/favorites', { start: 0, limit: 10 })
    return { texts: ['取消收藏', favs.list[0].articleTitle] }
  },

  // ---- notices and questionnaires
  'pages/notice/notice-list': async (mock) => {
    const { list } = await mock.post<{ list: Array<{ title: string }> }>(`${M}/message/queryMessage`, { pageIndex: 1, pageSize: 10, type: 1 })
    return { texts: ['课程通知', '系统通知', list[0].title] }
  },
  'pages/notice/notice-detail': async (mock) => {
    const { list } = await mock.post<{ list: Array<{ messageId: string; title: string; content: string }> }>(`${M}/message/queryMessage`, { pageIndex: 1, pageSize: 10, type: 1 })
    const n = list[0]
    // a literal \n in the content is a line break on the page
    return { query: { id: n.messageId }, texts: [n.title, n.content.split('\\n')[0]] }
  },
  'pages/questionnaire/questionnaire-list': async (mock) => {
    const list = await mock.get<Array<{ questionnaireId: string; title: string; linkUrl?: string; questions: Array<{ title: string }> }>>(
      `/api/talkCard/questionnaireList/${mock.userId}`,
    )
    const q = pick(list, (x) => !x.linkUrl, 'questionnaire answered in the app')
    // the pending questionnaire's 去填写 opens the list on it (?id=)
    return { query: { id: q.questionnaireId }, texts: [q.title, q.questions[0].title] }
  },
  'pages/questionnaire/questionnaire-link': async (mock) => {
    const list = await mock.get<Array<{ linkUrl?: string }>>(`/api/talkCard/questionnaireList/${mock.userId}`)
    const url = pick(list, (x) => Boolean(x.linkUrl), 'external questionnaire').linkUrl ?? ''
    return {
      query: { url },
      texts: [],
      // an external questionnaire is a web-view on its address
      check: (rig) => expect(findAll(rig.tree(), (n) => n.tag === 'wx-web-view').map((h) => h.node.attr.src)).toEqual([url]),
    }
  },

  // ---- invitation and distribution
  'pages/activity/activity': async (mock) => {
    const a = await mock.get<{ title: string; pullNewLeaderboards: Array<{ name: string }> }>(`${M}/invite/inviteText`)
    return { texts: [a.title, '生成邀请海报', a.pullNewLeaderboards[0].name] }
  },
  'pages/activity/activity-record': async (mock) => {
    const r = await mock.get<{ records: Array<{ userName: string }>; accumulatePoints: number }>(`${M}/invite/invitationRecord`)
    return { texts: ['累计获得积分', String(r.accumulatePoints), r.records[0].userName] }
  },
  'pages/activity/activity-rule': async (mock) => {
    const d = await mock.get<{ title: string; content: string }>(`${M}/invite/directions`)
    return { texts: [d.title, firstText(d.content.replace(/<h3>.*?<\/h3>/, ''))] }
  },
  'pages/activity/activity-poster': async (mock) => {
    const a = await mock.get<{ inviteText: string }>(`${M}/invite/inviteText`)
    const [first] = JSON.parse(a.inviteText) as Array<{ invite_text: string }>
    return { texts: [first.invite_text, '换一句', '生成海报'] }
  },
  'pages/activity-questionnaire/activity-questionnaire': async (mock) => {
    const r = await mock.get<{ records: Array<{ userName: string }> }>(`${M}/invite/assessInvite/invitationRecord`)
    return { texts: ['邀请好友免费测评', '生成测评邀请海报', r.records[0].userName] }
  },
  'pages/activity-questionnaire/activity-questionnaire-poster': async (mock) => {
    const a = await mock.get<{ inviteText: string }>(`${M}/invite/inviteText?inviteType=AssessInvite`)
    const [first] = JSON.parse(a.inviteText) as Array<{ invite_text: string }>
    return { texts: [first.invite_text, '生成海报'] }
  },
  'pages/distribution/distribution-list': async (mock) => {
    const { list } = await mock.get<{ list: Array<{ name: string; purchasemoney: string; commission: string }> }>(`${M}/distribution/peopleShare?pageIndex=1&pageSize=8`)
    return { texts: ['分享赚佣金', list[0].name, yuan(list[0].purchasemoney), yuan(list[0].commission)] }
  },
  'pages/distribution/my-distribution': async (mock) => {
    const mine = await mock.get<{ totalEarnings: string; shares: Array<{ productName: string }> }>(`${M}/distribution/myShare`)
    return { texts: ['累计收益（元）', yuan(mine.totalEarnings), mine.shares[0].productName] }
  },
  'pages/distribution/distribution-poster': async (mock) => {
    const { list } = await mock.get<{ list: Array<{ distributionSaleConfigId: string; name: string; purchasemoney: string }> }>(`${M}/distribution/peopleShare?pageIndex=1&pageSize=8`)
    const item = list[0]
    // 分享海报 on the distribution list opens this address
    return { query: { distributionSaleConfigId: item.distributionSaleConfigId }, texts: [item.name, yuan(item.purchasemoney), '生成海报'] }
  },

  // ---- diagnostics: production builds show it only with debug=1
  'pages/test/test': async (mock) => ({ query: { debug: '1' }, texts: ['运行环境', '构建模式', 'production', mock.userId] }),

  // ---- learning
  'pages/course/course-list': async (mock) => {
    const c = await courses(mock)
    return { texts: ['在读课程', c.serviceClassList[0].name, c.videolessonList[0].name] }
  },
  'pages/course/course-detail': async (mock) => {
    const c = pick((await courses(mock)).serviceClassList, (x) => Boolean(x.campusName), 'course taken at a campus')
    return { query: { productId: c.product_id }, texts: [c.name, c.campusName ?? '', '待上课程'] }
  },
  'pages/course/course-finish': async (mock) => {
    const { list } = await mock.post<{ list: StudentCourse[] }>(`${M}/basics/getUserCourseListPage`, { userId: mock.userId, studentId: await studentId(mock), pageIndex: 1, pageSize: 10 })
    return { texts: list.map((c) => c.name) }
  },
  'pages/course/course-video': async (mock) => {
    const c = (await courses(mock)).videolessonList[0]
    const first = (c.lessons ?? [])[0]
    return {
      query: { productId: c.product_id },
      texts: [c.name, ...(c.lessons ?? []).map((l) => l.name)],
      // WeChat's video with the first lesson's address and its own controls (the attributes reach
      // the template through the runtime's numbering of the video's props)
      check: (rig) => {
        const videos = findAll(rig.tree(), (n) => n.tag === 'wx-video').map((h) => h.node.attr)
        expect(videos).toHaveLength(1)
        expect(String(videos[0].src)).toMatch(new RegExp(`/mock/video/${first.lessonId}\\.wav$`))
        expect([videos[0].controls, videos[0].autoplay, videos[0].objectFit]).toEqual([true, false, 'contain'])
      },
    }
  },
  'pages/course/course-evaluation': async (mock) => {
    const { list } = await mock.post<{ list: StudentCourse[] }>(`${M}/basics/getUserCourseListPage`, { userId: mock.userId, studentId: await studentId(mock), pageIndex: 1, pageSize: 10 })
    const c = pick(list, (x) => x.isEvaluate === 1, 'evaluated course')
    const e = await mock.post<{ describe: string }>(`${M}/ost/student/course/evaluation/query`, { studentId: await studentId(mock), productId: c.product_id })
    return { query: { productId: c.product_id }, texts: ['已评价，感谢你的反馈', e.describe] }
  },
  'pages/schedule/schedule-appointment': async (mock) => {
    const c = pick((await courses(mock)).serviceClassList, (x) => x.productType === 1, 'offline course to book')
    return { query: { productId: c.product_id }, texts: ['选择上课时间', '我的预约', '立即预约', '请先选择上课日期，再选择时间'] }
  },
  'pages/schedule/schedule-calendar': async () => ({ texts: [/\d{4}年\d{1,2}月/, '今天'] }),
  'pages/schedule/schedule-record': async (mock) => {
    const list = await mock.get<Array<{ productName: string }>>(`${M}/course/myAppointment?studentId=${await studentId(mock)}`)
    return { texts: [/待上课\(\d+\)/, list[0].productName] }
  },
  'pages/assessment/assessment-list': async (mock) => {
    const forms = await mock.post<Array<{ formName: string }>>(`${M}/basics/getFormRecordList`, { studentId: await studentId(mock) })
    return { texts: ['我的测评', '成长周报', ...forms.map((f) => f.formName)] }
  },
  'pages/assessment/assessment-detail': async (mock) => {
    const forms = await mock.post<Array<{ formId: string; formName: string; description: string; status: number }>>(`${M}/basics/getFormRecordList`, { studentId: await studentId(mock) })
    const f = pick(forms, (x) => x.status === 0, 'assessment to fill in')
    return {
      query: { formId: f.formId },
      texts: [f.formName, f.description, '提交测评'],
      // while the keyboard is up the submit bar stands at the end of the form instead of riding up over the field
      check: async (rig) => {
        const barClass = () => String(findAll(rig.tree(), (n) => String(n.attr.class ?? '').includes('assessment-bar'))[0]?.node.attr.class ?? '')
        expect(barClass()).toBe('form-bar assessment-bar')
        rig.keyboard(301)
        await rig.waitFor(() => barClass().includes('form-bar--in-flow'), 'the bar in the form')
        rig.keyboard(0)
        await rig.waitFor(() => !barClass().includes('form-bar--in-flow'), 'the bar back at the bottom')
      },
    }
  },
  'pages/assessment/report-read-detail': async (mock) => {
    const forms = await mock.post<Array<{ formName: string; recordId: string | null; status: number }>>(`${M}/basics/getFormRecordList`, { studentId: await studentId(mock) })
    const f = pick(forms, (x) => x.status === 1 && Boolean(x.recordId), 'submitted assessment')
    return { query: { recordId: f.recordId ?? '' }, texts: [f.formName, '能力得分'] }
  },
}

/** Pages that open without login (spec §2): also opened by a visitor who has no token. */
export const PUBLIC_ROUTES = ['pages/public/page', 'pages/goods/goods-detail', 'pages/public/wechat', 'pages/public/not-found']
