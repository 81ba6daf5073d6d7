import { array, looseObject, nullable, nullish, number, record, string, type InferOutput } from 'valibot'
import type { PointRecordType } from '@types-api/api/account'
import type { UserInfoPatch } from '@types-api/api/user'
import type { AppConfig } from '@/config/parse-env'
import { declareService, createCall, type Answer, sends } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { amount, id } from './common-shapes'
import { couponList, memberRights } from './coupon-calls'
import { queryNotices } from './notice-calls'
import { orderPageOf, orderQuery } from './order-calls'

const app = declareService('app')

/** Point records per request (spec §9). */
export const POINT_RECORD_LIMIT = 100

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

const pointRecordShape = looseObject({ recordId: nullish(id), title: string(), point: number(), createTime: string() })
export type PointRecord = InferOutput<typeof pointRecordShape>

/** GET /api/user/getPointsRecord?userId&type&start=0&limit=100 */
export const pointsRecord = app.get('/api/user/getPointsRecord', nullable(looseObject({ list: nullish(array(pointRecordShape)), total: nullish(number()), point: nullish(number()) })), { query: (q: { userId: string; type?: PointRecordType }) => ({ userId: q.userId, type: q.type ?? '', start: 0, limit: POINT_RECORD_LIMIT }) })

/** The parent's profile and the figures of the account tab (wallet, member, points, rights, unread notices). */
export function createUserApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    getUserInfo: () => call(userInfo),
    /** The profile fields a parent edits (path not published); answers the updated profile. */
    updateUserInfo: (patch: UserInfoPatch) => call(updateUserInfo, patch),
    getUserWallet: (userId: string) => call(userWallet, userId),
    getPointsRecord: async (userId: string, type?: PointRecordType) => {
      const p = await call(pointsRecord, { userId, type })
      return { list: p?.list ?? [], total: p?.total ?? 0, point: p?.point ?? 0 }
    },
    /** GET /coupon/rights: the member rights (the account tab shows how many). */
    rights: async () => (await call(memberRights)) ?? [],
    /** Unread notices: courseUnRead + sysUnRead. */
    unreadMessages: async () => {
      const u = await call(queryNotices, { pageIndex: 1, pageSize: 1, type: 1 })
      return (Number(u?.courseUnRead) || 0) + (Number(u?.sysUnRead) || 0)
    },
    /** The parent's unused coupons (POST /coupon type 0, without the offers it also lists), for the 优惠券 figure. */
    unusedCoupons: async () => ((await call(couponList, { type: 0, pageIndex: 1, pageSize: 100 })) ?? []).filter((c) => c.userCouponId != null && c.userCouponId !== ''),
    /** How many orders wait for payment (order/query status 2, one row: only the count is read), for the 待付款 badge. */
    pendingOrderCount: async () => orderPageOf(await call(orderQuery, { pageIndex: 1, pageSize: 1, query: '', status: 2 })).totalCount,
  }
}
export type UserApi = ReturnType<typeof createUserApi>
