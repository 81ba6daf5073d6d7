import { PAID } from '@/services/pay/status-poller'
import { defineArea, type AreaContext } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import { createCheckoutApi, type CheckoutApi } from './checkout-api'
import { CheckoutStore } from './checkout-store'
import { PayStore } from './pay-store'

/** Checkout and payment, used by the order, cart, coupon, pay and goods pages. */
export class TradeModel {
  readonly checkout: CheckoutStore
  readonly pay: PayStore
  /** pay-finish: whether the server says the order is paid (asked once more there) */
  readonly paid = new Resource<boolean>(() => Promise.reject(new Error('订单不存在')))
  private paidOf = ''

  constructor(
    readonly ctx: AreaContext,
    readonly api: CheckoutApi = createCheckoutApi(ctx.deps.send, ctx.deps.config),
  ) {
    this.checkout = new CheckoutStore(ctx.deps, api)
    this.pay = new PayStore(api)
  }

  /** Asks the server whether this order is paid (pay-finish's open and pull-down). */
  checkPaid(orderId: string): Promise<void> {
    if (orderId === this.paidOf) return this.paid.load()
    this.paidOf = orderId
    return this.paid.setSource(() => this.api.queryStatus(orderId).then((s) => s === PAID))
  }
}

export const tradeArea = defineArea('trade', (ctx) => new TradeModel(ctx))
