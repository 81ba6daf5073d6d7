import { makeAutoObservable, runInAction } from 'mobx'
import type { CalculationCostRequest, ConfirmOrderRequest } from '@types-api/api/checkout'
import { StorageKey } from '@/config/storage-keys'
import { errorText } from '@/services/http/errors'
import type { StoreDeps } from '@/stores/deps'
import { Resource } from '@/stores/resource'
import { checkoutAmounts, costRequestOf, fen, payLineOf, type CheckoutAmounts } from './checkout-amounts'
import type { CheckoutApi } from './checkout-api'
import { mergePayDistribution, storedReferral } from './distribution-sale'
import type { CalculationCost, DraftLine, OrderDraft, PointOrderDraft } from './checkout-calls'
import { blockReason, openedDraft, type DraftKind, type OpenedDraft } from './checkout-draft'
import { newRequestKey, submitOrder, type CreatedOrder } from './checkout-submit'
import type { CouponItem } from './coupon-api'
import { bestCoupons, chooseCoupon } from './coupon-choice'
import { requestKeyOf } from './confirm-request'
import { checkWallet } from './wallet-cap'

export type { DraftKind } from './checkout-draft'
export type { CreatedOrder } from './checkout-submit'

/**
 * One checkout: the draft from confirmMergePayType, the parent's coupon and wallet choices, the
 * server's cost for them, and the order created from it. Choices survive failed requests. The
 * amounts (checkout-amounts), the draft and what blocks a submit (checkout-draft), the coupon rules
 * (coupon-choice) and creating the order (checkout-submit) are plain functions; this store holds the
 * state and the order of the requests.
 */
export class CheckoutStore {
  request: ConfirmOrderRequest | null = null
  /** the draft the confirmation opens with (money or points), loaded for `request` */
  readonly opened: Resource<OpenedDraft>

  couponIds: string[] = []
  schemeDiscountId: string | null = null
  schemeDiscountFen = 0
  walletFen = 0
  walletMessage = ''

  cost: CalculationCost | null = null
  costing = false
  costError = ''
  private costSeq = 0

  submitting = false
  created: CreatedOrder | null = null
  /** sent with every submit of this checkout so the server creates one order */
  requestKey = ''

  constructor(
    private readonly deps: Pick<StoreDeps, 'clock' | 'storage'>,
    private readonly api: CheckoutApi,
  ) {
    this.opened = new Resource(async () => {
      const opened = this.request ? openedDraft(await this.api.confirm(this.request)) : null
      if (!opened) throw new Error('订单信息为空')
      return opened
    })
    makeAutoObservable<CheckoutStore, 'deps' | 'api' | 'costSeq'>(this, { deps: false, api: false, costSeq: false, opened: false })
  }

  get kind(): DraftKind {
    return this.opened.value?.kind ?? 'money'
  }

  get draft(): OrderDraft | null {
    return this.opened.value?.draft ?? null
  }

  get pointDraft(): PointOrderDraft | null {
    return this.opened.value?.pointDraft ?? null
  }

  get lines(): DraftLine[] {
    return (this.kind === 'point' ? this.pointDraft?.cartList : this.draft?.cartList) ?? []
  }

  get hasGoods(): boolean {
    return Boolean(this.kind === 'point' ? this.pointDraft?.hasGoods : this.draft?.hasGoods)
  }

  get coupons(): CouponItem[] {
    return this.draft?.couponList ?? []
  }

  get chosenCoupons(): CouponItem[] {
    return this.coupons.filter((c) => this.couponIds.includes(c.userCouponId))
  }

  get walletBalanceFen(): number {
    return fen(this.draft?.walletMoney)
  }

  /** Wallet money the parent's unpaid orders hold (spec §3 order draft lockMoney); 0 when none. */
  get walletLockedFen(): number {
    return Math.max(0, fen(this.draft?.lockMoney))
  }

  /** Every amount of the order as one computation gives it (freight, total, coupons, scheme, wallet cap, final). */
  get amounts(): CheckoutAmounts {
    return checkoutAmounts({
      lines: this.lines,
      freight: this.kind === 'point' ? this.pointDraft?.freight : this.draft?.freight,
      cost: this.cost,
      schemeDiscountFen: this.schemeDiscountFen,
      walletFen: this.walletFen,
      walletBalanceFen: this.walletBalanceFen,
    })
  }

  /**
   * Whether the opened draft's first cost is in: for a money order, once the server's best promotion
   * has been asked and its choice costed (or the cost has failed and says why); a points order has no
   * cost to wait for. The confirmation draws once this is true, so its first screen is the order as
   * it will be paid, never a total without the coupons that come a moment later.
   */
  get firstCostSettled(): boolean {
    return this.opened.status === 'ready' && (this.kind === 'point' || this.cost !== null || this.costError !== '')
  }

  /**
   * What the chosen coupons take off, once the server has costed this choice; null while it is being
   * costed, so that no screen says 已选2张 -¥0.00 before the answer (or an earlier choice's amount).
   */
  get couponSavingFen(): number | null {
    return this.cost && !this.costing ? this.amounts.couponFen : null
  }

  get points(): number {
    return this.pointDraft?.point ?? 0
  }

  get pointBalance(): number {
    return this.pointDraft?.userPoint ?? 0
  }

  get pointsShort(): boolean {
    return this.kind === 'point' && this.points > this.pointBalance
  }

  /** Why the order cannot be submitted now, or '' when it can. */
  blockReason(addressId: string | null): string {
    return blockReason(
      { status: this.opened.status, kind: this.kind, hasGoods: this.hasGoods, pointsShort: this.pointsShort, costing: this.costing, costed: Boolean(this.cost) },
      addressId,
    )
  }

  /** Loads the draft for a payload; the same payload again keeps every choice already made. */
  async open(request: ConfirmOrderRequest): Promise<void> {
    const same = this.request && requestKeyOf(this.request) === requestKeyOf(request) && this.opened.status === 'ready'
    if (same) return
    this.reset()
    this.request = request
    await this.opened.load()
    const opened = this.opened.value
    if (this.opened.status !== 'ready' || !opened) throw this.opened.failure
    runInAction(() => {
      this.schemeDiscountId = opened.schemeDiscountId
      this.schemeDiscountFen = opened.schemeDiscountFen
    })
    if (opened.kind === 'money') {
      await this.applyBestPromotion()
      await this.recalculate()
    }
  }

  reset(): void {
    this.request = null
    this.opened.clear()
    this.couponIds = []
    this.schemeDiscountId = null
    this.schemeDiscountFen = 0
    this.walletFen = 0
    this.walletMessage = ''
    this.cost = null
    this.costError = ''
    this.created = null
    this.submitting = false
    this.requestKey = newRequestKey(this.deps.clock.now())
  }

  /** The server's best promotion becomes the first choice; a failure leaves no choice made. */
  private async applyBestPromotion(): Promise<void> {
    try {
      const best = await this.api.bestPromotion({ pays: this.lines.map(payLineOf) })
      runInAction(() => {
        this.couponIds = bestCoupons(best.userCouponIds, this.coupons)
        if (best.schemeDiscountId) {
          this.schemeDiscountId = best.schemeDiscountId
          this.schemeDiscountFen = fen(best.schemeDiscountAmount)
        }
      })
    } catch {
      /* the order can still be placed without a promotion */
    }
  }

  /** A tap on a coupon (spec §4); choosing coupons resets wallet use to 0. */
  tapCoupon(userCouponId: string): void {
    const coupon = this.coupons.find((c) => c.userCouponId === userCouponId)
    if (!coupon || coupon.usable === false) return
    this.couponIds = chooseCoupon(this.couponIds, coupon, this.coupons)
    this.walletFen = 0
    this.walletMessage = ''
    void this.recalculate()
  }

  /** Sets the wallet amount, cut to the cap with a message when over it. */
  setWallet(amountFen: number): void {
    const check = checkWallet(amountFen, this.amounts.walletCapFen)
    this.walletFen = check.fen
    this.walletMessage = check.ok ? '' : check.message
    void this.recalculate()
  }

  costRequest(): CalculationCostRequest {
    return costRequestOf(this, this.lines)
  }

  /** Asks the server for the cost of the current choices; only the latest answer counts. */
  async recalculate(): Promise<void> {
    if (this.kind !== 'money' || !this.draft) return
    const seq = ++this.costSeq
    this.costing = true
    this.costError = ''
    try {
      const cost = await this.api.calculationCost(this.costRequest())
      if (seq !== this.costSeq) return
      runInAction(() => {
        this.cost = cost
        const cap = this.amounts.walletCapFen
        if (this.walletFen > cap) {
          this.walletFen = cap
          this.walletMessage = '钱包抵扣不能超过应付金额与运费之和'
        }
      })
    } catch (e) {
      if (seq !== this.costSeq) return
      runInAction(() => (this.costError = errorText(e)))
    } finally {
      if (seq === this.costSeq) runInAction(() => (this.costing = false))
    }
  }

  /**
   * Creates the order once. While a submit is in flight further calls get null; after a failure the
   * same request key goes again, and once created the order is returned without asking again.
   */
  async submit(addressId: string | null): Promise<CreatedOrder | null> {
    if (this.created) return this.created
    if (this.submitting) return null
    const blocked = this.blockReason(addressId)
    if (blocked) throw new Error(blocked)
    this.submitting = true
    try {
      const created = await submitOrder(this.api, {
        kind: this.kind,
        product: this.request?.product,
        lines: this.lines,
        addressId,
        cost: this.costRequest(),
        finalFen: this.amounts.finalFen,
        points: this.points,
        requestKey: this.requestKey,
        distribution: () => mergePayDistribution(this.lines, storedReferral(this.deps.storage, this.deps.clock.now()), this.deps.storage.get(StorageKey.distributorId)),
      })
      runInAction(() => (this.created = created))
      return created
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
