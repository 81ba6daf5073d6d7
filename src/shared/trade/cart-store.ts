import { makeAutoObservable, runInAction } from 'mobx'
import type { CartAddRequest } from '@types-api/api/cart'
import { defineArea } from '@/stores/area-registry'
import type { StoreDeps } from '@/stores/deps'
import { Resource } from '@/stores/resource'
import { createCartApi, type CartApi, type CartItem } from './cart-api'
import { cartTotals, isEffectiveItem, lineAmount, type CartLine } from './cart-totals'
import { saleConfigFor, storedReferral } from './distribution-sale'

export class CartStore {
  /** The cart as the service holds it; kept on screen while it loads again or fails to. */
  readonly items: Resource<CartItem[]>
  /** The rows the parent ticked, by cart id (only this device knows them). */
  private checked = new Set<string>()

  constructor(
    private readonly deps: StoreDeps,
    private readonly api: CartApi = createCartApi(deps.send, deps.config),
  ) {
    this.items = new Resource(() => api.list())
    makeAutoObservable<CartStore, 'deps' | 'api'>(this, { deps: false, api: false, items: false })
  }

  /** Each row with whether it is ticked. */
  get lines(): CartLine[] {
    return (this.items.value ?? []).map((item) => ({ ...item, checked: this.checked.has(item.cartId) }))
  }

  get effective(): CartLine[] {
    return this.lines.filter(isEffectiveItem)
  }

  get invalid(): CartLine[] {
    return this.lines.filter((l) => !isEffectiveItem(l))
  }

  /** The rows as the cart page draws them: those that can be bought, then those that no longer can. */
  get drawingOrder(): CartLine[] {
    return [...this.effective, ...this.invalid]
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

  /** Loads the cart; every line starts unticked (a failed load keeps the rows and the ticks). */
  async load(options: { keepChecked?: boolean } = {}): Promise<void> {
    await this.items.load()
    runInAction(() => {
      if (this.items.status !== 'ready') return
      const present = new Set(this.lines.map((l) => l.cartId))
      this.checked = new Set(options.keepChecked ? [...this.checked].filter((id) => present.has(id)) : [])
    })
  }

  toggle(cartId: string): void {
    if (!this.effective.some((l) => l.cartId === cartId)) return
    if (this.checked.has(cartId)) this.checked.delete(cartId)
    else this.checked.add(cartId)
  }

  toggleAll(): void {
    const next = !this.allChecked
    this.effective.forEach((l) => (next ? this.checked.add(l.cartId) : this.checked.delete(l.cartId)))
  }

  /** Adds an item; a product opened from a distribution link carries its sale config id. */
  async add(item: CartAddRequest): Promise<void> {
    const saleConfigId = item.distributionSaleConfigId ?? saleConfigFor(storedReferral(this.deps.storage, this.deps.clock.now()), item.productId)
    await this.api.add(saleConfigId ? { ...item, distributionSaleConfigId: saleConfigId } : item)
    await this.load({ keepChecked: true })
  }

  /** Changes an amount at once; on failure the old amount comes back and the error is rethrown. */
  async changeAmount(cartId: string, amount: number): Promise<void> {
    const item = this.items.value?.find((i) => i.cartId === cartId)
    if (!item || amount < 1 || !Number.isInteger(amount)) return
    const before = item.amount
    item.amount = amount
    try {
      await this.api.update({ cartId, amount })
    } catch (e) {
      runInAction(() => (item.amount = before))
      throw e
    }
  }

  /** Deletes one or several lines; on failure they come back in place. */
  async remove(cartIds: string[]): Promise<void> {
    if (!cartIds.length) return
    const before = this.items.value ?? []
    const ids = new Set(cartIds)
    this.items.set(before.filter((i) => !ids.has(i.cartId)))
    try {
      await this.api.remove(cartIds)
    } catch (e) {
      runInAction(() => this.items.set(before))
      throw e
    }
  }
}

/**
 * The parent's cart: drawn by the cart page, added to from a product's detail page. It holds the
 * parent's data whatever the organization, so only another parent drops it (a new, empty one is
 * built on next use).
 */
export const cartArea = defineArea('cart', ({ deps }) => new CartStore(deps), { lifetime: 'parent' })
