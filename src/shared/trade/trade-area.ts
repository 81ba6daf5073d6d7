import { defineArea, type AreaContext } from '@/stores/area-registry'
import { createCheckoutApi, type CheckoutApi } from './checkout-api'
import { CheckoutStore } from './checkout-store'
import { PayStore } from './pay-store'

/** Checkout and payment, used by the order, cart, coupon, pay and goods pages. */
export class TradeModel {
  readonly checkout: CheckoutStore
  readonly pay: PayStore

  constructor(
    readonly ctx: AreaContext,
    readonly api: CheckoutApi = createCheckoutApi(ctx.deps.send, ctx.deps.config),
  ) {
    this.checkout = new CheckoutStore(ctx.deps, api)
    this.pay = new PayStore(api)
  }
}

export const tradeArea = defineArea('trade', (ctx) => new TradeModel(ctx))
