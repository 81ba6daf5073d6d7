/** POST /api/bind/user/miniPrograms/login */
export interface MiniProgramLoginRequest {
  code: string
  appid: string
}

/** code 0: a token; code 201: the WeChat identity is not bound to a parent yet. */
export interface OAuthToken {
  access_token: string
  refresh_token: string
  expires_in: number
  scope: string
  token_type?: string
  extra?: Record<string, unknown>
}

export interface UnboundIdentity {
  openid: string
  unionid: string
}

export type MiniProgramLoginData = OAuthToken | UnboundIdentity

/** POST /api/bind/user/miniPrograms/phone */
export interface MiniProgramPhoneRequest {
  appid: string
  encryptedData: string
  iv: string
  openid: string
}
export interface MiniProgramPhoneData {
  phoneNumber: string
}

/** POST /api/bind/user/third */
export interface BindThirdRequest {
  appid: string
  dataType: 0
  openid: string
  phone: string
  source: '101'
  unionid: string
  saleChannelIds: string
  userType: 1
}

/** PUT /api/auth/miniPrograms/phone */
export interface UpdatePhoneRequest {
  phone: string
  userType: 1
}

/** GET /api/bind/user/thirdInfo/0?appid */
export interface ThirdInfo {
  openid: string
  unionid: string
  userId: string
}

/** GET /api/auth/userOrganizations */
export interface Organization {
  organizationId: string
  organizationName: string
}

/** POST /api/auth/userOrganizationSet */
export interface OrganizationSetRequest {
  dataType: 1
  organizationId: string
}

/**
 * H5 token exchange. The production path is not published; the storefront calls
 * GET /api/auth/h5/exchange?token&appId&openId and reads data.access_token.
 */
export interface H5ExchangeRequest {
  token: string
  appId: string
  openId: string
}
export type H5ExchangeData = OAuthToken

/** Student id lookup: GET /api/auth/students, reads data[0].studentId. */
export interface StudentRecord {
  studentId: string
  studentName: string
}
