import { createProductDetailApi } from '@/shared/product/product-detail-api'
import { cartArea } from '@/shared/trade/cart-store'
import { defineArea } from '@/stores/area-registry'
import { DetailStore } from './detail-store'

/**
 * Goods and course detail: each opened detail page (they stack: a recommendation opens another) gets
 * its own DetailStore. The cart is asked for each time: a change of parent builds a new cart store.
 */
export const goodsArea = defineArea('goods', ({ deps, shell }) => {
  const product = createProductDetailApi(deps.send, deps.config)
  return {
    detail: () => new DetailStore({ product, clock: deps.clock }, { add: (req) => shell.areas.get(cartArea).add(req) }, () => shell.city.city?.name ?? null),
  }
})
