import type { RankPage, RankUser } from './point-calls'
import type { PageResult } from '@types-api/api/common'
import { errorText, isHttpError } from '@/services/http/errors'

/** Spec §8: a failed check-in shows the server's message, else this, for 2 s. */
export const CHECK_IN_FALLBACK = '服务器繁忙，请稍候再试!'

/**
 * The text of a failed check-in: the server's own message when it sent one, the store's own refusal
 * (already checked in, one in flight: a Chinese Error, as every store refuses) as it is, else the
 * fallback.
 */
export function checkInFailureText(e: unknown): string {
  if (isHttpError(e)) return e.kind === 'biz' && e.message ? e.message : CHECK_IN_FALLBACK
  return errorText(e, CHECK_IN_FALLBACK)
}

/** Point goods per page and rank entries per page (spec §9). */
export const POINT_GOODS_PAGE_SIZE = 6
export const RANK_PAGE_SIZE = 20

export type ExchangeCheck = { ok: true; text: '立即兑换' } | { ok: false; text: string }

/** Whether the balance covers a point product; said before the tap. Unknown balance: not yet. */
export function exchangeCheck(balance: number | null, point: number): ExchangeCheck {
  if (balance === null) return { ok: false, text: '积分加载中' }
  if (point > balance) return { ok: false, text: `积分不足，还差${point - balance}` }
  return { ok: true, text: '立即兑换' }
}

/** The rank list as a page of the one paged list: dataList and totalCount. */
export const rankPageOf = (p: RankPage | null | undefined): PageResult<RankUser> => ({ list: p?.dataList ?? [], total: p?.totalCount ?? 0 })

/** Sort choices of the points mall: 0 default, 1 points ascending, 2 descending. */
export const POINT_SORTS = [
  { sort: 0, title: '综合' },
  { sort: 1, title: '积分从低到高' },
  { sort: 2, title: '积分从高到低' },
] as const
