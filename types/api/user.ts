/**
 * PUT /api/user/updateUserInfo: the profile fields a parent edits (the path is not published; the
 * spec's rule is that it needs a token). Answers the updated profile; the profile's type (UserInfo)
 * is derived from its shape in src/services/api/user-calls.ts.
 */
export interface UserInfoPatch {
  user_name?: string
  avatar?: string
  /** 0 unknown, 1 boy, 2 girl */
  sex?: 0 | 1 | 2
  /** 'YYYY-MM-DD' */
  birthday?: string
}
