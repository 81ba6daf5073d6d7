import { defineArea, type AreaContext } from '@/stores/area-registry'
import { createOrderApi, type OrderApi } from './order-api'
import { OrderDetailStore } from './order-detail-store'
import { OrderListStore } from './order-list-store'

/** The order pages' model: the list by status tab and the open order. */
export class OrderModel {
  readonly list: OrderListStore
  readonly detail: OrderDetailStore

  constructor(
    ctx: AreaContext,
    readonly api: OrderApi = createOrderApi(ctx.deps.send, ctx.deps.config),
  ) {
    this.list = new OrderListStore(api)
    this.detail = new OrderDetailStore(ctx.deps, api)
  }
}

export const orderArea = defineArea('order', (ctx) => new OrderModel(ctx))
