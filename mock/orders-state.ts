import type { OrderLine } from '../types/api/order'
import type { MockContext } from './context'

/** Order status (spec §4): 2 pending payment, 1 paid/finished, -1 cancelled. */
export type MockOrderStatus = 2 | 1 | -1

/** An order line as the order service returns it, plus where and when a course is taken. */
export type MockOrderLine = OrderLine & {
  campusId?: string
  scheduleId?: string
  appointDate?: string
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
