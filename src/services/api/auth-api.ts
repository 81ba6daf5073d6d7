import { looseObject, nullish, number, record, string, union, unknown, type InferOutput } from 'valibot'
import type {
  BindThirdRequest,
  H5ExchangeRequest,
  MiniProgramLoginRequest,
  MiniProgramPhoneRequest,
  OrganizationSetRequest,
  UpdatePhoneRequest,
} from '@types-api/api/auth'
import type { AppConfig } from '@/config/parse-env'
import { createCall, declareCall, noData } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { listOf, listShape } from './common-shapes'

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
export const miniProgramLogin = declareCall({
  service: 'auth',
  method: 'POST',
  path: '/api/bind/user/miniPrograms/login',
  rule: 'mini-login',
  shape: union([oauthTokenShape, unboundIdentityShape]),
  body: (req: MiniProgramLoginRequest) => req,
  skipLoginWait: true,
  skipAuth: true,
})
export type MiniProgramLoginData = InferOutput<typeof miniProgramLogin.shape>

/** POST /api/bind/user/miniPrograms/phone */
export const miniProgramPhone = declareCall({
  service: 'auth',
  method: 'POST',
  path: '/api/bind/user/miniPrograms/phone',
  rule: 'auth',
  shape: looseObject({ phoneNumber: string() }),
  body: (req: MiniProgramPhoneRequest) => req,
  skipLoginWait: true,
})

/** POST /api/bind/user/third */
export const bindThird = declareCall({
  service: 'auth',
  method: 'POST',
  path: '/api/bind/user/third',
  rule: 'auth',
  shape: noData,
  body: (req: BindThirdRequest) => req,
  skipLoginWait: true,
})

/** PUT /api/auth/miniPrograms/phone */
export const updatePhone = declareCall({ service: 'auth', method: 'PUT', path: '/api/auth/miniPrograms/phone', rule: 'auth', shape: noData, body: (req: UpdatePhoneRequest) => req })

const organizationShape = looseObject({ organizationId: string(), organizationName: string() })
export type Organization = InferOutput<typeof organizationShape>

/** GET /api/auth/userOrganizations */
export const userOrganizations = declareCall({
  service: 'auth',
  method: 'GET',
  path: '/api/auth/userOrganizations',
  rule: 'auth',
  shape: listShape(organizationShape),
  skipLoginWait: true,
})

/** POST /api/auth/userOrganizationSet */
export const userOrganizationSet = declareCall({
  service: 'auth',
  method: 'POST',
  path: '/api/auth/userOrganizationSet',
  rule: 'auth',
  shape: noData,
  body: (req: OrganizationSetRequest) => req,
  skipLoginWait: true,
})

/** GET /api/auth/h5/exchange?token&appId&openId: the token from the address for a student token (reads data.access_token). */
export const exchangeH5Token = declareCall({
  service: 'auth',
  method: 'GET',
  path: '/api/auth/h5/exchange',
  rule: 'auth',
  shape: oauthTokenShape,
  query: (q: H5ExchangeRequest) => ({ token: q.token, appId: q.appId, openId: q.openId }),
  skipLoginWait: true,
  skipAuth: true,
})

/** GET /api/auth/students: the student id lookup (reads data[0].studentId). */
export const students = declareCall({
  service: 'auth',
  method: 'GET',
  path: '/api/auth/students',
  rule: 'auth',
  shape: listShape(looseObject({ studentId: string() })),
  skipLoginWait: true,
})

export function createAuthApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    /** A token (code 0) or the unbound WeChat identity (code 201); any other code is refused by the mini-login rule. */
    miniProgramLogin: (body: MiniProgramLoginRequest) => call(miniProgramLogin, body),
    miniProgramPhone: (body: MiniProgramPhoneRequest) => call(miniProgramPhone, body),
    bindThird: (body: BindThirdRequest) => call(bindThird, body),
    updatePhone: (body: UpdatePhoneRequest) => call(updatePhone, body),
    userOrganizations: async () => listOf(await call(userOrganizations)),
    userOrganizationSet: (body: OrganizationSetRequest) => call(userOrganizationSet, body),
    /** Exchanges the token from the address for a student token (reads data.access_token). */
    exchangeH5Token: (q: H5ExchangeRequest) => call(exchangeH5Token, q),
    /** Student id lookup (reads data[0].studentId). */
    students: async () => listOf(await call(students)),
  }
}
export type AuthApi = ReturnType<typeof createAuthApi>
