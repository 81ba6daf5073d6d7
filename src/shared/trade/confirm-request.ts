import type { ConfirmOrderRequest } from '@types-api/api/checkout'
import type { Query } from '@/utils/url'

const int = (v: string | undefined, fallback: number): number => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : fallback
}
/** Router params may arrive still percent-encoded (H5); decode each value once, keeping malformed ones. */
function decodeValues(q: Query): Query {
  const out: Query = {}
  for (const [k, v] of Object.entries(q)) {
    try {
      out[k] = typeof v === 'string' && v.includes('%') ? decodeURIComponent(v) : v
    } catch {
      out[k] = v
    }
  }
  return out
}
const payTypeOf = (v: string | undefined): 0 | 1 => (v === '1' ? 1 : 0)

/**
 * The confirm payload from a page address: buy now (`productId`, `skuId`, `campusId`, `scheduleId`,
 * `appointDate`, `amount`, `payType`) or cart rows (`carts=cartId:amount:payType,…`). Null when neither.
 */
export function confirmRequestFromQuery(query: Query): ConfirmOrderRequest | null {
  const q = decodeValues(query)
  if (q.carts) {
    const carts = q.carts
      .split(',')
      .map((part) => part.split(':'))
      .filter(([id]) => Boolean(id))
      .map(([cartId, amount, payType]) => ({ cartId, amount: int(amount, 1), payType: payTypeOf(payType) }))
    return carts.length ? { cartIdList: carts.map((c) => c.cartId), carts } : null
  }
  if (!q.productId) return null
  const opt = (k: string) => (q[k] ? { [k]: q[k] } : {})
  return {
    product: {
      productId: q.productId,
      ...opt('skuId'),
      ...opt('campusId'),
      ...opt('scheduleId'),
      ...opt('appointDate'),
      ...opt('distributionSaleConfigId'),
      amount: int(q.amount, 1),
      payType: payTypeOf(q.payType),
    },
  }
}

/** The address part for cart rows, the inverse of confirmRequestFromQuery. */
export const cartsParam = (carts: { cartId: string; amount: number; payType: 0 | 1 }[]): string =>
  carts.map((c) => `${c.cartId}:${c.amount}:${c.payType}`).join(',')

/** A stable key of one confirm payload, to know whether the page asks for the draft already held. */
export const requestKeyOf = (r: ConfirmOrderRequest): string => JSON.stringify(r)
