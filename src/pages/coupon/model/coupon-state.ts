import { makeAutoObservable, runInAction } from 'mobx'
import type { GiftCoupon } from '@/services/api/catalog-api'
import type { CouponListRequest } from '@types-api/api/coupon'
import { Resource } from '@/stores/resource'
import type { CouponApi, CouponItem, MemberRight } from '@/shared/trade/coupon-api'
import { splitUnused, type CouponOffers } from './coupon-use'

/** Coupon tabs (spec §4): 未使用 type 0, 已使用 type 1, 已过期 type 2. */
export type CouponTab = 0 | 1 | 2
export const COUPON_TABS: { type: CouponTab; title: string }[] = [
  { type: 0, title: '未使用' },
  { type: 1, title: '已使用' },
  { type: 2, title: '已过期' },
]

/** One tab's answer: its coupons, and (未使用 only) the coupons offered to receive. */
export interface CouponTabAnswer {
  coupons: CouponItem[]
  offers: CouponOffers
}
const NO_OFFERS: CouponOffers = { memberRightsCoupons: [], otherCoupons: [] }

/**
 * The coupon state of spec §3: myCoupons (the coupons offered: those of member rights and the
 * others), myRights, three lists each loading through the one Resource, the query and the current tab.
 */
export class CouponState {
  myRights: MemberRight[] = []
  readonly withoutUsedCoupons: Resource<CouponTabAnswer>
  readonly usedCoupons: Resource<CouponTabAnswer>
  readonly expiredCoupons: Resource<CouponTabAnswer>
  query: CouponListRequest = { type: 0, pageIndex: 1, pageSize: 100 }
  currentTab: CouponTab = 0
  /** the offer being received */
  receivingId = ''

  constructor(private readonly api: CouponApi) {
    const tab = (type: CouponTab) =>
      new Resource<CouponTabAnswer>(async () => {
        const { coupons, offers } = splitUnused(await this.api.list({ ...this.query, type }))
        // type 0 also lists the coupons offered to receive (myCoupons)
        return { coupons, offers: type === 0 ? offers : NO_OFFERS }
      })
    this.withoutUsedCoupons = tab(0)
    this.usedCoupons = tab(1)
    this.expiredCoupons = tab(2)
    makeAutoObservable<CouponState, 'api'>(this, { api: false, withoutUsedCoupons: false, usedCoupons: false, expiredCoupons: false })
  }

  listOf(tab: CouponTab): Resource<CouponTabAnswer> {
    return [this.withoutUsedCoupons, this.usedCoupons, this.expiredCoupons][tab]
  }

  get current(): Resource<CouponTabAnswer> {
    return this.listOf(this.currentTab)
  }

  /** The offers come with the unused list; the last ones stay while it loads again or fails to. */
  get myCoupons(): CouponOffers {
    return this.withoutUsedCoupons.value?.offers ?? NO_OFFERS
  }

  get offersError(): string {
    return this.withoutUsedCoupons.error
  }

  /** Switching changes the current tab; a tab not loaded yet loads. */
  switchTab(tab: CouponTab): Promise<void> {
    this.currentTab = tab
    return this.listOf(tab).ensure()
  }

  /** Opens a page on a tab: that tab becomes current and loads afresh. */
  open(tab: CouponTab): Promise<void> {
    this.currentTab = tab
    return this.setQuery({ pageIndex: 1 })
  }

  /** A new query empties the current tab's list and loads it again. */
  setQuery(patch: Partial<Omit<CouponListRequest, 'type'>> = {}): Promise<void> {
    this.query = { ...this.query, ...patch, type: this.currentTab }
    this.current.clear()
    return this.current.load()
  }

  /** Pull-down: the current tab again, its rows kept on screen until the answer arrives (and after a failure). */
  refresh(): Promise<void> {
    return this.current.load()
  }

  /** The member rights (GET /coupon/rights). */
  async loadRights(): Promise<void> {
    try {
      const rights = await this.api.rights()
      runInAction(() => (this.myRights = rights))
    } catch {
      // the coupon pages show no rights: nothing to tell
    }
  }

  /**
   * The offers come with the unused list (POST /coupon type 0): reloads it, unless it is the current
   * tab, which a refresh reloads anyway.
   */
  loadOffers(): Promise<void> {
    return this.currentTab === 0 ? Promise.resolve() : this.withoutUsedCoupons.load()
  }

  get offers(): GiftCoupon[] {
    return [...this.myCoupons.memberRightsCoupons, ...this.myCoupons.otherCoupons]
  }

  /**
   * Receives one offered coupon; the card changes only when the server says so, and the unused
   * list reloads with the new coupon. Rejects with what went wrong (reported with RECEIVE_REPORT).
   */
  async receive(couponId: string): Promise<void> {
    const offer = this.offers.find((c) => c.couponId === couponId)
    if (!offer) throw new Error('优惠券不存在')
    if (this.receivingId) throw new Error('请稍候')
    this.receivingId = couponId
    try {
      const result = await this.api.receive(couponId)
      runInAction(() => {
        // the card as shown now: the list may have been read again while the answer was on its way
        const shown = this.offers.find((c) => c.couponId === couponId)
        if (!shown) return
        shown.receiveCount = Math.max(0, Number(result?.receiveCount) || 0)
        shown.isReceived = 1
        if (shown.remainCount !== undefined) shown.remainCount = Math.max(0, shown.remainCount - 1)
      })
      void this.withoutUsedCoupons.load()
    } finally {
      runInAction(() => (this.receivingId = ''))
    }
  }
}
