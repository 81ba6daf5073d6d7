import { makeAutoObservable, runInAction } from 'mobx'
import { defineArea } from '@/stores/area-registry'
import { PagedList } from '@/stores/paged-list'
import { dayKey } from '@/utils/server-time'
import { POINT_GOODS_PAGE_SIZE, RANK_PAGE_SIZE, rankPageOf } from './point-rules'
import { SigninStore } from './signin-store'
import { createCall } from '@/services/http/declare'
import { productPageOf } from '@/services/api/product-item'
import { monthRanking, pointDiscover, signinCheckIn, signinState, totalRanking, type RankUser } from './point-calls'

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
  const call = createCall(deps.send, deps.config.hosts)
  const myRanks: Record<RankKind, RankUser | null> = { month: null, total: null }
  const ranks = new Map<RankKind, PagedList<RankUser>>()
  const rankList = (kind: RankKind) => {
    if (!ranks.has(kind)) {
      ranks.set(
        kind,
        new PagedList(async (pageIndex) => {
          const page = await call(kind === 'month' ? monthRanking : totalRanking, { pageIndex, pageSize: RANK_PAGE_SIZE })
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
    const userId = await shell.login.parentUserId()
    return Number((await deps.api.user.getUserWallet(userId)).point) || 0
  })
  const signin = new SigninStore(
    {
      state: () => call(signinState),
      checkIn: () => call(signinCheckIn),
    },
    () => dayKey(deps.clock.now()),
  )
  return {
    balance,
    signin,
    rankList,
    rankMine,
    /** point goods: pageSize 6, sort and the chosen city */
    goodsFetcher: (sort: number) => async (pageIndex: number) =>
      productPageOf(await call(pointDiscover, { pageIndex, pageSize: POINT_GOODS_PAGE_SIZE, sort, ...(shell.city.city?.name ? { city: shell.city.city.name } : {}) })),
  }
})

/** The parent's own place per ranking, as the last page answered. */
export class RankMine {
  constructor(private mine: Record<RankKind, RankUser | null>) {
    makeAutoObservable(this)
  }
  get(kind: RankKind): RankUser | null {
    return this.mine[kind]
  }
  set(kind: RankKind, v: RankUser | null): void {
    this.mine = { ...this.mine, [kind]: v }
  }
}
