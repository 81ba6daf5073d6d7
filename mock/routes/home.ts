import type { FastifyInstance } from 'fastify'
import type { MockContext } from '../context'
import { ok } from '../envelope'

/** Mall basics used by the home tab. */
export default async function homeRoutes(app: FastifyInstance, ctx: MockContext) {
  app.get('/mall/api/v1/basics/productModule', async () => ok(ctx.state.categoryTabs))
}
