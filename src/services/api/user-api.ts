import type { ApiResponse } from '@types-api/api/common'
import type { MemberRight, MessageUnread, PointRecordType, PointsRecordPage, UserWallet } from '@types-api/api/account'
import type { UserInfo, UserInfoPatch } from '@types-api/api/user'
import type { CouponEntry, CouponItem } from '@types-api/api/coupon'
import { ORDER_API_VERSION, type OrderPage } from '@types-api/api/order'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { isHeldCoupon } from '@/utils/coupon-text'
import { withQuery } from '@/utils/url'
import type { DataShape } from '@/services/http/shape'
import { couponEntryShape, listShape, memberRightShape, orderCountShape, pointsRecordShape, unreadShape, userInfoShape, walletShape } from './shapes'

/** Point records per request (spec §9). */
export const POINT_RECORD_LIMIT = 100

/** The parent's profile and the figures of the account tab (wallet, member, points, rights, unread notices). */
export function createUserApi(send: Send, config: AppConfig) {
  const base = config.hosts.app
  const mall = config.hosts.mall
  const get = <T>(url: string, shape: DataShape) => send<ApiResponse<T>>({ url, rule: 'code0', shape }).then((r) => r.data)
  return {
    getUserInfo: () => send<ApiResponse<UserInfo>>({ url: `${base}/api/user/getUserInfo`, rule: 'code0', shape: userInfoShape }).then((r) => r.data),
    /** The profile fields a parent edits (path not published); answers the updated profile. */
    updateUserInfo: (patch: UserInfoPatch) =>
      send<ApiResponse<UserInfo>>({ url: `${base}/api/user/updateUserInfo`, method: 'PUT', data: patch, rule: 'code0', shape: userInfoShape }).then(
        (r) => r.data,
      ),
    getUserWallet: (userId: string) => get<UserWallet>(withQuery(`${base}/api/user/getUserWallet`, { userId }), walletShape),
    getPointsRecord: (userId: string, type?: PointRecordType) =>
      get<PointsRecordPage>(withQuery(`${base}/api/user/getPointsRecord`, { userId, type: type ?? '', start: 0, limit: POINT_RECORD_LIMIT }), pointsRecordShape).then(
        (p) => ({ list: p?.list ?? [], total: p?.total ?? 0, point: p?.point ?? 0 }),
      ),
    /** GET /coupon/rights: the member rights (the account tab shows how many). */
    rights: () => get<MemberRight[]>(`${mall}/coupon/rights`, listShape(memberRightShape)).then((r) => r ?? []),
    /** Unread notices: POST message/queryMessage {pageIndex 1, pageSize 1, type 1}, courseUnRead + sysUnRead. */
    unreadMessages: () =>
      send<ApiResponse<MessageUnread>>({ url: `${mall}/message/queryMessage`, method: 'POST', data: { pageIndex: 1, pageSize: 1, type: 1 }, rule: 'code0', shape: unreadShape }).then(
        (r) => (Number(r.data?.courseUnRead) || 0) + (Number(r.data?.sysUnRead) || 0),
      ),
    /** The parent's unused coupons (POST /coupon type 0, without the offers it also lists), for the 优惠券 figure. */
    unusedCoupons: () =>
      send<ApiResponse<CouponEntry[]>>({ url: `${mall}/coupon`, method: 'POST', data: { type: 0, pageIndex: 1, pageSize: 100 }, rule: 'code0', shape: listShape(couponEntryShape) }).then((r): CouponItem[] =>
        (r.data ?? []).filter(isHeldCoupon),
      ),
    /** How many orders wait for payment (order/query status 2), for the 待付款 badge. */
    pendingOrderCount: () =>
      send<ApiResponse<OrderPage>>({
        url: `${mall}/order/query?version=${ORDER_API_VERSION}`,
        method: 'POST',
        data: { pageIndex: 1, pageSize: 1, query: '', status: 2 },
        rule: 'code0',
        shape: orderCountShape,
      }).then((r) => Number(r.data?.totalCount) || 0),
  }
}
export type UserApi = ReturnType<typeof createUserApi>
