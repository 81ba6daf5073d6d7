import type { FastifyInstance } from 'fastify'
import type {
  BindThirdRequest,
  MiniProgramLoginRequest,
  MiniProgramPhoneRequest,
  OrganizationSetRequest,
  UpdatePhoneRequest,
} from '../../types/api/auth'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { DEMO_OPENID, DEMO_UNIONID, issueToken } from '../state'

/** Auth service: mini-program login and phone binding, H5 token exchange, organizations. */
export default async function authRoutes(app: FastifyInstance, ctx: MockContext) {
  app.post<{ Body: MiniProgramLoginRequest }>('/api/bind/user/miniPrograms/login', async (req) => {
    const { code, appid } = req.body ?? ({} as MiniProgramLoginRequest)
    if (!code || !appid) return fail(400, '缺少 code 或 appid')
    const { state } = ctx
    if (!state.boundOpenIds.has(DEMO_OPENID)) return { code: 201, msg: '未绑定手机号', data: { openid: DEMO_OPENID, unionid: DEMO_UNIONID } }
    return ok(issueToken(state, { userId: 'U10001', openid: DEMO_OPENID, organizationId: 'ORG001' }))
  })

  app.post<{ Body: MiniProgramPhoneRequest }>('/api/bind/user/miniPrograms/phone', async (req) => {
    const b = req.body
    if (!b?.encryptedData || !b.iv || !b.openid) return fail(400, '手机号授权信息不完整')
    return ok({ phoneNumber: '13800138000' })
  })

  app.post<{ Body: BindThirdRequest }>('/api/bind/user/third', async (req) => {
    const b = req.body
    if (!b || b.dataType !== 0 || b.source !== '101' || b.userType !== 1 || !b.phone || !b.openid) {
      return fail(400, '绑定参数错误')
    }
    ctx.state.boundOpenIds.add(b.openid)
    return ok(null)
  })

  // The mini-program's counterpart of /mock/h5-login: WeChat grants a phone number only to a real
  // app id with that capability, so the binding page of a development build (TARO_APP_DEMO_PARENT_BIND=1)
  // offers 以演示家长身份绑定, which binds the WeChat identity waiting there as the demo parent.
  app.post<{ Body: { openid?: string } }>('/mock/weapp-demo-bind', async (req) => {
    const openid = req.body?.openid
    if (!openid) return fail(400, '缺少 openid')
    ctx.state.boundOpenIds.add(openid)
    return ok(null)
  })

  app.put<{ Body: UpdatePhoneRequest }>('/api/auth/miniPrograms/phone', async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const user = ctx.state.users.get(s.userId)
    if (user && req.body?.phone) user.phone = req.body.phone
    return ok(null)
  })

  app.get<{ Querystring: { token?: string; appId?: string; openId?: string } }>('/api/auth/h5/exchange', async (req) => {
    const { token, appId, openId } = req.query
    if (!token || !appId || !openId) return fail(400, '缺少登录参数')
    if (!token.startsWith('h5-')) return fail(401, '登录凭证无效，请重新登录')
    return ok(issueToken(ctx.state, { userId: 'U10001', openid: openId, organizationId: 'ORG001' }))
  })

  app.get('/api/auth/students', async (req) => {
    if (!ctx.sessionOf(req)) return fail(-400, '登录已失效')
    return ok([{ studentId: 'S20001', studentName: '乐乐' }])
  })

  app.get('/api/auth/userOrganizations', async (req) => {
    if (!ctx.sessionOf(req)) return fail(-400, '登录已失效')
    return ok(ctx.state.organizations)
  })

  app.post<{ Body: OrganizationSetRequest }>('/api/auth/userOrganizationSet', async (req) => {
    const s = ctx.sessionOf(req)
    if (!s) return fail(-400, '登录已失效')
    const org = ctx.state.organizations.find((o) => o.organizationId === req.body?.organizationId)
    if (!org || req.body.dataType !== 1) return fail(400, '机构不存在')
    s.organizationId = org.organizationId
    const user = ctx.state.users.get(s.userId)
    if (user) user.organization_id = org.organizationId
    return ok(null)
  })
}
