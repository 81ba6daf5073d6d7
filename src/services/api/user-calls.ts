import { array, looseObject, nullable, nullish, number, record, string, type InferOutput } from 'valibot'
import type { UserInfoPatch } from '@types-api/api/user'
import { declareService, type Answer, sends } from '@/services/http/declare'
import { amount, id } from './common-shapes'

const app = declareService('app')

/** Member info (spec §3): the membership map, keyed by user id; absent or {} for a non-member. */
const memberInfoShape = nullable(record(string(), nullable(looseObject({ levelName: nullish(string()) }))))
export const userInfoShape = looseObject({
  memberInfo: nullish(memberInfoShape),
  user_id: string(),
  organization_id: nullish(string()),
  user_name: nullish(string()),
  avatar: nullish(string()),
  phone: nullish(string()),
  /** 0 unknown, 1 boy, 2 girl */
  sex: nullish(number()),
  /** 'YYYY-MM-DD' */
  birthday: nullish(string()),
})
export type UserInfo = InferOutput<typeof userInfoShape>

/** GET /api/user/getUserInfo */
export const userInfo = app.get('/api/user/getUserInfo', userInfoShape)

/** PUT /api/user/updateUserInfo: the profile fields a parent edits (path not published); answers the updated profile. */
export const updateUserInfo = app.put('/api/user/updateUserInfo', userInfoShape, { body: sends<UserInfoPatch> })

const userWalletShape = looseObject({
  balance: amount,
  point: nullish(amount),
  records: nullish(array(looseObject({ recordId: nullish(id), title: string(), amount: amount, createTime: string() }))),
})

/** GET /api/user/getUserWallet?userId: the balance (yuan) and the points. */
export const userWallet = app.get('/api/user/getUserWallet', userWalletShape, { query: (userId: string) => ({ userId }) })
export type UserWallet = Answer<typeof userWallet>
