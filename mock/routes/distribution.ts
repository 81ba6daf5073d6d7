import type { FastifyInstance } from 'fastify'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { distributionProducts, distributionShares, type DistributionProduct, type DistributionSaleOrder, type DistributionShare, type MyDistribution } from '../seed/growth'
import { productCatalogue } from '../seed/products'

const MALL = '/mall/api/v1'

interface DistributionState {
  products: DistributionProduct[]
  shares: { share: DistributionShare; orders: DistributionSaleOrder[] }[]
}

export const distributionState = (ctx: MockContext): DistributionState =>
  ctx.area('distribution', (random) => {
    const products = distributionProducts(random, productCatalogue(ctx))
    return { products, shares: distributionShares(random, products) }
  })

const int = (v: unknown, fallback: number, min = 1, max = 100): number => {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}
const fen = (yuan: string) => Math.round(Number(yuan) * 100)
const yuan = (f: number) => (f / 100).toFixed(2)

/** The distribution programme: products to share for a commission, my shares and earnings. */
export default async function distributionRoutes(app: FastifyInstance, ctx: MockContext) {
  app.get<{ Querystring: { pageIndex?: string; pageSize?: string } }>(`${MALL}/distribution/peopleShare`, async (req) => {
    if (!ctx.sessionOf(req)) return fail(-400, '登录已失效')
    const pageIndex = int(req.query.pageIndex, 1, 1, 10_000)
    const pageSize = int(req.query.pageSize, 8)
    const all = distributionState(ctx).products
    return ok({ list: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: all.length })
  })

  app.get(`${MALL}/distribution/myShare`, async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const shares = distributionState(ctx).shares.map((x) => x.share)
    const sum = (list: DistributionShare[]) => list.reduce((t, x) => t + fen(x.earnings), 0)
    const body: MyDistribution = {
      userId: s.userId,
      totalEarnings: yuan(sum(shares)),
      settledEarnings: yuan(sum(shares.filter((x) => x.settled === 1))),
      pendingEarnings: yuan(sum(shares.filter((x) => x.settled !== 1))),
      orderCount: shares.reduce((t, x) => t + x.orderCount, 0),
      shares,
    }
    return ok(body)
  })

  app.get<{ Params: { id: string } }>(`${MALL}/distribution/share/:id`, async (req) => {
    if (!ctx.sessionOf(req)) return fail(-400, '登录已失效')
    const found = distributionState(ctx).shares.find((x) => x.share.shareId === req.params.id)
    if (!found) return fail(500404, '分享记录不存在')
    return ok({ ...found.share, orders: found.orders })
  })
}
