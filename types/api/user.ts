/** GET /api/user/getUserInfo */
export interface UserInfo {
  user_id: string
  organization_id: string
  user_name: string
  avatar: string
  phone: string
  province?: string
  city?: string
  district?: string
  sex?: 0 | 1 | 2
  birthday?: string
}

/** Member info: a membership map per user. */
export type MemberInfo = Record<string, { level: string; expireTime: string }>
