import dayjs from 'dayjs'
import type { MockOrder, MockOrderLine, MockOrderStatus, OrderBook } from '../orders-state'
import type { Random } from './random'

export const DEMO_USER_ID = 'U10001'
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'
/** How long a pending order stays payable. */
export const PAYABLE_MINUTES = 30

interface SeedProduct {
  productId: string
  productName: string
  money: string
  point: number
  payType: 0 | 1
  productType: number
  goods: boolean
  contract: boolean
}

/** Products the demo parent has bought: courses, assessments and goods (productType 2 goods, 5 video). */
const PRODUCTS: SeedProduct[] = [
  { productId: 'P2001', productName: '感统训练课（12课时）', money: '2880.00', point: 0, payType: 0, productType: 1, goods: false, contract: true },
  { productId: 'P2002', productName: '儿童语言发育评估', money: '398.00', point: 0, payType: 0, productType: 3, goods: false, contract: true },
  { productId: 'P2003', productName: '注意力训练卡片套装', money: '89.90', point: 0, payType: 0, productType: 2, goods: true, contract: false },
  { productId: 'P2004', productName: '家长课堂·如何陪伴孩子阅读', money: '49.00', point: 0, payType: 0, productType: 5, goods: false, contract: false },
  { productId: 'P2005', productName: '儿童护眼台灯', money: '0.00', point: 3000, payType: 1, productType: 2, goods: true, contract: false },
  { productId: 'P2006', productName: '精细动作训练教具', money: '168.00', point: 0, payType: 0, productType: 2, goods: true, contract: false },
  { productId: 'P2007', productName: '一对一康复咨询（60分钟）', money: '300.00', point: 0, payType: 0, productType: 4, goods: false, contract: true },
  { productId: 'P2008', productName: '儿童绘本·情绪管理（全6册）', money: '0.00', point: 1200, payType: 1, productType: 2, goods: true, contract: false },
]

const pic = (id: string) => `https://img.kids-health.test/products/${id}.jpg`

/** Extra facts the order pages show that checkout does not record. */
export interface OrderExtras {
  cancelReason?: string
  hasContract: boolean
  delivery?: { company: string; trackingNumber: string; shippedAt: string }
}

/**
 * A realistic history for the demo parent: finished, cancelled and two pending orders (created
 * minutes before `nowMs` so they can still be paid). Deterministic for a given seed and now.
 */
export function seedPastOrders(book: OrderBook, random: Random, nowMs: number, extras: Map<string, OrderExtras>): void {
  const plan: MockOrderStatus[] = [1, 1, -1, 1, 1, -1, 1, 1, 1, -1, 1, 1]
  const orders: MockOrder[] = []
  let at = dayjs(nowMs).subtract(1, 'day').hour(19).minute(20).second(0)
  for (const status of plan) {
    orders.push(makeOrder(book, random, status, at.format(TIME_FORMAT), extras))
    at = at.subtract(random.int(2, 9), 'day').hour(random.int(8, 21)).minute(random.int(0, 59)).second(random.int(0, 59))
  }
  // two pending orders, newest first
  orders.unshift(makeOrder(book, random, 2, dayjs(nowMs).subtract(26, 'minute').format(TIME_FORMAT), extras, [2, 1]))
  orders.unshift(makeOrder(book, random, 2, dayjs(nowMs).subtract(3, 'minute').format(TIME_FORMAT), extras, [0]))
  // book.add puts each at the front: add oldest first
  for (const o of orders.reverse()) book.add(o)
}

function makeOrder(
  book: OrderBook,
  random: Random,
  status: MockOrderStatus,
  createTime: string,
  extras: Map<string, OrderExtras>,
  productIndexes?: number[],
): MockOrder {
  const { orderId, orderCode } = book.next()
  const chosen = productIndexes ?? pickLines(random)
  const lines: MockOrderLine[] = chosen.map((i) => {
    const p = PRODUCTS[i]
    return { productId: p.productId, productName: p.productName, pic: pic(p.productId), amount: p.goods ? random.int(1, 2) : 1, payType: p.payType, money: p.money, point: p.point, productType: p.productType }
  })
  const fen = lines.reduce((sum, l) => sum + (l.payType === 0 ? Math.round(Number(l.money) * 100) * l.amount : 0), 0)
  const point = lines.reduce((sum, l) => sum + (l.payType === 1 ? l.point * l.amount : 0), 0)
  const hasGoods = chosen.some((i) => PRODUCTS[i].goods)
  const freightFen = hasGoods && fen > 0 && fen < 9900 ? 1000 : 0
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
    payMoney: yuan(Math.max(0, fen + freightFen - couponFen)),
    point,
    freight: yuan(freightFen),
    walletMoney: '0.00',
    couponMoney: yuan(couponFen),
    couponIds: couponFen ? ['C3001'] : [],
    addressId: hasGoods ? 'A1001' : undefined,
    hasGoods,
    received: status === 1 && hasGoods ? random.chance(0.5) : false,
    deleted: false,
  }
  extras.set(orderId, {
    hasContract: chosen.some((i) => PRODUCTS[i].contract),
    cancelReason: status === -1 ? random.pick(['不想买了', '信息填写错误，重新下单', '超时未支付']) : undefined,
    delivery:
      status === 1 && hasGoods
        ? { company: random.pick(['顺丰速运', '中通快递', '京东物流']), trackingNumber: `SF${1400000000000 + random.int(0, 99999999)}`, shippedAt: created.add(1, 'day').hour(10).format(TIME_FORMAT) }
        : undefined,
  })
  return order
}

function pickLines(random: Random): number[] {
  const first = random.int(0, PRODUCTS.length - 1)
  if (!random.chance(0.3)) return [first]
  const second = (first + random.int(1, PRODUCTS.length - 1)) % PRODUCTS.length
  return [first, second]
}
