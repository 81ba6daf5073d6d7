import type { FastifyInstance } from 'fastify'
import type { UserInfo } from '../records'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { MEMBER_INFO } from '../seed/account'

/** The profile as the app service answers it, with member info (spec §3): the membership map keyed by user id. */
const profileView = (user: UserInfo): UserInfo => ({ ...user, memberInfo: MEMBER_INFO[user.user_id] ? { [user.user_id]: MEMBER_INFO[user.user_id] } : {} })

/** App service: the parent's profile; updating it (the path is not published) needs a login. */
export default async function userRoutes(app: FastifyInstance, ctx: MockContext) {
  app.get('/api/user/getUserInfo', async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const user = ctx.state.users.get(s.userId)
    return ok(user ? profileView(user) : null)
  })
  app.put<{ Body: Partial<UserInfo> }>('/api/user/updateUserInfo', async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const user = ctx.state.users.get(s.userId)
    if (!user) return fail(404, '用户不存在')
    const { user_name, avatar, sex, birthday } = req.body ?? {}
    if (user_name !== undefined && (typeof user_name !== 'string' || !user_name.trim() || [...user_name.trim()].length > 20)) return fail(500, '昵称需为1-20个字')
    if (sex !== undefined && ![0, 1, 2].includes(sex)) return fail(500, '性别不正确')
    if (birthday !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(birthday))) return fail(500, '生日格式不正确')
    Object.assign(user, user_name !== undefined ? { user_name: user_name.trim() } : {}, avatar !== undefined ? { avatar } : {})
    Object.assign(user, sex !== undefined ? { sex } : {}, birthday !== undefined ? { birthday } : {})
    return ok(profileView(user))
  })
}
