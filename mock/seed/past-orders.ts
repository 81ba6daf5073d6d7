import dayjs from 'dayjs'
import { CAMPUS_PRODUCT_TYPES, ProductType } from '../../types/api/product'
import type { Campus } from '../records'
import type { MockOrder, MockOrderLine, MockOrderStatus, OrderBook } from '../orders-state'
import type { CatalogueProduct } from './products'
import type { Random } from './random'
import { extraRows, type DataGrowth } from '../data-growth'

/** Carriers and the prefix their waybill numbers start with, so a parcel's number fits its carrier. */
const CARRIERS = [
  { company: '顺丰速运', prefix: 'SF' },
  { company: '中通快递', prefix: '7' },
  { company: '京东物流', prefix: 'JDX' },
] as const
const parcelOf = (c: (typeof CARRIERS)[number], serial: number) => ({ company: c.company, trackingNumber: `${c.prefix}${serial}` })

/** The seeded history's statuses, newest first: finished, with a cancelled one now and then. */
const HISTORY_PLAN: MockOrderStatus[] = [1, 1, -1, 1, 1, -1, 1, 1, 1, -1, 1, 1]

/** `count` statuses: the seeded history, then its pattern again for older orders. */
const historyPlan = (count: number): MockOrderStatus[] => Array.from({ length: count }, (_, i) => HISTORY_PLAN[i % HISTORY_PLAN.length])

/**
 * An order placed 5 to 30 hours before `at`, in the day (08:00–21:59): the older history of a
 * parent with many orders, about one a day.
 */
function earlierInTheDay(at: dayjs.Dayjs, random: Random): dayjs.Dayjs {
  let next = at.subtract(random.int(5, 30), 'hour')
  if (next.hour() < 8) next = next.subtract(1, 'day').hour(random.int(18, 21))
  else if (next.hour() > 21) next = next.hour(21)
  return next.minute(random.int(0, 59)).second(random.int(0, 59))
}

export const DEMO_USER_ID = 'U10001'
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'
/** How long a pending order stays payable. */
export const PAYABLE_MINUTES = 30

/** Types sold with a service contract (courses, assessments, consultations, recovery). */
const CONTRACT_TYPES: number[] = [ProductType.offlineCourse, ProductType.onlineCourse, ProductType.assessment, ProductType.consultation, ProductType.recovery]

/** Extra facts the order pages show that checkout does not record. */
export interface OrderExtras {
  cancelReason?: string
  hasContract: boolean
  delivery?: { company: string; trackingNumber: string; shippedAt: string }
}

/**
 * A realistic history for the demo parent, bought from the shared catalogue: finished, cancelled
 * and two pending orders (created minutes before `nowMs`, so they can still be paid). Order codes
 * grow with time. At a growth above 1 the history goes further back (about an order a day) until
 * the parent has `growth` times the orders; still two pending. Deterministic for a given seed,
 * catalogue, now and growth.
 */
export function seedPastOrders(
  book: OrderBook,
  random: Random,
  catalogue: CatalogueProduct[],
  nowMs: number,
  extras: Map<string, OrderExtras>,
  campuses: Campus[] = [],
  growth: DataGrowth = 1,
): void {
  const open = campuses.filter((c) => !/(已注销|暂停)$/.test(c.name))
  // the two pending orders stay two (payable only for minutes); the history takes the other rows
  const plan = historyPlan(HISTORY_PLAN.length + extraRows(HISTORY_PLAN.length + 2, growth))
  const times: string[] = []
  let at = dayjs(nowMs).subtract(1, 'day').hour(19).minute(20).second(0)
  for (let i = 0; i < plan.length; i += 1) {
    times.push(at.format(TIME_FORMAT))
    at = i < HISTORY_PLAN.length ? at.subtract(random.int(2, 9), 'day').hour(random.int(8, 21)).minute(random.int(0, 59)).second(random.int(0, 59)) : earlierInTheDay(at, random)
  }
  const goods = catalogue.filter((p) => p.productType === ProductType.goods)
  const courses = catalogue.filter((p) => CONTRACT_TYPES.includes(p.productType))
  const pick = () => (random.chance(0.4) && goods.length ? random.pick(goods) : random.pick(courses.length ? courses : catalogue))
  const history = plan.map((status, i) => ({ status, time: times[i] })).reverse()
  // book.add puts each order first, so add the oldest first
  for (const { status, time } of history) book.add(makeOrder(book, random, status, time, extras, pickLines(random, pick), open))
  const recent = (minutes: number) => dayjs(nowMs).subtract(minutes, 'minute').format(TIME_FORMAT)
  book.add(makeOrder(book, random, 2, recent(26), extras, goods.length ? [random.pick(goods), random.pick(courses)] : [pick()], open))
  book.add(makeOrder(book, random, 2, recent(3), extras, [random.pick(courses.length ? courses : catalogue)], open))
}

function makeOrder(
  book: OrderBook,
  random: Random,
  status: MockOrderStatus,
  createTime: string,
  extras: Map<string, OrderExtras>,
  products: CatalogueProduct[],
  campuses: Campus[],
): MockOrder {
  const { orderId, orderCode } = book.next()
  const unique = products.filter((p, i) => products.findIndex((q) => q.productId === p.productId) === i)
  const lines: MockOrderLine[] = unique.map((p) => {
    const isGoods = p.productType === ProductType.goods
    const byPoints = p.isPointProduct === 1
    const sku = p.skuList[0]
    const campus = CAMPUS_PRODUCT_TYPES.has(p.productType) && campuses.length ? random.pick(campuses) : undefined
    const classAt = dayjs(createTime, TIME_FORMAT).add(random.int(2, 9), 'day').hour(random.pick([9, 11, 14, 16])).minute(0).second(0)
    const booked = campus && (p.productType === ProductType.offlineCourse || p.productType === ProductType.lesson)
    return {
      productId: p.productId,
      productName: p.name,
      skuId: sku?.skuId,
      skuName: sku?.skuName,
      ...(campus ? { campusId: campus.campusId, campusName: campus.name } : {}),
      ...(booked ? { startDateTime: classAt.format(TIME_FORMAT), endDateTime: classAt.add(90, 'minute').format(TIME_FORMAT) } : {}),
      pic: p.pic.split(',')[0],
      amount: isGoods ? random.int(1, 2) : 1,
      payType: byPoints ? 1 : 0,
      money: byPoints ? '0.00' : sku?.purchasemoney ?? p.purchasemoney,
      point: byPoints ? p.point ?? 0 : 0,
      productType: p.productType,
    }
  })
  const fen = lines.reduce((sum, l) => sum + (l.payType === 0 ? Math.round(Number(l.money) * 100) * l.amount : 0), 0)
  const point = lines.reduce((sum, l) => sum + (l.payType === 1 ? l.point * l.amount : 0), 0)
  const hasGoods = unique.some((p) => p.productType === ProductType.goods)
  // as checkout charges: the largest freight of the goods, ¥30 off from ¥300, a ¥20 coupon sometimes
  const freightFen = unique
    .filter((p) => p.productType === ProductType.goods && p.isPointProduct !== 1)
    .reduce((max, p) => Math.max(max, p.freightList.reduce((a, f) => a + Math.round(Number(f.money) * 100), 0)), 0)
  const schemeFen = fen >= 30000 ? 3000 : 0
  const couponFen = fen >= 20000 && random.chance(0.4) ? 2000 : 0
  const yuan = (f: number) => (f / 100).toFixed(2)
  const created = dayjs(createTime, TIME_FORMAT)
  const order: MockOrder = {
    orderId,
    orderCode,
    userId: DEMO_USER_ID,
    status,
    createTime,
    payTime: status === 1 ? created.add(random.int(1, 8), 'minute').format(TIME_FORMAT) : undefined,
    cancelTime: status === -1 ? created.add(random.int(5, 29), 'minute').format(TIME_FORMAT) : undefined,
    lines,
    payMoney: yuan(Math.max(0, fen - couponFen - schemeFen) + freightFen),
    point,
    freight: yuan(freightFen),
    walletMoney: '0.00',
    couponMoney: yuan(couponFen),
    schemeMoney: yuan(schemeFen),
    couponIds: couponFen ? ['C3001'] : [],
    addressId: hasGoods ? 'A1001' : undefined,
    hasGoods,
    shipped: status === 1 && hasGoods,
    received: status === 1 && hasGoods ? random.chance(0.5) : false,
    deleted: false,
  }
  extras.set(orderId, {
    hasContract: unique.some((p) => CONTRACT_TYPES.includes(p.productType)),
    cancelReason: status === -1 ? random.pick(['不想买了', '信息填写错误，重新下单', '超时未支付']) : undefined,
    delivery:
      status === 1 && hasGoods
        ? { ...parcelOf(random.pick(CARRIERS), 1400000000000 + random.int(0, 99999999)), shippedAt: created.add(1, 'day').hour(10).format(TIME_FORMAT) }
        : undefined,
  })
  return order
}

function pickLines(random: Random, pick: () => CatalogueProduct): CatalogueProduct[] {
  return random.chance(0.3) ? [pick(), pick()] : [pick()]
}
