import { makeAutoObservable, runInAction } from 'mobx'
import type { CartAddRequest } from '@types-api/api/cart'
import type { LiveProduct, ProductDetail, ProductSku } from '@/services/api/product-detail-api'
import type { ProductListItem } from '@/services/api/product-item'
import type { Campus, CityRecord } from '@/services/api/region-api'
import { errorText, isNotFound } from '@/services/http/errors'
import type { CartStore } from '@/stores/cart-store'
import type { StoreDeps } from '@/stores/deps'
import type { LoadStatus } from '@/stores/load-status'
import { FULL_CLASS_TEXT, FULL_DAY_TEXT, STARTED_CLASS_TEXT, SchedulePicker } from '@/shared/schedule/schedule-picker'
import { isSelectableCampus } from '@/utils/campus'
import { dayKey } from '@/utils/date'
import { defaultSkuId, orderConfirmUrl, purchaseRules, type PurchaseRules } from './purchase-rules'

export const RECOMMEND_SIZE = 6

export type LiveAction = 'book' | 'cancel' | 'unlock'

const LIVE_REQUEST: Record<LiveAction, { appointmentDataType?: 0 | 1; dataType?: 1 }> = {
  book: { appointmentDataType: 1 },
  cancel: { appointmentDataType: 0 },
  unlock: { dataType: 1 },
}

/**
 * One goods or course detail page: the product and whether it is expired, where (campus) and when
 * (plan day, class) it is taken, the parent's sku and quantity, collect, live sessions and
 * recommendations. Every choice survives a failed request.
 */
export class DetailStore {
  productId = ''
  product: ProductDetail | null = null
  status: LoadStatus = 'idle'
  error = ''
  /** the product does not exist (or is off the shelf for good) */
  notFound = false
  expired = false

  cities: CityRecord[] = []
  campusStatus: LoadStatus = 'idle'
  campusError = ''
  campusId: string | null = null
  /** the city whose campuses are listed; null until chosen (the parent's current city when the product is offered there) */
  chosenCity: string | null = null

  /** The campus plan on the week calendar and the class of the chosen day. */
  readonly picker: SchedulePicker


  skuId: string | null = null
  amount = 1

  recommend: ProductListItem[] = []
  live: LiveProduct[] = []
  liveStatus: LoadStatus = 'idle'
  liveBusy: string | null = null

  collecting = false
  addingToCart = false

  constructor(
    private readonly deps: Pick<StoreDeps, 'api' | 'clock'>,
    private readonly cart: Pick<CartStore, 'add'>,
    /** the city the parent chose on the home tab */
    private readonly currentCity: () => string | null = () => null,
  ) {
    this.picker = new SchedulePicker({ today: () => this.today, fullDays: 'open', hidePast: false, now: () => this.deps.clock.now() })
    makeAutoObservable<DetailStore, 'deps' | 'cart' | 'currentCity'>(this, { deps: false, cart: false, currentCity: false, picker: false })
  }

  /** now on the injected clock, ms */
  nowMs(): number {
    return this.deps.clock.now()
  }

  get today(): string {
    return dayKey(this.deps.clock.now())
  }

  get rules(): PurchaseRules | null {
    return this.product ? purchaseRules(this.product) : null
  }

  get sku(): ProductSku | undefined {
    const list = this.product?.skuList ?? []
    return list.find((s) => s.skuId === this.skuId) ?? list[0]
  }

  get campuses(): Campus[] {
    return this.cities.flatMap((c) => c.campusList ?? [])
  }

  /**
   * The city whose campuses are listed: the one chosen here, else the parent's city when the product
   * is offered there; null (every city, grouped) when neither applies. A single city is always listed.
   */
  get cityName(): string | null {
    const names = this.cities.map((c) => c.name)
    if (names.length === 1) return names[0]
    if (this.chosenCity && names.includes(this.chosenCity)) return this.chosenCity
    const current = this.currentCity()
    return current && names.includes(current) ? current : null
  }

  /** Lists another city's campuses; the campus, day and class chosen in the previous city are dropped. */
  chooseCity(name: string): void {
    if (!this.cities.some((c) => c.name === name) || name === this.chosenCity) return
    this.chosenCity = name
    if (this.campus && this.campus.city !== name && !this.cities.find((c) => c.name === name)?.campusList.some((c) => c.campusId === this.campusId)) {
      this.campusId = null
      this.picker.setSource(null)
    }
  }

  get campus(): Campus | undefined {
    return this.campuses.find((c) => c.campusId === this.campusId)
  }

  /** Why the product cannot be bought now, or '' when it can. */
  get blockReason(): string {
    const rules = this.rules
    if (!this.product || !rules) return '商品信息加载中'
    if (this.expired) return '商品已过期'
    if (this.sku && Number(this.sku.stock) <= 0) return '库存不足'
    if (rules.needsCampus && !this.campusId) return '请选择校区'
    if (rules.needsSchedule) {
      const picker = this.picker
      if (!picker.date) return '请选择上课日期'
      if (picker.chosenDay?.isFull) return FULL_DAY_TEXT
      if (!picker.schedule) return '请选择上课时间'
      if (picker.schedule.remainCount <= 0) return FULL_CLASS_TEXT
      if (picker.isStarted(picker.schedule)) return STARTED_CLASS_TEXT
    }
    return ''
  }

  get canCart(): boolean {
    return Boolean(this.rules?.canCart) && !this.expired
  }

  private get choice() {
    const rules = this.rules!
    return {
      productId: this.productId,
      skuId: this.sku?.skuId ?? null,
      campusId: rules.needsCampus ? this.campusId : null,
      scheduleId: rules.needsSchedule ? this.picker.scheduleId : null,
      appointDate: rules.needsSchedule ? this.picker.date : null,
      amount: rules.fixedAmount ? 1 : this.amount,
      payType: rules.payType,
    }
  }

  /** Where buy now goes: the checkout with the product payload. Null while something is missing. */
  get confirmUrl(): string | null {
    return this.blockReason ? null : orderConfirmUrl(this.choice)
  }

  get cartRequest(): CartAddRequest | null {
    if (this.blockReason || !this.canCart) return null
    const c = this.choice
    return {
      productId: c.productId,
      amount: c.amount,
      payType: c.payType,
      ...(c.skuId ? { skuId: c.skuId } : {}),
      ...(c.campusId ? { campusId: c.campusId } : {}),
      ...(c.scheduleId ? { scheduleId: c.scheduleId } : {}),
      ...(c.appointDate ? { appointDate: c.appointDate } : {}),
    }
  }

  /** Loads the product; its expiry, campuses, live sessions and recommendations follow. */
  async open(productId: string): Promise<void> {
    this.productId = productId
    this.status = 'loading'
    this.error = ''
    const api = this.deps.api.productDetail
    try {
      const [product, expire] = await Promise.all([
        api.product(productId),
        api.expireStatus(productId).catch(() => ({ isExpire: 0 as const, expireTime: null })),
      ])
      runInAction(() => {
        this.product = product
        this.expired = Number(expire.isExpire) === 1
        if (!this.skuId || !product.skuList?.some((s) => s.skuId === this.skuId)) this.skuId = defaultSkuId(product)
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
        this.notFound = isNotFound(e)
        this.status = 'error'
      })
      return
    }
    const rules = this.rules!
    await Promise.all([
      rules.needsCampus ? this.loadCampuses() : Promise.resolve(),
      rules.live ? this.loadLive() : Promise.resolve(),
      this.loadRecommend(),
    ])
  }

  async loadCampuses(): Promise<void> {
    this.campusStatus = 'loading'
    this.campusError = ''
    try {
      const cities = await this.deps.api.productDetail.campuses(this.productId)
      runInAction(() => {
        this.cities = cities
        this.campusStatus = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.campusError = errorText(e)
        this.campusStatus = 'error'
      })
    }
  }

  /** Chooses a campus (not a cancelled or suspended one); its plan replaces the previous day and class. */
  async chooseCampus(campusId: string): Promise<void> {
    const campus = this.campuses.find((c) => c.campusId === campusId)
    if (!campus || !isSelectableCampus(campus)) return
    if (campusId !== this.campusId) {
      this.campusId = campusId
      const api = this.deps.api.productDetail
      const productId = this.productId
      this.picker.setSource({
        loadPlan: () => api.schedulePlan(productId, campusId, { date: this.today, onlySchedulPlanList: 1 }).then((r) => r.weekPlanList),
        loadDay: (date) => api.schedulePlan(productId, campusId, { date }),
      })
    }
    if (this.rules?.needsSchedule) await this.picker.loadPlan()
  }

  chooseSku(skuId: string): void {
    if (this.product?.skuList?.some((s) => s.skuId === skuId)) this.skuId = skuId
  }

  setAmount(amount: number): void {
    if (this.rules?.fixedAmount) return
    const stock = Number(this.sku?.stock)
    const max = Number.isFinite(stock) && stock > 0 ? Math.min(stock, 99) : 99
    this.amount = Math.min(Math.max(1, Math.floor(Number(amount) || 1)), max)
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
      const res = await this.deps.api.productDetail.collect({ productId: this.productId, isCollect: next })
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

  async loadLive(): Promise<void> {
    this.liveStatus = 'loading'
    try {
      const live = await this.deps.api.productDetail.liveProducts(this.productId)
      runInAction(() => {
        this.live = live
        this.liveStatus = 'ready'
      })
    } catch {
      runInAction(() => (this.liveStatus = 'error'))
    }
  }

  /** Books (1), cancels (0) or unlocks (dataType 1) a live session; the server's answer is kept. */
  async liveAction(sessionId: string, action: LiveAction): Promise<void> {
    if (this.liveBusy) return
    this.liveBusy = sessionId
    try {
      const res = await this.deps.api.productDetail.liveAction({ productId: sessionId, ...LIVE_REQUEST[action] })
      runInAction(() => {
        const s = this.live.find((x) => x.productId === sessionId)
        if (s) {
          s.isAppointment = res.isAppointment
          s.isUnlock = res.isUnlock
        }
      })
    } finally {
      runInAction(() => (this.liveBusy = null))
    }
  }

  async loadRecommend(): Promise<void> {
    try {
      const list = await this.deps.api.productDetail.recommend({ productId: this.productId, pageIndex: 1, pageSize: RECOMMEND_SIZE })
      runInAction(() => (this.recommend = list.filter((p) => p.productId !== this.productId)))
    } catch {
      // recommendations are extra: the page stays useful without them
    }
  }
}
