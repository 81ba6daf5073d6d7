import type { MiniProgramLoginData, OAuthToken, UnboundIdentity } from '@types-api/api/auth'

export const isOAuthToken = (d: MiniProgramLoginData): d is OAuthToken =>
  typeof (d as OAuthToken).access_token === 'string'
export const isUnbound = (d: MiniProgramLoginData): d is UnboundIdentity =>
  typeof (d as UnboundIdentity).openid === 'string' && !isOAuthToken(d)

export type WeappLoginOutcome =
  | { kind: 'logged-in'; token: OAuthToken }
  | { kind: 'needs-phone'; identity: UnboundIdentity }

/** code 0 → a token to store; code 201 → the identity to bind on /pages/auth/login. */
export function weappLoginOutcome(code: number, data: MiniProgramLoginData): WeappLoginOutcome {
  if (code === 0 && isOAuthToken(data)) return { kind: 'logged-in', token: data }
  if (code === 201 && isUnbound(data)) return { kind: 'needs-phone', identity: data }
  throw new Error('登录失败：服务返回的数据不完整')
}
