import { makeAutoObservable, runInAction } from 'mobx'
import type { RankPage, SigninResult, SigninState } from '@types-api/api/account'
import type { ApiResponse } from '@types-api/api/common'
import { defineArea } from '@/stores/area-registry'
import { PagedList } from '@/stores/paged-list'
import { dayKey } from '@/utils/date'
import { POINT_GOODS_PAGE_SIZE, RANK_PAGE_SIZE, rankPageOf } from './point-rules'
import { SigninStore } from './signin-store'
import type { DataShape } from '@/services/http/shape'
import { rankPageShape, signinResultShape, signinStateShape } from './point-shapes'

export type RankKind = 'month' | 'total'

/** The points balance, shared by the points pages; refreshed after a check-in or on show. */
export class PointBalance {
  value: number | null = null
  constructor(private readonly fetch: () => Promise<number>) {
    makeAutoObservable<PointBalance, 'fetch'>(this, { fetch: false })
  }
  async load(): Promise<void> {
    try {
      const v = await this.fetch()
      runInAction(() => (this.value = v))
    } catch {
      /* the pages show — until it loads */
    }
  }
  set(v: number): void {
    this.value = v
  }
}

/** Points: check-in, the points mall and the rankings (spec §7 Points/sign-in). */
export const pointArea = defineArea('point', ({ deps, shell }) => {
  const mall = deps.config.hosts.mall
  const send = <T>(path: string, shape: DataShape, method: 'GET' | 'POST' = 'GET', data?: unknown) =>
    deps.send<ApiResponse<T>>({ url: `${mall}${path}`, method, data, rule: 'code0', shape }).then((r) => r.data)
  const myRanks: Record<RankKind, RankPage['myRank']> = { month: null, total: null }
  const ranks = new Map<RankKind, PagedList<RankPage['dataList'][number]>>()
  const rankList = (kind: RankKind) => {
    if (!ranks.has(kind)) {
      const path = kind === 'month' ? '/signin/getMonthRankingList' : '/signin/getTotalRankingList'
      ranks.set(
        kind,
        new PagedList(async (pageIndex) => {
          const page = await send<RankPage>(path, rankPageShape, 'POST', { pageIndex, pageSize: RANK_PAGE_SIZE })
          rankMine.set(kind, page?.myRank ?? null)
          return rankPageOf(page)
        }),
      )
    }
    return ranks.get(kind)!
  }
  const rankMine = new RankMine(myRanks)
  const balance = new PointBalance(async () => {
    await shell.login.whenReady()
    const userId = shell.login.userId || (await shell.login.fetchUserInfo()).user_id
    return Number((await deps.api.user.getUserWallet(userId)).point) || 0
  })
  const signin = new SigninStore(
    {
      state: () => send<SigninState>('/signin', signinStateShape),
      checkIn: () => send<SigninResult>('/signin', signinResultShape, 'POST', {}),
    },
    () => dayKey(deps.clock.now()),
  )
  return {
    balance,
    signin,
    rankList,
    rankMine,
    /** point goods: pageSize 6, sort and the chosen city */
    goodsFetcher: (sort: number) => (pageIndex: number) =>
      deps.api.catalog.pointDiscover({ pageIndex, pageSize: POINT_GOODS_PAGE_SIZE, sort, ...(shell.city.city?.name ? { city: shell.city.city.name } : {}) }),
  }
})

/** The parent's own place per ranking, as the last page answered. */
export class RankMine {
  constructor(private mine: Record<RankKind, RankPage['myRank']>) {
    makeAutoObservable(this)
  }
  get(kind: RankKind): RankPage['myRank'] {
    return this.mine[kind]
  }
  set(kind: RankKind, v: RankPage['myRank']): void {
    this.mine = { ...this.mine, [kind]: v }
  }
}
