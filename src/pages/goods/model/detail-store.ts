import { makeAutoObservable, runInAction } from 'mobx'
import type { CartAddRequest } from '@types-api/api/cart'
import type { ProductDetail, ProductDetailApi, ProductSku } from '@/shared/product/product-detail-api'
import type { ProductListItem } from '@/services/api/product-item'
import { isNotFound } from '@/services/http/errors'
import type { CartStore } from '@/shared/trade/cart-store'
import type { StoreDeps } from '@/stores/deps'
import { Resource } from '@/stores/resource'
import { SchedulePicker } from '@/shared/schedule/schedule-picker'
import { dayKey } from '@/utils/server-time'
import { blockReasonOf, buyChoiceOf, cartRequestOf, orderConfirmUrl, type BuyChoice, type ChoiceState } from './buy-choice'
import { CampusChoice } from './campus-choice'
import { LiveSessions, type LiveAction } from './live-sessions'
import { purchaseRules, type PurchaseRules } from './purchase-rules'
import { amountWithin, chosenSku, hasSku, skuIdAfterLoad } from './sku-choice'

export type { LiveAction } from './live-sessions'

export const RECOMMEND_SIZE = 6

/**
 * One goods or course detail page: the product and whether it is expired, where (campus, see
 * CampusChoice) and when (plan day, class: the SchedulePicker) it is taken, the parent's sku and
 * quantity (sku-choice), collect, live sessions (LiveSessions) and recommendations. Whether and how
 * the choice is bought is buy-choice's. Every choice survives a failed request.
 */
export class DetailStore {
  productId = ''
  /** the product and whether it is expired */
  readonly loaded: Resource<{ product: ProductDetail; expired: boolean }>

  /** Where the product is taken: the cities and campuses offering it, the city listed, the campus chosen. */
  readonly where: CampusChoice
  /** The campus plan on the week calendar and the class of the chosen day. */
  readonly picker: SchedulePicker
  /** The live sessions of an online course. */
  readonly sessions: LiveSessions

  skuId: string | null = null
  amount = 1

  recommend: ProductListItem[] = []

  collecting = false
  addingToCart = false

  constructor(
    private readonly deps: { product: ProductDetailApi; clock: StoreDeps['clock'] },
    private readonly cart: Pick<CartStore, 'add'>,
    /** the city the parent chose on the home tab */
    currentCity: () => string | null = () => null,
  ) {
    this.where = new CampusChoice((productId) => this.deps.product.campuses(productId), currentCity)
    this.picker = new SchedulePicker({ today: () => this.today, fullDays: 'open', hidePast: false, now: () => this.deps.clock.now() })
    this.sessions = new LiveSessions({
      liveProducts: (moduleId) => this.deps.product.liveProducts(moduleId),
      liveAction: (req) => this.deps.product.liveAction(req),
    })
    this.loaded = new Resource(async () => {
      const api = this.deps.product
      const [product, expire] = await Promise.all([
        api.product(this.productId),
        api.expireStatus(this.productId).catch(() => ({ isExpire: 0 as const, expireTime: null })),
      ])
      return { product, expired: Number(expire.isExpire) === 1 }
    })
    makeAutoObservable<DetailStore, 'deps' | 'cart'>(this, { deps: false, cart: false, where: false, picker: false, sessions: false, loaded: false })
  }

  get product(): ProductDetail | null {
    return this.loaded.value?.product ?? null
  }

  get expired(): boolean {
    return this.loaded.value?.expired ?? false
  }

  /** the product does not exist (or is off the shelf for good) */
  get notFound(): boolean {
    return isNotFound(this.loaded.failure)
  }

  get today(): string {
    return dayKey(this.deps.clock.now())
  }

  get rules(): PurchaseRules | null {
    return this.product ? purchaseRules(this.product) : null
  }

  get sku(): ProductSku | undefined {
    return chosenSku(this.product, this.skuId)
  }

  /* buying */

  private get choiceState(): ChoiceState {
    const picker = this.picker
    const schedule = picker.schedule
    return {
      productId: this.productId,
      rules: this.rules,
      expired: this.expired,
      sku: this.sku,
      campusId: this.where.campusId,
      date: picker.date,
      dayFull: Boolean(picker.chosenDay?.isFull),
      schedule: schedule ? { scheduleId: schedule.scheduleId, remainCount: schedule.remainCount, started: picker.isStarted(schedule) } : null,
      amount: this.amount,
    }
  }

  /** Why the product cannot be bought now, or '' when it can. */
  get blockReason(): string {
    return blockReasonOf(this.choiceState)
  }

  get canCart(): boolean {
    return Boolean(this.rules?.canCart) && !this.expired
  }

  private get choice(): BuyChoice {
    return buyChoiceOf(this.rules!, this.choiceState)
  }

  /** Where buy now goes: the checkout with the product payload. Null while something is missing. */
  get confirmUrl(): string | null {
    return this.blockReason ? null : orderConfirmUrl(this.choice)
  }

  get cartRequest(): CartAddRequest | null {
    if (this.blockReason || !this.canCart) return null
    return cartRequestOf(this.choice)
  }

  /**
   * Loads the product with its expiry; the recommendations (they need only the id) are asked at the
   * same time, so they are drawn with the product rather than in a drawing of their own after it;
   * campuses and live sessions follow once the product says it has them.
   */
  async open(productId: string): Promise<void> {
    this.productId = productId
    const recommended = this.loadRecommend()
    await this.loaded.load()
    if (this.loaded.status !== 'ready') return
    const loadedProduct = this.product
    if (loadedProduct) runInAction(() => (this.skuId = skuIdAfterLoad(loadedProduct, this.skuId)))
    const rules = this.rules!
    await Promise.all([rules.needsCampus ? this.loadCampuses() : Promise.resolve(), rules.live ? this.loadLive() : Promise.resolve(), recommended])
  }

  loadCampuses(): Promise<void> {
    return this.where.load(this.productId)
  }

  /** Lists another city's campuses; the campus, day and class chosen in the previous city are dropped. */
  chooseCity(name: string): void {
    if (this.where.chooseCity(name)) this.picker.setSource(null)
  }

  /** Chooses a campus (not a cancelled or suspended one); its plan replaces the previous day and class. */
  async chooseCampus(campusId: string): Promise<void> {
    const outcome = this.where.choose(campusId)
    if (outcome === 'refused') return
    if (outcome === 'changed') {
      const api = this.deps.product
      const productId = this.productId
      this.picker.setSource({
        loadPlan: () => api.schedulePlan(productId, campusId, { date: this.today, onlySchedulPlanList: 1 }).then((r) => r.weekPlanList),
        loadDay: (date) => api.schedulePlan(productId, campusId, { date }),
      })
    }
    if (this.rules?.needsSchedule) await this.picker.loadPlan()
  }

  chooseSku(skuId: string): void {
    if (hasSku(this.product, skuId)) this.skuId = skuId
  }

  setAmount(amount: number): void {
    if (this.rules?.fixedAmount) return
    this.amount = amountWithin(amount, this.sku)
  }

  /** Collect or uncollect at once; the old state comes back on failure and the error is rethrown. */
  async toggleCollect(): Promise<void> {
    const product = this.product
    if (!product || this.collecting) return
    const before = product.isCollect
    const next: 0 | 1 = before === 1 ? 0 : 1
    product.isCollect = next
    this.collecting = true
    try {
      const res = await this.deps.product.collect({ productId: this.productId, isCollect: next })
      runInAction(() => (product.isCollect = res.isCollect))
    } catch (e) {
      runInAction(() => (product.isCollect = before))
      throw e
    } finally {
      runInAction(() => (this.collecting = false))
    }
  }

  /** Adds the current choice to the cart through the CartStore. */
  async addToCart(): Promise<void> {
    const req = this.cartRequest
    if (!req) throw new Error(this.blockReason || '该商品不支持加入购物车')
    this.addingToCart = true
    try {
      await this.cart.add(req)
    } finally {
      runInAction(() => (this.addingToCart = false))
    }
  }

  loadLive(): Promise<void> {
    return this.sessions.load(this.productId)
  }

  /** Books (1), cancels (0) or unlocks (dataType 1) a live session; the server's answer is kept. */
  liveAction(sessionId: string, action: LiveAction): Promise<void> {
    return this.sessions.act(sessionId, action)
  }

  async loadRecommend(): Promise<void> {
    try {
      const list = await this.deps.product.recommend({ productId: this.productId, pageIndex: 1, pageSize: RECOMMEND_SIZE })
      runInAction(() => (this.recommend = list.filter((p) => p.productId !== this.productId)))
    } catch {
      // recommendations are extra: the page stays useful without them
    }
  }
}
