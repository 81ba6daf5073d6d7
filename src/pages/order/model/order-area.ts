import type { OrderContract, OrderDelivery } from './order-calls'
import { errorText, isNotFound } from '@/services/http/errors'
import { defineArea, type AreaContext } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import { createOrderApi, type OrderApi } from './order-api'
import { OrderDetailStore } from './order-detail-store'
import { OrderListStore } from './order-list-store'

/** An order's logistics, or why there are none yet (not shipped is a fact, not a failure). */
export type DeliveryView = { kind: 'ready'; delivery: OrderDelivery } | { kind: 'none'; text: string }

const nothingOpen = () => Promise.reject(new Error('订单不存在'))

/** The order pages' model: the list by status tab, the open order, its logistics and its contract. */
export class OrderModel {
  readonly list: OrderListStore
  readonly detail: OrderDetailStore
  readonly delivery = new Resource<DeliveryView>(nothingOpen)
  /** the contract's HTML and amount */
  readonly contract = new Resource<OrderContract>(nothingOpen)

  constructor(
    ctx: AreaContext,
    readonly api: OrderApi = createOrderApi(ctx.deps.send, ctx.deps.config),
  ) {
    this.list = new OrderListStore(api)
    this.detail = new OrderDetailStore(ctx.deps, api, (code) => this.list.list.items.find((o) => o.orderCode === code)?.orderId ?? null)
  }

  private deliveryOf = ''
  private contractOf = ''

  /** The logistics of this order (a page's open and pull-down: the same order keeps what is shown). */
  openDelivery(orderId: string): Promise<void> {
    if (orderId === this.deliveryOf) return this.delivery.load()
    this.deliveryOf = orderId
    return this.delivery.setSource(() =>
      this.api.delivery(orderId).then(
        (delivery): DeliveryView => ({ kind: 'ready', delivery }),
        (e: unknown): DeliveryView => {
          if (isNotFound(e)) return { kind: 'none', text: errorText(e) }
          throw e
        },
      ),
    )
  }

  /** The contract of this order. */
  openContract(orderId: string): Promise<void> {
    if (orderId === this.contractOf) return this.contract.load()
    this.contractOf = orderId
    return this.contract.setSource(() => this.api.contract(orderId))
  }
}

export const orderArea = defineArea('order', (ctx) => new OrderModel(ctx))
