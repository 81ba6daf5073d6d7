import type { FastifyInstance } from 'fastify'
import type { CalculationCostRequest, ConfirmOrderRequest, MergePayRequest, PayLine } from '../../types/api/checkout'
import type { CouponListRequest } from '../../types/api/coupon'
import { purseOf, type CouponItem, type DraftLine, type MockCoupon, type MockPurse } from '../checkout-state'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { orderBook, type MockOrder } from '../orders-state'
import { absolutePics, findProduct, requestOrigin } from '../seed/products'
import { cashierPage, mockNow } from './cashier-page'
import { offersFor } from './account'
import { classFacts } from './product-detail'

const BASE = '/mall/api/v1'
const GOODS = 2

const toFen = (yuan: string | number | undefined): number => Math.round(Number(yuan ?? 0) * 100) || 0
const toYuan = (fen: number): string => (fen / 100).toFixed(2)

/** Freight: one parcel, so the largest freight of the order's goods (each product's own freightList, as its detail shows it). */
const freightFen = (lines: Priced[]): number => lines.filter((l) => l.isGoods).reduce((max, l) => Math.max(max, l.freightFen), 0)
/** The shop's own discount scheme: ¥30 off from ¥300. */
const scheme = (totalFen: number) => (totalFen >= 30000 ? { id: 'SCHEME-300-30', fen: 3000 } : { id: null, fen: 0 })

interface Priced extends DraftLine {
  productType: number
  /** the product's own freight, fen */
  freightFen: number
}

/** Prices lines from the catalogue (or the cart row for products it does not know). */
function priceLines(ctx: MockContext, purse: MockPurse, lines: PayLine[]): Priced[] | string {
  const out: Priced[] = []
  for (const l of lines) {
    const row = l.cartId ? purse.cart.find((c) => c.cartId === l.cartId) : undefined
    if (l.cartId && (!row || !row.isEffective)) return '购物车商品已失效，请返回购物车重新选择'
    const product = findProduct(ctx, l.productId ?? row?.productId ?? '')
    if (!product) return '商品不存在或已下架'
    const sku = product.skuList.find((k) => k.skuId === (l.skuId ?? row?.skuId)) ?? product.skuList[0]
    const amount = product.productType === 5 ? 1 : Number.isInteger(l.amount) && l.amount > 0 ? l.amount : 1
    const campusId = l.campusId ?? row?.campusId
    const scheduleId = l.scheduleId ?? row?.scheduleId
    const facts = classFacts(ctx, product.productId, campusId, scheduleId)
    if (typeof facts === 'string') return facts
    out.push({
      cartId: l.cartId,
      productId: product.productId,
      productName: product.name,
      pic: product.pic.split(',')[0],
      skuId: sku?.skuId,
      skuName: sku?.skuName,
      campusId,
      scheduleId,
      appointDate: l.appointDate ?? row?.appointDate,
      ...facts,
      amount,
      payType: l.payType === 1 || product.isPointProduct === 1 ? 1 : 0,
      money: sku?.purchasemoney ?? product.purchasemoney,
      point: sku?.point ?? product.point ?? 0,
      isGoods: product.productType === GOODS,
      productType: product.productType,
      freightFen: product.freightList.filter((f) => f.type === 1).reduce((a, f) => a + toFen(f.money), 0),
      distributionSaleConfigId: row?.distributionSaleConfigId,
    })
  }
  return out
}

const moneyTotal = (lines: Priced[]) => lines.filter((l) => l.payType === 0).reduce((s, l) => s + toFen(l.money) * l.amount, 0)
const pointTotal = (lines: Priced[]) => lines.filter((l) => l.payType === 1).reduce((s, l) => s + l.point * l.amount, 0)

function couponView(c: MockCoupon, totalFen: number): CouponItem {
  const { thresholdFen, state, lockedBy, ...rest } = c
  void state
  void lockedBy
  const usable = totalFen >= thresholdFen
  return { ...rest, usable, ...(usable ? {} : { reason: `未满${toYuan(thresholdFen).replace(/\.00$/, '')}元，不可使用` }) }
}

const available = (purse: MockPurse) => purse.coupons.filter((c) => c.state === 0 && !c.lockedBy)

/** Checks a coupon choice against the rules; returns the discount in fen or a message. */
function couponDiscount(purse: MockPurse, ids: string[], totalFen: number): number | string {
  const chosen = ids.map((id) => available(purse).find((c) => c.userCouponId === id))
  if (chosen.some((c) => !c)) return '优惠券不存在或已使用'
  const list = chosen as MockCoupon[]
  if (list.some((c) => totalFen < c.thresholdFen)) return '订单金额未满足优惠券使用条件'
  if (list.length > 1 && list.some((c) => !c.overlay)) return '不可叠加的优惠券不能与其他优惠券同时使用'
  return list.reduce((s, c) => s + toFen(c.facevalue), 0)
}

interface Costed {
  totalFen: number
  couponFen: number
  schemeFen: number
  schemeId: string | null
  freightFen: number
  reserveFen: number
  finalFen: number
  lines: Priced[]
}

function cost(ctx: MockContext, purse: MockPurse, body: CalculationCostRequest): Costed | string {
  const lines = priceLines(ctx, purse, body.pays ?? [])
  if (typeof lines === 'string') return lines
  if (!lines.length) return '请选择商品'
  const totalFen = moneyTotal(lines)
  const couponFen = couponDiscount(purse, (body.couponPays ?? []).map((c) => c.userCouponId), totalFen)
  if (typeof couponFen === 'string') return couponFen
  const s = scheme(totalFen)
  const schemeFen = body.schemeDiscountId && body.schemeDiscountId === s.id ? s.fen : 0
  const freight = freightFen(lines)
  const payable = Math.max(0, totalFen - couponFen - schemeFen)
  const reserveFen = toFen(body.reserveMoney)
  if (reserveFen < 0 || reserveFen > Math.min(purse.walletFen, payable + freight)) return '钱包抵扣金额超出可用范围'
  return { totalFen, couponFen, schemeFen, schemeId: schemeFen ? s.id : null, freightFen: freight, reserveFen, finalFen: payable + freight - reserveFen, lines }
}

function payLinesOf(purse: MockPurse, body: ConfirmOrderRequest): PayLine[] | string {
  if (body.product) return [body.product]
  const ids = body.cartIdList ?? []
  if (!ids.length) return '请选择要结算的商品'
  return ids.map((cartId) => {
    const row = purse.cart.find((c) => c.cartId === cartId)
    const change = body.carts?.find((c) => c.cartId === cartId)
    return { cartId, productId: row?.productId ?? '', skuId: row?.skuId, amount: change?.amount ?? row?.amount ?? 1, payType: change?.payType ?? row?.payType ?? 0 }
  })
}

/** Mall service: confirming, costing, creating and paying orders; coupons and promotions. */
export default async function checkoutRoutes(app: FastifyInstance, ctx: MockContext) {
  const login = (req: Parameters<MockContext['sessionOf']>[0]) => ctx.sessionOf(req)

  app.post<{ Body: ConfirmOrderRequest }>(`${BASE}/product/order/confirmMergePayType`, async (req) => {
    const s = login(req)
    if (!s) return fail(-400, '登录已失效')
    const purse = purseOf(ctx, s.userId)
    const pays = payLinesOf(purse, req.body ?? {})
    if (typeof pays === 'string') return fail(500300, pays)
    const lines = priceLines(ctx, purse, pays)
    if (typeof lines === 'string') return fail(500301, lines)
    const origin = requestOrigin(req)
    const cartList: DraftLine[] = lines.map(({ productType, freightFen: lineFreight, ...l }) => {
      void productType
      void lineFreight
      return { ...l, pic: absolutePics(l.pic, origin) }
    })
    const hasGoods = lines.some((l) => l.isGoods)
    const freight = [{ type: 1, money: toYuan(freightFen(lines)) }]
    if (lines.every((l) => l.payType === 1)) {
      return ok({ pointConfirmOrderResponse: { cartList, point: pointTotal(lines), userPoint: purse.points, freight: [{ type: 1, money: '0.00' }], hasGoods } })
    }
    if (lines.some((l) => l.payType === 1)) return fail(500302, '积分商品与现金商品请分开结算')
    const totalFen = moneyTotal(lines)
    const s300 = scheme(totalFen)
    const draft = {
      cartList,
      couponList: available(purse).map((c) => couponView(c, totalFen)),
      discountSchemeMoney: toYuan(s300.fen),
      schemeDiscountId: s300.id,
      walletMoney: toYuan(purse.walletFen),
      freight,
      // the wallet money the parent's unpaid orders hold (taken from the balance when each was placed)
      lockMoney: toYuan([...purse.pending.values()].reduce((sum, p) => sum + p.walletFen, 0)),
      hasGoods,
    }
    return ok(req.body?.product ? { moneyConfirmOrderResponse: draft } : { cartConfirmirmOrderResponse: draft })
  })

  /** The best choice: the larger of the best non-stackable coupon and all usable stackable ones. */
  app.post<{ Body: { pays?: PayLine[] } }>(`${BASE}/promotion/best`, async (req) => {
    const s = login(req)
    if (!s) return fail(-400, '登录已失效')
    const purse = purseOf(ctx, s.userId)
    const lines = priceLines(ctx, purse, req.body?.pays ?? [])
    if (typeof lines === 'string') return fail(500301, lines)
    const totalFen = moneyTotal(lines)
    const usable = available(purse).filter((c) => totalFen >= c.thresholdFen)
    const stackable = usable.filter((c) => c.overlay)
    const stackFen = stackable.reduce((a, c) => a + toFen(c.facevalue), 0)
    const single = usable.filter((c) => !c.overlay).sort((a, b) => toFen(b.facevalue) - toFen(a.facevalue))[0]
    const ids = single && toFen(single.facevalue) > stackFen ? [single.userCouponId] : stackable.map((c) => c.userCouponId)
    const sc = scheme(totalFen)
    return ok({ schemeDiscountId: sc.id, schemeDiscountAmount: toYuan(sc.fen), userCouponIds: ids })
  })

  app.post<{ Body: CalculationCostRequest }>(`${BASE}/mergePay/calculationCost`, async (req) => {
    const s = login(req)
    if (!s) return fail(-400, '登录已失效')
    const c = cost(ctx, purseOf(ctx, s.userId), req.body ?? ({} as CalculationCostRequest))
    if (typeof c === 'string') return fail(500310, c)
    return ok({
      totalMoney: toYuan(c.totalFen),
      couponMoney: toYuan(c.couponFen),
      schemeDiscountAmount: toYuan(c.schemeFen),
      reserveMoney: toYuan(c.reserveFen),
      freight: toYuan(c.freightFen),
      finalDiscountedPrice: toYuan(c.finalFen),
    })
  })

  /** Creates the order once per requestKey; a retry with the same key gets the same order. */
  app.post<{ Body: MergePayRequest }>(`${BASE}/mergePay`, async (req) => {
    const s = login(req)
    if (!s) return fail(-400, '登录已失效')
    const purse = purseOf(ctx, s.userId)
    const body = req.body ?? ({} as MergePayRequest)
    const again = body.requestKey ? purse.created.get(body.requestKey) : undefined
    if (again) return ok(again)
    const c = cost(ctx, purse, body)
    if (typeof c === 'string') return fail(500320, c)
    const hasGoods = c.lines.some((l) => l.isGoods)
    if (hasGoods && !body.addressId) return fail(500321, '请选择收货地址')
    const points = pointTotal(c.lines)
    const pointsOnly = c.lines.every((l) => l.payType === 1)
    if (points > purse.points) return fail(500322, '积分不足')
    if (!pointsOnly && toFen(body.finalDiscountedPrice) !== c.finalFen) return fail(500323, '订单金额已变化，请重新确认')
    const book = orderBook(ctx)
    const { orderId, orderCode } = book.next()
    const now = mockNow()
    const paidNow = pointsOnly || c.finalFen === 0
    const couponIds = (body.couponPays ?? []).map((p) => p.userCouponId)
    const order: MockOrder = {
      orderId,
      orderCode,
      userId: s.userId,
      status: paidNow ? 1 : 2,
      createTime: now,
      ...(paidNow ? { payTime: now } : {}),
      lines: c.lines.map((l) => ({
        productId: l.productId,
        productName: l.productName,
        skuId: l.skuId,
        skuName: l.skuName,
        pic: l.pic,
        amount: l.amount,
        payType: l.payType,
        money: l.money,
        point: l.point,
        productType: l.productType,
        campusId: l.campusId,
        scheduleId: l.scheduleId,
        appointDate: l.appointDate,
        campusName: l.campusName,
        startDateTime: l.startDateTime,
        endDateTime: l.endDateTime,
      })),
      payMoney: toYuan(c.finalFen),
      point: points,
      freight: toYuan(c.freightFen),
      walletMoney: toYuan(c.reserveFen),
      couponMoney: toYuan(c.couponFen),
      schemeMoney: toYuan(c.schemeFen),
      couponIds,
      addressId: body.addressId,
      hasGoods,
      shipped: false,
      received: false,
      deleted: false,
      requestKey: body.requestKey,
    }
    book.add(order)
    purse.walletFen -= c.reserveFen
    purse.points -= points
    const cartIds = c.lines.map((l) => l.cartId).filter((id): id is string => Boolean(id))
    purse.cart = purse.cart.filter((row) => !cartIds.includes(row.cartId))
    if (paidNow) purse.coupons.filter((k) => couponIds.includes(k.userCouponId)).forEach((k) => (k.state = 1))
    else {
      purse.coupons.filter((k) => couponIds.includes(k.userCouponId)).forEach((k) => (k.lockedBy = orderId))
      purse.pending.set(orderId, { couponIds, walletFen: c.reserveFen, cartIds })
    }
    const answer = pointsOnly
      ? { pointPayResponse: { orderId, orderCode, point: points } }
      : { moneyPayResponse: { orderId, orderCode, payMoney: toYuan(c.finalFen), time: now } }
    if (body.requestKey) purse.created.set(body.requestKey, answer)
    return ok(answer)
  })

  app.post<{ Body: { orderId?: string } }>(`${BASE}/pay/wxpay`, async (req) => {
    const s = login(req)
    if (!s) return fail(-400, '登录已失效')
    const order = orderBook(ctx).find(req.body?.orderId ?? '')
    if (!order || order.userId !== s.userId) return fail(500330, '订单不存在')
    if (order.status !== 2) return fail(500331, order.status === 1 ? '订单已支付' : '订单已取消')
    return ok({
      appId: 'wx0000000000mockh5',
      timeStamp: String(Math.floor(Date.parse('2026-11-21T02:00:00Z') / 1000)),
      nonceStr: `nonce${order.orderId}`,
      package: `prepay_id=wx_mock_${order.orderCode}`,
      signType: 'RSA',
      paySign: `mock-sign-${order.orderCode}`,
    })
  })

  app.get<{ Params: { id: string } }>(`${BASE}/order/queryStatus/:id`, async (req) => {
    const s = login(req)
    if (!s) return fail(-400, '登录已失效')
    const order = orderBook(ctx).find(req.params.id)
    if (!order || order.userId !== s.userId) return fail(500330, '订单不存在')
    return ok({ orderId: order.orderId, status: order.status })
  })

  /**
   * WeChat Pay's notification to the mall service after `wx.requestPayment` (the headless
   * mini-program client sends it when its payment succeeds): the prepay id names the order.
   */
  app.post<{ Body: { package?: string; result?: string } }>('/__mock__/wxpay/notify', async (req, reply) => {
    const code = /^prepay_id=wx_mock_(.+)$/.exec(req.body?.package ?? '')?.[1]
    const order = orderBook(ctx).orders.find((o) => o.orderCode === code && !o.deleted)
    if (!order) return reply.code(404).send({ error: `no order for ${req.body?.package}` })
    if (order.status === 2) settle(ctx, order, req.body?.result ?? 'ok')
    return { orderId: order.orderId, status: order.status }
  })

  /** The simulated cashier: 支付 / 取消 / 失败, then back to the storefront with ?payResult=. */
  app.get<{ Querystring: { orderId?: string; return?: string } }>('/mock/cashier', async (req, reply) => {
    const order = orderBook(ctx).find(req.query.orderId ?? '')
    reply.type('text/html; charset=utf-8')
    return cashierPage(order, req.query.return ?? '')
  })

  app.get<{ Querystring: { orderId?: string; result?: string; return?: string } }>('/mock/cashier/result', async (req, reply) => {
    const { orderId = '', result = 'fail', return: back = '' } = req.query
    const order = orderBook(ctx).find(orderId)
    if (order && order.status === 2) settle(ctx, order, result)
    const safe = /^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/.test(back) ? back : '/'
    return reply.redirect(`${safe}${safe.includes('?') ? '&' : '?'}payResult=${result === 'ok' || result === 'cancel' ? result : 'fail'}`)
  })

  app.post<{ Body: Partial<CouponListRequest> }>(`${BASE}/coupon`, async (req) => {
    const s = login(req)
    if (!s) return fail(-400, '登录已失效')
    const type = req.body?.type ?? 0
    const list = purseOf(ctx, s.userId).coupons.filter((c) => c.state === type)
    // the unused tab also lists the coupons offered to receive, after the parent's own
    return ok([...list.map((c) => couponView(c, Number.MAX_SAFE_INTEGER)), ...(type === 0 ? offersFor(ctx, s.userId) : [])])
  })
}

/**
 * The cashier's answer: paid uses the coupons up. A cancelled payment leaves the order pending
 * (status 2) with its coupons and wallet amount still held, as WeChat Pay does, so the parent can
 * pay it again from the order detail; cancelling the order itself is the order service's job.
 */
function settle(ctx: MockContext, order: MockOrder, result: string): void {
  const purse = purseOf(ctx, order.userId)
  if (result === 'ok') {
    order.status = 1
    order.payTime = mockNow()
    purse.coupons.filter((k) => k.lockedBy === order.orderId).forEach((k) => {
      k.state = 1
      k.isused = 1
      k.lockedBy = undefined
    })
    purse.pending.delete(order.orderId)
  }
}
