import type { UserInfoPatch } from '@types-api/api/user'
import type { UserInfo } from '@/services/api/user-calls'
import { HttpError } from '@/services/http/errors'
import { NO_TOKEN_GET_USER_INFO, NO_TOKEN_UPDATE_PHONE, NO_TOKEN_UPDATE_USER_INFO } from '@/stores/login-store'

/** The profile form's rules, without a store: what a name may be, what changed, which failures need a login. */

export type Sex = 0 | 1 | 2
export const SEX_OPTIONS: { value: Sex; label: string }[] = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
]
export const NAME_MAX = 20

/** '请输入昵称', '昵称最多20个字' or '' when the name can be saved. */
export function nameError(name: string): string {
  const n = name.trim()
  if (!n) return '请输入昵称'
  if ([...n].length > NAME_MAX) return `昵称最多${NAME_MAX}个字`
  return ''
}

/** Failures that only a login cures: the spec §5 no-token rules and an invalid session. */
export function needsLogin(e: unknown): boolean {
  if (e instanceof HttpError) return e.kind === 'session-invalid'
  return e instanceof Error && [NO_TOKEN_GET_USER_INFO, NO_TOKEN_UPDATE_USER_INFO, NO_TOKEN_UPDATE_PHONE].includes(e.message)
}

/** The fields that differ from the profile, trimmed; nothing for what did not change. */
export function profileChanges(info: UserInfo | null, draft: { name: string; sex: Sex; birthday: string }): UserInfoPatch {
  const patch: UserInfoPatch = {}
  const name = draft.name.trim()
  if (name !== (info?.user_name ?? '')) patch.user_name = name
  if (draft.sex !== (info?.sex ?? 0)) patch.sex = draft.sex
  if (draft.birthday !== (info?.birthday ?? '')) patch.birthday = draft.birthday
  return patch
}
