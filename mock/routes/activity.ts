import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { avatarUrl, buildGrowthSeed, type GrowthSeed, type InviteActivity } from '../seed/growth'
import { requestOrigin } from '../seed/products'

const MALL = '/mall/api/v1'

export const growthSeed = (ctx: MockContext): GrowthSeed => ctx.area('growth', (random) => buildGrowthSeed(random))

/** The invitation activity and the assessment invitation (spec §7 invite/*). */
export default async function activityRoutes(app: FastifyInstance, ctx: MockContext) {
  const withUser = (req: FastifyRequest, seeded: GrowthSeed['activity'], inviteCount: number): InviteActivity => {
    // pictures are served by the mock: absolute, so the mini-program and the dev build on another port can load them
    const origin = requestOrigin(req)
    const abs = (u: string) => (u.startsWith('/') ? `${origin}${u}` : u)
    const activity = {
      ...seeded,
      poster: JSON.stringify((JSON.parse(seeded.poster) as string[]).map(abs)),
      pullNewLeaderboards: seeded.pullNewLeaderboards.map((e) => ({ ...e, headimg: abs(e.headimg) })),
    }
    const s = ctx.sessionOf(req)
    const user = s ? ctx.state.users.get(s.userId) : undefined
    // an anonymous visitor (a page shared to Moments) sees the activity without personal parts
    if (!user) return { ...activity }
    return { ...activity, userId: user.user_id, userName: user.user_name || '家长', headimg: user.avatar || abs(avatarUrl(1)), inviteCount }
  }

  app.get<{ Querystring: { inviteType?: string } }>(`${MALL}/invite/inviteText`, async (req) => {
    const seed = growthSeed(ctx)
    if (req.query.inviteType === 'AssessInvite') return ok(withUser(req, seed.assess, seed.assessRecord.inviteCount))
    return ok(withUser(req, seed.activity, seed.record.inviteCount))
  })

  app.get(`${MALL}/invite/directions`, async () => ok(growthSeed(ctx).directions))

  app.get(`${MALL}/invite/invitationRecord`, async (req) => {
    if (!ctx.sessionOf(req)) return fail(-400, '登录已失效')
    return ok(growthSeed(ctx).record)
  })

  app.get(`${MALL}/invite/assessInvite/invitationRecord`, async (req) => {
    if (!ctx.sessionOf(req)) return fail(-400, '登录已失效')
    return ok(growthSeed(ctx).assessRecord)
  })
}
