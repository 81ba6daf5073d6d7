import type { UserInfoPatch } from '@types-api/api/user'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { updateUserInfo, userInfo, userWallet } from './user-calls'

/** The parent's profile and wallet; the account pages' other figures are their own calls (pages/user/model/account-calls). */
export function createUserApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    getUserInfo: () => call(userInfo),
    /** The profile fields a parent edits (path not published); answers the updated profile. */
    updateUserInfo: (patch: UserInfoPatch) => call(updateUserInfo, patch),
    getUserWallet: (userId: string) => call(userWallet, userId),
  }
}
export type UserApi = ReturnType<typeof createUserApi>
