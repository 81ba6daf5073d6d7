import type { ApiResponse } from '@types-api/api/common'
import type { UserInfo } from '@types-api/api/user'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'

export function createUserApi(send: Send, config: AppConfig) {
  const base = config.hosts.app
  return {
    getUserInfo: () => send<ApiResponse<UserInfo>>({ url: `${base}/api/user/getUserInfo`, rule: 'code0' }).then((r) => r.data),
    updateUserInfo: (patch: Partial<UserInfo>) =>
      send<ApiResponse<UserInfo>>({ url: `${base}/api/user/updateUserInfo`, method: 'PUT', data: patch, rule: 'code0' }).then(
        (r) => r.data,
      ),
  }
}
export type UserApi = ReturnType<typeof createUserApi>
