import { makeAutoObservable, runInAction } from 'mobx'
import type { CartAddRequest } from '@types-api/api/cart'
import { errorText } from '@/services/http/errors'
import type { StoreDeps } from './deps'
import { cartTotals, isEffectiveItem, lineAmount, type CartLine } from './cart-totals'
import { saleConfigFor, storedReferral } from './distribution-referral'

export class CartStore {
  lines: CartLine[] = []
  loading = false
  loaded = false
  error: string | null = null

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<CartStore, 'deps'>(this, { deps: false })
  }

  get effective(): CartLine[] {
    return this.lines.filter(isEffectiveItem)
  }

  get invalid(): CartLine[] {
    return this.lines.filter((l) => !isEffectiveItem(l))
  }

  get totals() {
    return cartTotals(this.lines)
  }

  get allChecked(): boolean {
    return this.effective.length > 0 && this.effective.every((l) => l.checked)
  }

  get checkedIds(): string[] {
    return this.effective.filter((l) => l.checked).map((l) => l.cartId)
  }

  get checkedLines(): CartLine[] {
    return this.effective.filter((l) => l.checked)
  }

  /**
   * The rows to settle, or why they cannot be: nothing checked, or money and points mixed
   * (one order is paid either in money or in points).
   */
  get settlement(): { carts: { cartId: string; amount: number; payType: 0 | 1 }[] } | { reason: string } {
    const lines = this.checkedLines
    if (!lines.length) return { reason: '请选择要结算的商品' }
    if (new Set(lines.map((l) => l.payType)).size > 1) return { reason: '积分商品与现金商品请分开结算' }
    return { carts: lines.map((l) => ({ cartId: l.cartId, amount: lineAmount(l), payType: l.payType })) }
  }

  /** Loads the cart; every line starts unchecked. */
  async load(): Promise<void> {
    this.loading = true
    this.error = null
    try {
      const items = await this.deps.api.cart.list()
      runInAction(() => {
        this.lines = items.map((i) => ({ ...i, checked: false }))
        this.loaded = true
      })
    } catch (e) {
      runInAction(() => (this.error = errorText(e)))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  toggle(cartId: string): void {
    const line = this.effective.find((l) => l.cartId === cartId)
    if (line) line.checked = !line.checked
  }

  toggleAll(): void {
    const next = !this.allChecked
    this.effective.forEach((l) => (l.checked = next))
  }

  /** Adds an item; a product opened from a distribution link carries its sale config id. */
  async add(item: CartAddRequest): Promise<void> {
    const saleConfigId = item.distributionSaleConfigId ?? saleConfigFor(storedReferral(this.deps.storage, this.deps.clock.now()), item.productId)
    await this.deps.api.cart.add(saleConfigId ? { ...item, distributionSaleConfigId: saleConfigId } : item)
    const checked = new Set(this.checkedIds)
    await this.load()
    runInAction(() => this.lines.forEach((l) => (l.checked = checked.has(l.cartId))))
  }

  /** Changes an amount at once; on failure the old amount comes back and the error is rethrown. */
  async changeAmount(cartId: string, amount: number): Promise<void> {
    const line = this.lines.find((l) => l.cartId === cartId)
    if (!line || amount < 1 || !Number.isInteger(amount)) return
    const before = line.amount
    line.amount = amount
    try {
      await this.deps.api.cart.update({ cartId, amount })
    } catch (e) {
      runInAction(() => (line.amount = before))
      throw e
    }
  }

  /** Deletes one or several lines; on failure they come back in place. */
  async remove(cartIds: string[]): Promise<void> {
    if (!cartIds.length) return
    const before = this.lines
    const ids = new Set(cartIds)
    this.lines = this.lines.filter((l) => !ids.has(l.cartId))
    try {
      await this.deps.api.cart.remove(cartIds)
    } catch (e) {
      runInAction(() => (this.lines = before))
      throw e
    }
  }
}
