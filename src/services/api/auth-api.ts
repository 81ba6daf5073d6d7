import type { ApiResponse } from '@types-api/api/common'
import type {
  BindThirdRequest,
  H5ExchangeData,
  H5ExchangeRequest,
  MiniProgramLoginData,
  MiniProgramLoginRequest,
  MiniProgramPhoneData,
  MiniProgramPhoneRequest,
  Organization,
  OrganizationSetRequest,
  StudentRecord,
  ThirdInfo,
  UpdatePhoneRequest,
} from '@types-api/api/auth'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { withQuery } from '@/utils/url'
import { ignoresData } from '@/services/http/shape'
import { miniProgramLoginShape, organizationsShape, phoneShape, studentsShape, thirdInfoShape, tokenShape } from './shapes'

export function createAuthApi(send: Send, config: AppConfig) {
  const base = config.hosts.auth
  return {
    /** Login itself never waits for login readiness. */
    miniProgramLogin: (body: MiniProgramLoginRequest) =>
      send<ApiResponse<MiniProgramLoginData>>({
        url: `${base}/api/bind/user/miniPrograms/login`,
        method: 'POST',
        data: body,
        rule: 'mini-login',
        shape: miniProgramLoginShape,
        skipLoginWait: true,
        skipAuth: true,
      }),
    miniProgramPhone: (body: MiniProgramPhoneRequest) =>
      send<ApiResponse<MiniProgramPhoneData>>({
        url: `${base}/api/bind/user/miniPrograms/phone`,
        method: 'POST',
        data: body,
        rule: 'auth',
        shape: phoneShape,
        skipLoginWait: true,
      }).then((r) => r.data),
    bindThird: (body: BindThirdRequest) =>
      send<ApiResponse<unknown>>({
        url: `${base}/api/bind/user/third`,
        method: 'POST',
        data: body,
        rule: 'auth',
        shape: ignoresData,
        skipLoginWait: true,
      }).then((r) => r.data),
    updatePhone: (body: UpdatePhoneRequest) =>
      send<ApiResponse<unknown>>({ url: `${base}/api/auth/miniPrograms/phone`, method: 'PUT', data: body, rule: 'auth', shape: ignoresData }).then(
        (r) => r.data,
      ),
    thirdInfo: (appid: string) =>
      send<ApiResponse<ThirdInfo>>({ url: withQuery(`${base}/api/bind/user/thirdInfo/0`, { appid }), rule: 'auth', shape: thirdInfoShape }).then(
        (r) => r.data,
      ),
    parentUserToken: (id: string) =>
      send<ApiResponse<H5ExchangeData>>({ url: `${base}/api/auth/parentUser/token/${encodeURIComponent(id)}`, rule: 'auth', shape: tokenShape }).then(
        (r) => r.data,
      ),
    userOrganizations: () =>
      send<ApiResponse<Organization[]>>({ url: `${base}/api/auth/userOrganizations`, rule: 'auth', skipLoginWait: true, shape: organizationsShape }).then(
        (r) => r.data ?? [],
      ),
    userOrganizationSet: (body: OrganizationSetRequest) =>
      send<ApiResponse<unknown>>({
        url: `${base}/api/auth/userOrganizationSet`,
        method: 'POST',
        data: body,
        rule: 'auth',
        shape: ignoresData,
        skipLoginWait: true,
      }).then((r) => r.data),
    /** Exchanges the token from the address for a student token (reads data.access_token). */
    exchangeH5Token: (q: H5ExchangeRequest) =>
      send<ApiResponse<H5ExchangeData>>({
        url: withQuery(`${base}/api/auth/h5/exchange`, { token: q.token, appId: q.appId, openId: q.openId }),
        rule: 'auth',
        shape: tokenShape,
        skipLoginWait: true,
        skipAuth: true,
      }).then((r) => r.data),
    /** Student id lookup (reads data[0].studentId). */
    students: () =>
      send<ApiResponse<StudentRecord[]>>({ url: `${base}/api/auth/students`, rule: 'auth', skipLoginWait: true, shape: studentsShape }).then(
        (r) => r.data ?? [],
      ),
  }
}
export type AuthApi = ReturnType<typeof createAuthApi>
