import type { FastifyInstance } from 'fastify'
import type { UserInfo } from '../../types/api/user'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { MEMBER_INFO } from '../seed/account'

/** App service: the parent's profile. */
export default async function userRoutes(app: FastifyInstance, ctx: MockContext) {
  app.get('/api/user/getUserInfo', async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const user = ctx.state.users.get(s.userId)
    // member info (spec §3): the membership map, keyed by user id
    return ok(user ? { ...user, memberInfo: MEMBER_INFO[s.userId] ? { [s.userId]: MEMBER_INFO[s.userId] } : {} } : null)
  })
  app.put<{ Body: Partial<UserInfo> }>('/api/user/updateUserInfo', async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const user = ctx.state.users.get(s.userId)
    if (!user) return fail(404, '用户不存在')
    const { user_name, avatar, sex, birthday } = req.body ?? {}
    Object.assign(user, user_name !== undefined ? { user_name } : {}, avatar !== undefined ? { avatar } : {})
    Object.assign(user, sex !== undefined ? { sex } : {}, birthday !== undefined ? { birthday } : {})
    return ok(user)
  })
}
