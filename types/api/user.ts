import type { MemberInfoMap } from './account'

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
  /** 'YYYY-MM-DD' */
  birthday?: string
  /** member info (spec §3): the membership map, keyed by user id; absent or {} for a non-member */
  memberInfo?: MemberInfoMap
}

/**
 * PUT /api/user/updateUserInfo: the profile fields a parent edits (the path is not published; the
 * spec's rule is that it needs a token). Answers the updated profile.
 */
export type UserInfoPatch = Partial<Pick<UserInfo, 'user_name' | 'avatar' | 'sex' | 'birthday'>>
