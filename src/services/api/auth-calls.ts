import { looseObject, nullish, number, record, string, union, unknown, type InferOutput } from 'valibot'
import type {
  BindThirdRequest,
  H5ExchangeRequest,
  MiniProgramLoginRequest,
  MiniProgramPhoneRequest,
  OrganizationSetRequest,
  UpdatePhoneRequest,
} from '@types-api/api/auth'
import { declareService, noData, sends } from '@/services/http/declare'
import { listShape } from './common-shapes'

/** The auth service judges its answers by the `auth` rule; its calls are how login is made, so they do not wait for it. */
const auth = declareService('auth', { rule: 'auth', skipLoginWait: true })

/** The auth service's token (a code-0 login, the H5 exchange). */
const oauthTokenShape = looseObject({
  access_token: string(),
  expires_in: number(),
  refresh_token: nullish(string()),
  scope: nullish(string()),
  token_type: nullish(string()),
  extra: nullish(record(string(), unknown())),
})
export type OAuthToken = InferOutput<typeof oauthTokenShape>

/** A WeChat identity not bound to a parent yet (login code 201). */
const unboundIdentityShape = looseObject({ openid: string(), unionid: nullish(string()) })
export type UnboundIdentity = InferOutput<typeof unboundIdentityShape>

/** POST /api/bind/user/miniPrograms/login: a token (code 0) or the unbound WeChat identity (code 201). Login never waits for login readiness. */
export const miniProgramLogin = auth.post('/api/bind/user/miniPrograms/login', union([oauthTokenShape, unboundIdentityShape]), { rule: 'mini-login', body: sends<MiniProgramLoginRequest>, skipAuth: true })
export type MiniProgramLoginData = InferOutput<typeof miniProgramLogin.shape>

/** POST /api/bind/user/miniPrograms/phone */
export const miniProgramPhone = auth.post('/api/bind/user/miniPrograms/phone', looseObject({ phoneNumber: string() }), { body: sends<MiniProgramPhoneRequest> })

/** POST /api/bind/user/third */
export const bindThird = auth.post('/api/bind/user/third', noData, { body: sends<BindThirdRequest> })

/** PUT /api/auth/miniPrograms/phone */
export const updatePhone = auth.put('/api/auth/miniPrograms/phone', noData, { body: sends<UpdatePhoneRequest>, skipLoginWait: false })

const organizationShape = looseObject({ organizationId: string(), organizationName: string() })
export type Organization = InferOutput<typeof organizationShape>

/** GET /api/auth/userOrganizations */
export const userOrganizations = auth.get('/api/auth/userOrganizations', listShape(organizationShape))

/** POST /api/auth/userOrganizationSet */
export const userOrganizationSet = auth.post('/api/auth/userOrganizationSet', noData, { body: sends<OrganizationSetRequest> })

/** GET /api/auth/h5/exchange?token&appId&openId: the token from the address for a student token (reads data.access_token). */
export const exchangeH5Token = auth.get('/api/auth/h5/exchange', oauthTokenShape, { query: (q: H5ExchangeRequest) => ({ token: q.token, appId: q.appId, openId: q.openId }), skipAuth: true })

/** GET /api/auth/students: the student id lookup (reads data[0].studentId). */
export const students = auth.get('/api/auth/students', listShape(looseObject({ studentId: string() })))
