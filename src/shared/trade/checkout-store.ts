import { makeAutoObservable, runInAction } from 'mobx'
import type { CalculationCostRequest, ConfirmOrderRequest, PayLine } from '@types-api/api/checkout'
import type { CalculationCost, DraftLine, OrderDraft, PointOrderDraft } from './checkout-calls'
import type { CouponItem } from './coupon-api'
import { errorText } from '@/services/http/errors'
import type { CheckoutApi } from './checkout-api'
import { fenToYuanText, yuanToFen } from '@/utils/money'
import { StorageKey } from '@/config/storage-keys'
import { chooseCoupon } from './coupon-choice'
import { mergePayDistribution, storedReferral } from '@/stores/distribution-referral'
import type { StoreDeps } from '@/stores/deps'
import type { LoadStatus } from '@/stores/load-status'
import { requestKeyOf } from './confirm-request'
import { checkWallet, walletCapFen } from './wallet-cap'

export type DraftKind = 'money' | 'point'

/** The order created by submitting; kept so a retry pays it instead of making another. */
export interface CreatedOrder {
  orderId: string
  orderCode: string
  /** money to pay in fen; 0 for points-only orders */
  payFen: number
  points: number
  kind: DraftKind
}

const fen = (v: unknown): number => yuanToFen(v) ?? 0
const freightFenOf = (list: { type: number; money: unknown }[] | undefined): number =>
  (list ?? []).filter((f) => f.type === 1).reduce((sum, f) => sum + fen(f.money), 0)

const payLineOf = (l: DraftLine): PayLine => ({
  ...(l.cartId ? { cartId: l.cartId } : {}),
  productId: l.productId,
  ...(l.skuId ? { skuId: l.skuId } : {}),
  ...(l.campusId ? { campusId: l.campusId } : {}),
  ...(l.scheduleId ? { scheduleId: l.scheduleId } : {}),
  ...(l.appointDate ? { appointDate: l.appointDate } : {}),
  amount: l.amount,
  payType: l.payType,
})

let keyCounter = 0

/**
 * One checkout: the draft from confirmMergePayType, the parent's coupon and wallet choices, the
 * server's cost for them, and the order created from it. Choices survive failed requests.
 */
export class CheckoutStore {
  request: ConfirmOrderRequest | null = null
  kind: DraftKind = 'money'
  draft: OrderDraft | null = null
  pointDraft: PointOrderDraft | null = null
  status: LoadStatus = 'idle'
  error = ''

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
    makeAutoObservable<CheckoutStore, 'deps' | 'api' | 'costSeq'>(this, { deps: false, api: false, costSeq: false })
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

  get freightFen(): number {
    return this.cost ? fen(this.cost.freight) : freightFenOf(this.kind === 'point' ? this.pointDraft?.freight : this.draft?.freight)
  }

  get totalFen(): number {
    return this.cost ? fen(this.cost.totalMoney) : this.lines.reduce((s, l) => s + (l.payType === 0 ? fen(l.money) * l.amount : 0), 0)
  }

  get couponFen(): number {
    return this.cost ? fen(this.cost.couponMoney) : 0
  }

  get schemeFen(): number {
    return this.cost ? fen(this.cost.schemeDiscountAmount) : this.schemeDiscountFen
  }

  /** What is payable before wallet and freight. */
  get payableFen(): number {
    return Math.max(0, this.totalFen - this.couponFen - this.schemeFen)
  }

  get walletCapFen(): number {
    return walletCapFen(this.payableFen, this.freightFen, this.walletBalanceFen)
  }

  /** What the parent pays in money, as the server computed it. */
  get finalFen(): number {
    return this.cost ? fen(this.cost.finalDiscountedPrice) : Math.max(0, this.payableFen + this.freightFen - this.walletFen)
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
    if (this.status !== 'ready') return '订单信息加载中'
    if (this.hasGoods && !addressId) return '请选择收货地址'
    if (this.pointsShort) return '积分不足，无法兑换'
    if (this.kind === 'money' && (this.costing || !this.cost)) return '正在计算金额，请稍候'
    return ''
  }

  /** Loads the draft for a payload; the same payload again keeps every choice already made. */
  async open(request: ConfirmOrderRequest): Promise<void> {
    const same = this.request && requestKeyOf(this.request) === requestKeyOf(request) && this.status === 'ready'
    if (same) return
    this.reset()
    this.request = request
    this.status = 'loading'
    try {
      const res = await this.api.confirm(request)
      const money = res.moneyConfirmOrderResponse ?? res.cartConfirmirmOrderResponse ?? null
      const point = res.pointConfirmOrderResponse ?? null
      if (!money && !point) throw new Error('订单信息为空')
      runInAction(() => {
        this.kind = money ? 'money' : 'point'
        this.draft = money
        this.pointDraft = money ? null : point
        this.schemeDiscountId = money?.schemeDiscountId ?? null
        this.schemeDiscountFen = fen(money?.discountSchemeMoney)
        this.status = 'ready'
      })
      if (money) {
        await this.applyBestPromotion()
        await this.recalculate()
      }
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
        this.status = 'error'
      })
      throw e
    }
  }

  reset(): void {
    this.request = null
    this.draft = null
    this.pointDraft = null
    this.status = 'idle'
    this.error = ''
    this.couponIds = []
    this.schemeDiscountId = null
    this.schemeDiscountFen = 0
    this.walletFen = 0
    this.walletMessage = ''
    this.cost = null
    this.costError = ''
    this.created = null
    this.submitting = false
    keyCounter += 1
    this.requestKey = `ck-${this.deps.clock.now().toString(36)}-${keyCounter}-${Math.random().toString(36).slice(2, 8)}`
  }

  /** The server's best promotion becomes the first choice; a failure leaves no choice made. */
  private async applyBestPromotion(): Promise<void> {
    try {
      const best = await this.api.bestPromotion({ pays: this.lines.map(payLineOf) })
      runInAction(() => {
        const usable = new Set(this.coupons.filter((c) => c.usable !== false).map((c) => c.userCouponId))
        this.couponIds = best.userCouponIds.filter((id) => usable.has(id))
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
    const check = checkWallet(amountFen, this.walletCapFen)
    this.walletFen = check.fen
    this.walletMessage = check.ok ? '' : check.message
    void this.recalculate()
  }

  costRequest(): CalculationCostRequest {
    return {
      couponPays: this.couponIds.map((userCouponId) => ({ userCouponId })),
      reserveMoney: fenToYuanText(this.walletFen),
      schemeDiscountAmount: fenToYuanText(this.schemeDiscountFen),
      schemeDiscountId: this.schemeDiscountId,
      pays: this.lines.map(payLineOf),
    }
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
        const cap = this.walletCapFen
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
      const product = this.request?.product
      if (this.kind === 'point' && product) {
        // a point product bought now is exchanged with POST /point
        const line = this.lines[0]
        const skuId = line?.skuId ?? product.skuId
        const res = await this.api.exchangePoint({
          productId: product.productId,
          ...(skuId ? { skuId } : {}),
          amount: line?.amount ?? product.amount,
          ...(addressId ? { addressId } : {}),
        })
        const created: CreatedOrder = { orderId: res.orderId, orderCode: res.orderCode, payFen: 0, points: res.point, kind: 'point' }
        runInAction(() => (this.created = created))
        return created
      }
      const cost = this.costRequest()
      const res = await this.api.mergePay({
        ...cost,
        ...(addressId ? { addressId } : {}),
        finalDiscountedPrice: fenToYuanText(this.kind === 'money' ? this.finalFen : 0),
        point: this.kind === 'point' ? this.points : 0,
        ...mergePayDistribution(this.lines, storedReferral(this.deps.storage, this.deps.clock.now()), this.deps.storage.get(StorageKey.distributorId)),
        requestKey: this.requestKey,
      })
      const created: CreatedOrder | null = res.moneyPayResponse
        ? {
            orderId: res.moneyPayResponse.orderId,
            orderCode: res.moneyPayResponse.orderCode,
            payFen: fen(res.moneyPayResponse.payMoney),
            points: 0,
            kind: 'money',
          }
        : res.pointPayResponse
          ? { orderId: res.pointPayResponse.orderId, orderCode: res.pointPayResponse.orderCode, payFen: 0, points: res.pointPayResponse.point, kind: 'point' }
          : null
      if (!created) throw new Error('下单失败，请稍后再试')
      runInAction(() => (this.created = created))
      return created
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
