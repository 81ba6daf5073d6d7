import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { OrderCancelRequest, OrderQueryRequest } from '../../types/api/order'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { orderBook, type MockOrder, type OrderDetail, type OrderSummary } from '../orders-state'
import { PAYABLE_MINUTES, seedPastOrders, TIME_FORMAT, type OrderExtras } from '../seed/past-orders'
import { contractHtml, deliverySteps } from '../seed/order-documents'
import { cityRecords } from '../seed/cities'
import { absolutePics, productCatalogue, requestOrigin } from '../seed/products'

dayjs.extend(customParseFormat)

const BASE = '/mall/api/v1/order'
const NOT_FOUND = '订单不存在'

/**
 * Mall service, orders (spec §7): list with paging and status filter, detail by id or code, delete,
 * validity, confirm receipt, and — paths the spec leaves open — cancel (POST order/cancel/{id}
 * {reason}), delivery (GET order/delivery/{id}) and contract (GET order/contract/{id}).
 * The demo parent's past orders are seeded into the shared order book on first use.
 */
export default async function orderRoutes(app: FastifyInstance, ctx: MockContext) {
  const extrasOf = () =>
    ctx.area<Map<string, OrderExtras>>('order-pages', (random) => {
      const extras = new Map<string, OrderExtras>()
      seedPastOrders(
        orderBook(ctx),
        random,
        productCatalogue(ctx),
        Date.now(),
        extras,
        cityRecords(ctx).flatMap((c) => c.campusList),
        ctx.state.growth,
      )
      return extras
    })

  /** The signed-in user's order by id or code; a reply when there is none. */
  const ownOrder = (req: FastifyRequest<{ Params: { id: string } }>) => {
    const s = ctx.sessionOf(req)
    if (!s) return { error: fail(-400, '登录已失效') }
    extrasOf()
    const book = orderBook(ctx)
    const id = req.params.id
    const order = book.find(id) ?? book.orders.find((o) => o.orderCode === id && !o.deleted)
    if (!order || order.userId !== s.userId) return { error: fail(404, NOT_FOUND) }
    return { order }
  }

  app.post<{ Body: Partial<OrderQueryRequest> }>(`${BASE}/query`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    extrasOf()
    const { pageIndex = 1, pageSize = 4, status, query = '' } = req.body ?? {}
    const q = String(query).trim()
    const mine = orderBook(ctx).orders.filter(
      (o) =>
        o.userId === s.userId &&
        !o.deleted &&
        (status === undefined || status === null || o.status === Number(status)) &&
        (!q || o.orderCode.includes(q) || o.lines.some((l) => l.productName.includes(q))),
    )
    // newest first, whatever order the book was filled in (past orders are seeded on first use)
    mine.sort((a, b) => (a.createTime === b.createTime ? Number(b.orderId) - Number(a.orderId) : a.createTime < b.createTime ? 1 : -1))
    const index = Math.max(1, Number(pageIndex) || 1)
    const size = Math.min(50, Math.max(1, Number(pageSize) || 4))
    const page = mine.slice((index - 1) * size, index * size)
    return ok({ dataList: page.map((o) => summary(o, requestOrigin(req))), totalCount: mine.length })
  })

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, async (req) => {
    const { order, error } = ownOrder(req)
    if (!order) return error
    return ok(detail(order, extrasOf().get(order.orderId), requestOrigin(req)))
  })

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, async (req) => {
    const { order, error } = ownOrder(req)
    if (!order) return error
    if (order.status === 2) return fail(500101, '待付款订单不能删除，请先取消订单')
    if (order.status === 1 && order.hasGoods && !order.received) return fail(500102, '订单尚未收货，暂不能删除')
    order.deleted = true
    return ok(null)
  })

  app.get<{ Params: { id: string } }>(`${BASE}/validity/:id`, async (req) => {
    const { order, error } = ownOrder(req)
    if (!order) return error
    const now = dayjs()
    const expire = dayjs(order.createTime, TIME_FORMAT).add(PAYABLE_MINUTES, 'minute')
    return ok({ valid: order.status === 2 && now.isBefore(expire), expireTime: expire.format(TIME_FORMAT), serverTime: now.format(TIME_FORMAT) })
  })

  app.put<{ Params: { id: string } }>(`${BASE}/receive/:id`, async (req) => {
    const { order, error } = ownOrder(req)
    if (!order) return error
    if (order.status !== 1 || !order.hasGoods) return fail(500103, '该订单无需确认收货')
    if (!order.shipped) return fail(500106, '商品尚未发货，暂不能确认收货')
    if (order.received) return fail(500104, '订单已确认收货')
    order.received = true
    order.shipped = true
    return ok(null)
  })

  app.post<{ Params: { id: string }; Body: Partial<OrderCancelRequest> }>(`${BASE}/cancel/:id`, async (req) => {
    const { order, error } = ownOrder(req)
    if (!order) return error
    const reason = String(req.body?.reason ?? '').trim()
    if (!reason) return fail(400, '请选择取消原因')
    if (order.status !== 2) return fail(500105, '订单状态已变更，无法取消')
    order.status = -1
    order.cancelTime = dayjs().format(TIME_FORMAT)
    const extras = extrasOf()
    extras.set(order.orderId, { ...(extras.get(order.orderId) ?? { hasContract: false }), cancelReason: reason })
    return ok(null)
  })

  app.get<{ Params: { id: string } }>(`${BASE}/delivery/:id`, async (req) => {
    const { order, error } = ownOrder(req)
    if (!order) return error
    const delivery = extrasOf().get(order.orderId)?.delivery
    if (!order.hasGoods || !order.shipped || !delivery) return fail(404, '暂无物流信息')
    return ok({ company: delivery.company, trackingNumber: delivery.trackingNumber, steps: deliverySteps(delivery.shippedAt, order.received) })
  })

  /** The warehouse hands a paid goods order to the carrier (test and demo control). */
  app.post<{ Params: { id: string } }>('/__mock__/ship/:id', async (req, reply) => {
    extrasOf()
    const order = orderBook(ctx).find(req.params.id) ?? orderBook(ctx).orders.find((o) => o.orderCode === req.params.id)
    if (!order || order.status !== 1 || !order.hasGoods) return reply.code(409).send({ ok: false, reason: 'not a paid goods order' })
    order.shipped = true
    const extras = extrasOf()
    extras.set(order.orderId, {
      ...(extras.get(order.orderId) ?? { hasContract: false }),
      delivery: { company: '顺丰速运', trackingNumber: `SF${1500000000000 + Number(order.orderId)}`, shippedAt: dayjs().format(TIME_FORMAT) },
    })
    return { ok: true }
  })

  app.get<{ Params: { id: string } }>(`${BASE}/contract/:id`, async (req) => {
    const { order, error } = ownOrder(req)
    if (!order) return error
    if (!extrasOf().get(order.orderId)?.hasContract) return fail(404, '该订单没有合同')
    return ok({ title: '儿童康复服务协议', content: contractHtml(order), money: order.payMoney })
  })
}

function summary(o: MockOrder, origin: string): OrderSummary {
  return {
    orderId: o.orderId,
    orderCode: o.orderCode,
    status: o.status,
    createTime: o.createTime,
    lines: o.lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      pic: absolutePics(l.pic, origin),
      amount: l.amount,
      payType: l.payType,
      money: l.money,
      point: l.point,
      productType: l.productType,
      skuId: l.skuId,
      skuName: l.skuName,
      campusName: l.campusName,
      startDateTime: l.startDateTime,
      endDateTime: l.endDateTime,
    })),
    payMoney: o.payMoney,
    point: o.point,
    hasGoods: o.hasGoods,
    shipped: o.shipped,
    received: o.received,
  }
}

function detail(o: MockOrder, extras: OrderExtras | undefined, origin: string): OrderDetail {
  const totalFen = o.lines.reduce((s, l) => s + (l.payType === 0 ? Math.round(Number(l.money) * 100) * l.amount : 0), 0)
  return {
    ...summary(o, origin),
    payTime: o.payTime,
    cancelTime: o.cancelTime,
    cancelReason: extras?.cancelReason,
    freight: o.freight,
    walletMoney: o.walletMoney,
    couponMoney: o.couponMoney,
    promotionMoney: o.schemeMoney,
    totalMoney: (totalFen / 100).toFixed(2),
    address: o.hasGoods ? { name: '乐乐妈妈', phone: '138****8000', fullAddress: '广东省 深圳市 南山区 科技园南区高新南七道 18 号 3 栋 1201' } : undefined,
    hasContract: extras?.hasContract ?? false,
  }
}

