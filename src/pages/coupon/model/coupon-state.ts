import { makeAutoObservable, runInAction } from 'mobx'
import type { GiftCoupon } from '@/services/api/catalog-api'
import type { CouponListRequest } from '@types-api/api/coupon'
import { errorText } from '@/services/http/errors'
import type { CouponApi, CouponItem, MemberRight } from '@/shared/trade/coupon-api'
import { splitUnused, type CouponOffers } from './coupon-use'

/** Coupon tabs (spec §4): 未使用 type 0, 已使用 type 1, 已过期 type 2. */
export type CouponTab = 0 | 1 | 2
export const COUPON_TABS: { type: CouponTab; title: string }[] = [
  { type: 0, title: '未使用' },
  { type: 1, title: '已使用' },
  { type: 2, title: '已过期' },
]

export interface CouponTabList {
  loading: boolean
  list: CouponItem[]
  /** Chinese text of the last failure, '' when none */
  error: string
  loaded: boolean
}

const KEYS = ['withoutUsedCoupons', 'usedCoupons', 'expiredCoupons'] as const
const fresh = (): CouponTabList => ({ loading: false, list: [], error: '', loaded: false })

/**
 * The coupon state of spec §3: myCoupons (the coupons offered: those of member rights and the
 * others), myRights, three lists each with loading and list, the query and the current tab.
 */
export class CouponState {
  myCoupons: CouponOffers = { memberRightsCoupons: [], otherCoupons: [] }
  myRights: MemberRight[] = []
  withoutUsedCoupons: CouponTabList = fresh()
  usedCoupons: CouponTabList = fresh()
  expiredCoupons: CouponTabList = fresh()
  query: CouponListRequest = { type: 0, pageIndex: 1, pageSize: 100 }
  currentTab: CouponTab = 0
  offersError = ''
  /** the offer being received */
  receivingId = ''
  private generation = [0, 0, 0]

  constructor(private readonly api: CouponApi) {
    makeAutoObservable<CouponState, 'api' | 'generation'>(this, { api: false, generation: false })
  }

  listOf(tab: CouponTab): CouponTabList {
    return this[KEYS[tab]]
  }

  get current(): CouponTabList {
    return this.listOf(this.currentTab)
  }

  /** Switching changes the current tab; a tab not loaded yet loads. */
  switchTab(tab: CouponTab): Promise<void> {
    this.currentTab = tab
    return this.listOf(tab).loaded || this.listOf(tab).loading ? Promise.resolve() : this.load(tab)
  }

  /** Opens a page on a tab: that tab becomes current and loads afresh. */
  open(tab: CouponTab): Promise<void> {
    this.currentTab = tab
    return this.setQuery({ pageIndex: 1 })
  }

  /** A new query resets the current tab's list and reloads it. */
  setQuery(patch: Partial<Omit<CouponListRequest, 'type'>> = {}): Promise<void> {
    this.query = { ...this.query, ...patch, type: this.currentTab }
    return this.load(this.currentTab)
  }

  /** Pull-down: the current tab again, its rows kept on screen until the answer arrives (and after a failure). */
  refresh(): Promise<void> {
    return this.load(this.currentTab, true)
  }

  private async load(tab: CouponTab, keep = false): Promise<void> {
    const gen = ++this.generation[tab]
    const shown = this[KEYS[tab]]
    this[KEYS[tab]] = keep && shown.loaded ? { ...shown, loading: true, error: '' } : { loading: true, list: [], error: '', loaded: false }
    try {
      const items = await this.api.list({ ...this.query, type: tab })
      runInAction(() => {
        if (gen !== this.generation[tab]) return
        // type 0 also lists the coupons offered to receive (myCoupons)
        const { coupons, offers } = splitUnused(items)
        if (tab === 0) {
          this.myCoupons = offers
          this.offersError = ''
        }
        this[KEYS[tab]] = { loading: false, list: coupons, error: '', loaded: true }
      })
    } catch (e) {
      runInAction(() => {
        if (gen !== this.generation[tab]) return
        if (tab === 0) this.offersError = errorText(e)
        const kept = keep ? this[KEYS[tab]].list : []
        this[KEYS[tab]] = { loading: false, list: kept, error: errorText(e), loaded: true }
      })
    }
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
    return this.currentTab === 0 ? Promise.resolve() : this.load(0)
  }

  get offers(): GiftCoupon[] {
    return [...this.myCoupons.memberRightsCoupons, ...this.myCoupons.otherCoupons]
  }

  /**
   * Receives one offered coupon; the card changes only when the server says so, and the unused
   * list reloads with the new coupon. Rejects with what went wrong (see RECEIVE_FAILED).
   */
  async receive(couponId: string): Promise<void> {
    const offer = this.offers.find((c) => c.couponId === couponId)
    if (!offer) throw new Error('优惠券不存在')
    if (this.receivingId) throw new Error('请稍候')
    this.receivingId = couponId
    try {
      const result = await this.api.receive(couponId)
      runInAction(() => {
        offer.receiveCount = Math.max(0, Number(result?.receiveCount) || 0)
        offer.isReceived = 1
        if (offer.remainCount !== undefined) offer.remainCount = Math.max(0, offer.remainCount - 1)
      })
      void this.load(0)
    } finally {
      runInAction(() => (this.receivingId = ''))
    }
  }
}
