import type { FastifyInstance } from 'fastify'
import { CAMPUS_PRODUCT_TYPES } from '../../types/api/product'
import type { CityRecord } from '../records'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { cityRecords } from '../seed/cities'
import { findProduct } from '../seed/products'
import { REGIONS } from '../seed/taxonomy'

const MALL = '/mall/api/v1'


/** Cities and campuses (spec §3): the city list and the campuses a product may be taken at. */
export default async function regionRoutes(app: FastifyInstance, ctx: MockContext) {
  app.get(`${MALL}/basics/region/city`, async () => ok(cityRecords(ctx)))

  app.get<{ Params: { productId: string } }>(`${MALL}/basics/region/authCampu/:productId`, async (req) => {
    const product = findProduct(ctx, req.params.productId)
    if (!product) return fail(500200, '商品不存在或已下架')
    if (!CAMPUS_PRODUCT_TYPES.has(product.productType)) return ok([] as CityRecord[])
    const regionNames = new Set(REGIONS.filter((r) => product.regionIds.includes(r.regionId)).map((r) => r.regionName))
    // products listed in no region are offered in every city with campuses
    const cities = cityRecords(ctx).filter((c) => regionNames.size === 0 || regionNames.has(c.name) || c.name === '深圳市')
    return ok(cities)
  })
}
