import { buyNowProduct } from '../fixtures/buy-now-product'
import type { Rig } from './rig/rig'

/** A money product the parent can buy at once (see buyNowProduct): its order confirmation query and price in fen. */
export async function buyNowQuery(r: Rig): Promise<{ productId: string; skuId: string; amount: string; payType: string; fen: number }> {
  const { seed } = (await r.mock.inject({ method: 'GET', url: '/__mock__/health' })).json<{ seed: number }>()
  const { query, fen } = buyNowProduct(seed)
  return { ...query, fen }
}

/** The requests of the journey so far whose path ends with `suffix`. */
export const callsTo = (r: Rig, suffix: string) => r.host.log.requests.filter((q) => q.url.split('?')[0].endsWith(suffix))
