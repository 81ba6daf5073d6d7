import type { FastifyInstance } from 'fastify'

/**
 * Takes the demo parent's seeded effective lines out of the cart, leaving the lapsed one, so that a
 * test's cart holds what the test adds. The mock seeds them for a newcomer's first look at the cart.
 */
export async function clearSeededCartLines(app: FastifyInstance, headers: Record<string, string>): Promise<void> {
  const rows = (await app.inject({ method: 'GET', url: '/mall/api/v1/cart', headers })).json().data as { cartId: string; isEffective: number | boolean }[]
  const cartIds = rows.filter((r) => r.isEffective === 1 || r.isEffective === true).map((r) => r.cartId)
  if (cartIds.length) await app.inject({ method: 'DELETE', url: '/mall/api/v1/cart', headers, payload: { cartIds } })
}
