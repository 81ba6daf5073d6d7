import dayjs from 'dayjs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PointExchangeRequest, RightReceiveRequest } from '../../types/api/account'
import type { RankPage, RankUser, SigninState } from '../../src/pages/point/model/point-calls'
import type { GiftCoupon } from '../seed/new-user-gift'
import { purseOf, type CouponEntry } from '../checkout-state'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { orderBook } from '../orders-state'
import {
  accountState,
  EQUITY_PACKAGE,
  findRight,
  fmtNow,
  MEMBER_INFO,
  OFFERS,
  rightsOf,
  signinPointFor,
  type OfferTemplate,
} from '../seed/account'
import { rulesForAll } from '../seed/coupon-rules'
import { findProduct } from '../seed/products'

const MALL = '/mall/api/v1'
const GOODS = 2

const int = (v: unknown, fallback: number, min = 1, max = 100): number => {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

const today = () => dayjs().format('YYYY-MM-DD')

/** Consecutive check-in days ending today, or yesterday when today is not checked in yet. */
export function streakOf(days: Set<string>, from = dayjs()): number {
  let d = days.has(from.format('YYYY-MM-DD')) ? from : from.subtract(1, 'day')
  let n = 0
  while (days.has(d.format('YYYY-MM-DD'))) {
    n += 1
    d = d.subtract(1, 'day')
  }
  return n
}

const offerExpired = (t: OfferTemplate): boolean => t.expiryType !== 1 && !!t.endtime && t.endtime < fmtNow()

/** One offer as a parent sees it. */
function offerView(ctx: MockContext, t: OfferTemplate, userId: string): GiftCoupon {
  const st = accountState(ctx)
  const got = st.offerReceived.get(userId)?.get(t.couponId) ?? 0
  const left = st.offerStock.get(t.couponId) ?? 0
  const { group: _g, thresholdFen: _t, limit, stock: _s, ...shown } = t
  return {
    ...shown,
    receiveCount: offerExpired(t) ? 0 : Math.max(0, Math.min(left, limit - got)),
    isReceived: got > 0 ? 1 : 0,
    isExpired: got > 0 && offerExpired(t) ? 1 : 0,
    remainCount: left,
  }
}

/**
 * The coupons offered to a parent as POST /coupon type 0 lists them after the parent's own: with
 * couponId and receiveCount, no userCouponId; memberRights 1 for those of member rights.
 */
export function offersFor(ctx: MockContext, userId: string): CouponEntry[] {
  return OFFERS.map((t) => ({ ...offerView(ctx, t, userId), memberRights: t.group === 'rights' ? 1 : 0 }))
}

/**
 * Receives an offered coupon (GET /coupon/receiveCoupon/{id} for the account's offers): one fewer in
 * stock, one more in the parent's coupons. Null when the id is not an offer of this area.
 */
export function receiveOffer(ctx: MockContext, userId: string, couponId: string) {
  const t = OFFERS.find((o) => o.couponId === couponId)
  if (!t) return null
  const view = offerView(ctx, t, userId)
  if (view.receiveCount <= 0) return fail(500, view.remainCount === 0 ? '优惠券已领完' : view.isReceived ? '已达到领取上限' : '优惠券已过期')
  const st = accountState(ctx)
  st.offerStock.set(couponId, (st.offerStock.get(couponId) ?? 0) - 1)
  const mine = st.offerReceived.get(userId) ?? new Map<string, number>()
  mine.set(couponId, (mine.get(couponId) ?? 0) + 1)
  st.offerReceived.set(userId, mine)
  st.counter += 1
  const userCouponId = `UCC${String(st.counter).padStart(4, '0')}`
  const { group: _g, limit: _l, stock: _s, ...coupon } = t
  purseOf(ctx, userId).coupons.unshift({ ...coupon, userCouponId, state: 0 })
  return ok({ userCouponId, couponName: t.couponName, receiveCount: offerView(ctx, t, userId).receiveCount })
}

function signinState(ctx: MockContext, userId: string): SigninState {
  const days = accountState(ctx).signins.get(userId) ?? new Set<string>()
  const month = dayjs().format('YYYY-MM')
  const done = days.has(today())
  const streak = streakOf(days)
  return {
    days: [...days].filter((d) => d.startsWith(month)).sort(),
    streak,
    today: done ? 1 : 0,
    todayPoint: signinPointFor(done ? streak - 1 : streak),
    point: purseOf(ctx, userId).points,
  }
}

function addPointRecord(ctx: MockContext, userId: string, title: string, point: number): void {
  const st = accountState(ctx)
  st.counter += 1
  const list = st.pointRecords.get(userId) ?? []
  list.unshift({ recordId: `PX${String(st.counter).padStart(5, '0')}`, title, point, type: point >= 0 ? 1 : 2, createTime: fmtNow() })
  st.pointRecords.set(userId, list)
}

/** Rankings by check-in days: this month's or all time; the demo parent's place is live. */
function rankings(ctx: MockContext, userId: string, kind: 'month' | 'total'): RankUser[] {
  const st = accountState(ctx)
  const month = dayjs().format('YYYY-MM')
  const own = [...st.signins.entries()].map(([id, days]) => ({
    userId: id,
    name: id === 'U10001' ? '乐乐妈妈' : id,
    headimg: '',
    month: [...days].filter((d) => d.startsWith(month)).length,
    total: days.size + 30,
  }))
  const all = [...st.rankers, ...own.filter((o) => o.userId === userId || !st.rankers.some((r) => r.userId === o.userId))]
  return all
    .map((r) => ({ userId: r.userId, name: r.name, headimg: r.headimg, signDays: kind === 'month' ? r.month : r.total }))
    .sort((a, b) => b.signDays - a.signDays || a.userId.localeCompare(b.userId))
    .map((r, i) => ({ ...r, rank: i + 1 }))
}

/** App and mall service: wallet, equity package and rights, points, check-in, rankings, points exchange. */
export default async function accountRoutes(app: FastifyInstance, ctx: MockContext) {
  /** The session's user, when the userId asked for (if any) is theirs. */
  const who = (req: FastifyRequest<{ Querystring: { userId?: string } }>) => {
    const s = ctx.sessionOf(req)
    if (!s) return { error: fail(-400, '登录已失效') }
    const asked = req.query?.userId
    if (asked && asked !== s.userId) return { error: fail(403, '无权查看该用户') }
    return { userId: s.userId }
  }

  app.get<{ Querystring: { userId?: string } }>('/api/user/getUserWallet', async (req) => {
    const w = who(req)
    if (w.error) return w.error
    const purse = purseOf(ctx, w.userId)
    return ok({ balance: (purse.walletFen / 100).toFixed(2), point: purse.points, records: accountState(ctx).walletRecords.get(w.userId) ?? [] })
  })

  app.get<{ Querystring: { userId?: string } }>('/api/user/getEquityPackage', async (req) => {
    const w = who(req)
    if (w.error) return w.error
    return ok(MEMBER_INFO[w.userId] ? EQUITY_PACKAGE : null)
  })

  app.get<{ Querystring: { userId?: string; type?: string; start?: string; limit?: string } }>('/api/user/getPointsRecord', async (req) => {
    const w = who(req)
    if (w.error) return w.error
    const type = Number(req.query.type)
    const all = accountState(ctx).pointRecords.get(w.userId) ?? []
    const list = type === 1 || type === 2 ? all.filter((r) => r.type === type) : all
    const start = int(req.query.start, 0, 0, 100_000)
    const limit = int(req.query.limit, 100, 1, 100)
    return ok({ list: list.slice(start, start + limit), total: list.length, point: purseOf(ctx, w.userId).points })
  })

  app.get(`${MALL}/coupon/rights`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    return ok(rightsOf(ctx, s.userId))
  })

  app.post<{ Body: Partial<RightReceiveRequest> | null }>(`${MALL}/coupon/rights/receive`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const right = findRight(String(req.body?.rightsId ?? ''))
    if (!right) return fail(500, '权益不存在')
    const st = accountState(ctx)
    const got = st.rightsReceived.get(s.userId) ?? new Set<string>()
    if (got.has(right.rightsId)) return fail(500, '该权益已领取')
    const now = fmtNow()
    if (now < right.starttime || now > right.endtime) return fail(500, '不在权益有效期内')
    got.add(right.rightsId)
    st.rightsReceived.set(s.userId, got)
    const purse = purseOf(ctx, s.userId)
    let n = 0
    for (const c of right.coupons) {
      for (let i = 0; i < c.count; i += 1) {
        st.counter += 1
        n += 1
        purse.coupons.unshift({
          userCouponId: `UCR${String(st.counter).padStart(4, '0')}`,
          couponName: c.couponName,
          facevalue: c.facevalue,
          overlay: true,
          expiryType: 2,
          starttime: right.starttime,
          endtime: right.endtime,
          productsRules: rulesForAll(right.description),
          thresholdFen: 0,
          state: 0,
        })
      }
    }
    return ok({ rightsId: right.rightsId, couponCount: n })
  })

  app.get(`${MALL}/signin`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    return ok(signinState(ctx, s.userId))
  })

  /** Once per day of the mock's clock. */
  app.post(`${MALL}/signin`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const st = accountState(ctx)
    const days = st.signins.get(s.userId) ?? new Set<string>()
    if (days.has(today())) return fail(500600, '今天已经签到过了，明天再来吧')
    const point = signinPointFor(streakOf(days))
    days.add(today())
    st.signins.set(s.userId, days)
    const purse = purseOf(ctx, s.userId)
    purse.points += point
    addPointRecord(ctx, s.userId, '每日签到', point)
    return ok({ point, streak: streakOf(days), balance: purse.points })
  })

  for (const kind of ['month', 'total'] as const) {
    const path = kind === 'month' ? 'getMonthRankingList' : 'getTotalRankingList'
    app.post<{ Body: { pageIndex?: number; pageSize?: number } | null }>(`${MALL}/signin/${path}`, async (req) => {
      const s = ctx.sessionOf(req)
      if (!s) return fail(-400, '登录已失效')
      const pageIndex = int(req.body?.pageIndex, 1, 1, 10_000)
      const pageSize = int(req.body?.pageSize, 20)
      const all = rankings(ctx, s.userId, kind)
      const page: RankPage = {
        dataList: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
        totalCount: all.length,
        myRank: all.find((r) => r.userId === s.userId) ?? null,
      }
      return ok(page)
    })
  }

  /** Exchanges points for a point product: the balance drops and a paid order is created. */
  app.post<{ Body: Partial<PointExchangeRequest> | null }>(`${MALL}/point`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const b = req.body ?? {}
    const product = findProduct(ctx, String(b.productId ?? ''))
    if (!product || product.isPointProduct !== 1) return fail(500700, '积分商品不存在或已下架')
    const sku = product.skuList.find((k) => k.skuId === b.skuId) ?? product.skuList[0]
    const amount = int(b.amount, 1, 1, 99)
    const points = (sku?.point ?? product.point ?? 0) * amount
    const purse = purseOf(ctx, s.userId)
    if (points > purse.points) return fail(500701, '积分不足')
    const hasGoods = product.productType === GOODS
    if (hasGoods && !b.addressId) return fail(500702, '请选择收货地址')
    const book = orderBook(ctx)
    const { orderId, orderCode } = book.next()
    const now = fmtNow()
    book.add({
      orderId,
      orderCode,
      userId: s.userId,
      status: 1,
      createTime: now,
      payTime: now,
      lines: [{ productId: product.productId, productName: product.name, pic: product.pic.split(',')[0], amount, payType: 1, money: '0.00', point: sku?.point ?? product.point ?? 0, productType: product.productType }],
      payMoney: '0.00',
      point: points,
      freight: '0.00',
      walletMoney: '0.00',
      couponMoney: '0.00',
      schemeMoney: '0.00',
      couponIds: [],
      addressId: b.addressId,
      hasGoods,
      shipped: false,
      received: false,
      deleted: false,
    })
    purse.points -= points
    addPointRecord(ctx, s.userId, `积分兑换-${product.name}`, -points)
    return ok({ orderId, orderCode, point: points, balance: purse.points })
  })
}
