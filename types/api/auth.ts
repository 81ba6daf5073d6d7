/** POST /api/bind/user/miniPrograms/login */
export interface MiniProgramLoginRequest {
  code: string
  appid: string
}

/** The answers' types are derived from their shapes in src/services/api/auth-calls.ts. */

/** POST /api/bind/user/miniPrograms/phone */
export interface MiniProgramPhoneRequest {
  appid: string
  encryptedData: string
  iv: string
  openid: string
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
