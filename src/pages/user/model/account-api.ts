import type { PointRecordType } from '@types-api/api/account'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { couponList, memberRights } from '@/services/api/coupon-calls'
import { queryNotices } from '@/services/api/notice-calls'
import { orderPageOf, orderQuery } from '@/services/api/order-query-calls'
import { pointsRecord } from './account-calls'

/**
 * The calls only the account pages make: the figures of 我的 besides the profile and the wallet
 * (rights, unused coupons, orders waiting for payment, unread notices) and the points record.
 * They load with the account pages, not with the app.
 */
export function createAccountApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
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
export type AccountApi = ReturnType<typeof createAccountApi>
