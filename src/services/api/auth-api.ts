import type {
  BindThirdRequest,
  H5ExchangeRequest,
  MiniProgramLoginRequest,
  MiniProgramPhoneRequest,
  OrganizationSetRequest,
  UpdatePhoneRequest,
} from '@types-api/api/auth'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { bindThird, exchangeH5Token, miniProgramLogin, miniProgramPhone, students, updatePhone, userOrganizations, userOrganizationSet } from './auth-calls'
import { listOf } from './common-shapes'

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
