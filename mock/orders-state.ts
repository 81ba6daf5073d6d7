import type { MockContext } from './context'

/** Order status (spec §4): 2 pending payment, 1 paid/finished, -1 cancelled. */
export type MockOrderStatus = 2 | 1 | -1

/** One product line of an order, as the order service returns it. */
export interface OrderLine {
  productId: string
  productName: string
  /** comma-separated image URLs, first is the cover */
  pic: string
  amount: number
  /** 0 money, 1 points */
  payType: 0 | 1
  /** unit price, yuan text */
  money: string
  point: number
  productType?: number
  skuId?: string
  /** the chosen sku, e.g. '24课时' */
  skuName?: string
  /** campus name of a course taken at a campus */
  campusName?: string
  /** the booked class, 'YYYY-MM-DD HH:mm:ss' */
  startDateTime?: string
  endDateTime?: string
}

/** An order line as the order service keeps it: what it returns, plus where and when a course is taken. */
export type MockOrderLine = OrderLine & {
  campusId?: string
  scheduleId?: string
  appointDate?: string
}

/** An order as the list returns it (spec §3: order list = dataList, totalCount). */
export interface OrderSummary {
  orderId: string
  orderCode: string
  status: MockOrderStatus
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
  lines: OrderLine[]
  /** money to pay, yuan text */
  payMoney: string
  point: number
  hasGoods: boolean
  /** goods received (confirm receipt done) */
  received: boolean
  /** goods handed to the carrier; a paid goods order is 待发货 until then */
  shipped?: boolean
}

/** GET /mall/api/v1/order/{id}?version=6.1.0 */
export interface OrderDetail extends OrderSummary {
  payTime?: string
  cancelTime?: string
  cancelReason?: string
  freight: string
  walletMoney: string
  couponMoney: string
  /** the shop's discount scheme (promotion), yuan text */
  promotionMoney?: string
  /** sum of lines before discounts, yuan text */
  totalMoney: string
  /** province city county and street on one line */
  address?: { name: string; phone: string; fullAddress: string }
  /** an order that includes a contract (courses, services) */
  hasContract: boolean
}

export interface MockOrder {
  orderId: string
  orderCode: string
  userId: string
  status: MockOrderStatus
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
  payTime?: string
  cancelTime?: string
  lines: MockOrderLine[]
  /** amount to pay in money, yuan text */
  payMoney: string
  /** points to pay */
  point: number
  freight: string
  walletMoney: string
  couponMoney: string
  /** the shop's discount scheme taken off, yuan text */
  schemeMoney: string
  couponIds: string[]
  addressId?: string
  hasGoods: boolean
  /** handed to the carrier (POST /__mock__/ship/{orderId}, or seeded history) */
  shipped: boolean
  received: boolean
  deleted: boolean
  /** a client key that makes order creation idempotent */
  requestKey?: string
}

export interface OrderBook {
  orders: MockOrder[]
  next(): { orderId: string; orderCode: string }
  find(orderId: string): MockOrder | undefined
  add(order: MockOrder): MockOrder
}

/** The orders every mock area shares: checkout creates them, the order pages read and change them. */
export function orderBook(ctx: MockContext): OrderBook {
  return ctx.area<OrderBook>('orders', () => {
    const orders: MockOrder[] = []
    let counter = 0
    return {
      orders,
      next() {
        counter += 1
        return { orderId: String(900000 + counter), orderCode: `DD2026${String(counter).padStart(8, '0')}` }
      },
      find: (id) => orders.find((o) => o.orderId === id && !o.deleted),
      add(order) {
        orders.unshift(order)
        return order
      },
    }
  })
}
