import { makeAutoObservable, runInAction } from 'mobx'
import type { GiftCoupon, NewUserGift } from '@/services/api/catalog-api'
import { receiveCoupon } from '@/services/api/coupon-calls'
import { createCall, type Call } from '@/services/http/declare'
import { errorText } from '@/services/http/errors'
import type { StoreDeps } from '@/stores/deps'
import type { LoadStatus } from '@/stores/load-status'
import { Resource } from '@/stores/resource'
import { couponAction, RECEIVE_REPORT, type CouponAction } from '@/utils/coupon-text'

export type GiftCouponAction = CouponAction

/** The gift's coupon button: the one coupon rule of spec §8. */
export const giftCouponAction = (c: GiftCoupon): CouponAction => couponAction(c)

/** The new-user gift pack: its coupons and products, and receiving coupons one at a time. */
export class GiftStore {
  /** The pack as the service answers it (null when there is none); kept while it loads again. */
  readonly pack: Resource<{ gift: NewUserGift | null }>
  /** the coupon being received, so its button shows progress and cannot be pressed twice */
  receivingId = ''

  private readonly call: Call

  constructor(deps: StoreDeps) {
    this.pack = new Resource(async () => ({ gift: await deps.api.catalog.newUserGift() }))
    this.call = createCall(deps.send, deps.config.hosts)
    makeAutoObservable<GiftStore, 'call'>(this, { call: false, pack: false })
  }

  get gift(): NewUserGift | null {
    return this.pack.value?.gift ?? null
  }

  get status(): LoadStatus {
    return this.pack.status
  }

  get error(): string {
    return this.pack.error
  }

  get coupons(): GiftCoupon[] {
    return this.gift?.couponList ?? []
  }

  get products() {
    return this.gift?.productList ?? []
  }

  get isEmpty(): boolean {
    return this.pack.value !== null && (!this.gift || this.gift.enabled !== 1 || (this.coupons.length === 0 && this.products.length === 0))
  }

  /** Coupons that can be received right now. */
  get receivable(): GiftCoupon[] {
    return this.coupons.filter((c) => giftCouponAction(c).kind === 'receive')
  }

  /** On open and on pull-down; what is shown stays until the answer arrives. */
  load(): Promise<void> {
    return this.pack.load()
  }

  /** Receives one coupon; the button changes only when the server says so. Rejects with what went wrong. */
  async receive(couponId: string): Promise<void> {
    const coupon = this.coupons.find((c) => c.couponId === couponId)
    if (!coupon || this.receivingId) throw new Error('请稍候')
    if (giftCouponAction(coupon).kind !== 'receive') throw new Error(giftCouponAction(coupon).label)
    this.receivingId = couponId
    try {
      const result = await this.call(receiveCoupon, couponId)
      runInAction(() => {
        coupon.isReceived = 1
        coupon.isExpired = 0
        coupon.receiveCount = Math.max(0, Number(result?.receiveCount) || 0)
        if (coupon.remainCount !== undefined) coupon.remainCount = Math.max(0, Number(coupon.remainCount) - 1)
      })
    } finally {
      runInAction(() => (this.receivingId = ''))
    }
  }

  /**
   * Receives every coupon still receivable, one after another. Resolves with what to say when at
   * least one was received; rejects with the last failure when none was.
   */
  async receiveAll(): Promise<string> {
    const ids = this.receivable.map((c) => c.couponId)
    if (!ids.length) throw new Error('暂无可领取的优惠券')
    let received = 0
    let lastError: unknown = null
    for (const id of ids) {
      try {
        await this.receive(id)
        received += 1
      } catch (e) {
        lastError = e
      }
    }
    if (received === 0) throw lastError
    if (received === ids.length) return `已领取${received}张优惠券`
    return `已领取${received}张，其余领取失败：${errorText(lastError, RECEIVE_REPORT.fallback)}`
  }
}
