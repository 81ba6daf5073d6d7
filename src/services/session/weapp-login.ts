import type { MiniProgramLoginData, OAuthToken, UnboundIdentity } from '@/services/api/auth-calls'

export const isOAuthToken = (d: MiniProgramLoginData): d is OAuthToken => typeof d.access_token === 'string'
export const isUnbound = (d: MiniProgramLoginData): d is UnboundIdentity => typeof d.openid === 'string' && !isOAuthToken(d)

export type WeappLoginOutcome =
  | { kind: 'logged-in'; token: OAuthToken }
  | { kind: 'needs-phone'; identity: UnboundIdentity }

/**
 * The login's answer, once the mini-login rule accepted its code (0 or 201): a token to store (code 0),
 * or the identity to bind on /pages/auth/login (code 201).
 */
export function weappLoginOutcome(data: MiniProgramLoginData): WeappLoginOutcome {
  if (isOAuthToken(data)) return { kind: 'logged-in', token: data }
  if (isUnbound(data)) return { kind: 'needs-phone', identity: data }
  throw new Error('登录失败：服务返回的数据不完整')
}
