import { makeAutoObservable, runInAction } from 'mobx'
import type { OrderStatus } from '@types-api/api/order'
import type { OrderDetail } from './order-calls'
import { HttpError, isNotFound } from '@/services/http/errors'
import { paymentDeadline } from '@/utils/payment-deadline'
import { Resource } from '@/stores/resource'
import type { StoreDeps } from '@/stores/deps'
import type { LoadStatus } from '@/stores/load-status'
import { ORDER_PAGE_SIZE, type OrderApi } from './order-api'

const NOT_FOUND_TEXT = '订单不存在'

/** The order's id when something already on screen knows it (the order list), else null. */
export type KnownOrderId = (orderCode: string) => string | null

/**
 * One order on its detail page, with what can be done to it. The detail page addresses an order by
 * its code (the order list and the payment flow both know it); the mall service reads an order by
 * its id (GET order/{id}), so a code the list does not know is looked up with the order query
 * (POST order/query, whose free text matches order codes). Actions reject so the page can report.
 */
export class OrderDetailStore {
  /** the open order; it stays on screen while it is loaded again */
  readonly current: Resource<OrderDetail>
  /** the order does not exist (deleted, or not this parent's) */
  notFound = false
  /** client-clock ms when a pending order stops being payable; null when it cannot be paid */
  payDeadline: number | null = null
  busy = false
  /** what the open order is addressed by: `code:DD…` or `id:…` */
  private key = ''

  constructor(
    private readonly deps: Pick<StoreDeps, 'clock'>,
    private readonly api: OrderApi,
    private readonly knownId: KnownOrderId = () => null,
  ) {
    this.current = new Resource<OrderDetail>(() => Promise.reject(new HttpError('not-found', NOT_FOUND_TEXT)))
    makeAutoObservable<OrderDetailStore, 'deps' | 'api' | 'knownId' | 'key'>(this, { deps: false, api: false, knownId: false, key: false, current: false })
  }

  get order(): OrderDetail | null {
    return this.current.value
  }

  get status(): LoadStatus {
    return this.current.status
  }

  get error(): string {
    return this.current.error
  }

  get canPay(): boolean {
    return this.order?.status === 2 && this.payDeadline !== null
  }

  get canCancel(): boolean {
    return this.order?.status === 2
  }

  get canDelete(): boolean {
    return this.order?.status === -1 || (this.order?.status === 1 && (!this.order.hasGoods || this.order.received))
  }

  get canReceive(): boolean {
    return this.order?.status === 1 && this.order.hasGoods && this.order.shipped !== false && !this.order.received
  }

  /** Opens the order with this code (the detail page's address); the same order again is reloaded in place. */
  openByCode(orderCode: string): Promise<void> {
    return this.open(`code:${orderCode}`, () => this.fetch(() => this.idOf(orderCode)), (o) => o.orderCode === orderCode)
  }

  /** Opens the order with this id (cancel, delivery and contract pages are addressed by id). */
  openById(orderId: string): Promise<void> {
    return this.open(`id:${orderId}`, () => this.fetch(() => Promise.resolve(orderId)), (o) => o.orderId === orderId)
  }

  /** The open order again (pull-down, retry, back from another page). */
  reload(): Promise<void> {
    return this.current.load()
  }

  /** Whether the pending order can still be paid, and until when. A failed check leaves pay-again off. */
  async checkValidity(): Promise<void> {
    const order = this.order
    if (!order || order.status !== 2) return
    const deadline = await this.deadlineOf(order)
    runInAction(() => {
      if (this.order === order) this.payDeadline = deadline
    })
  }

  /** The countdown reached zero. */
  expire(): void {
    this.payDeadline = null
  }

  async cancel(reason: string): Promise<void> {
    await this.run((o) => this.api.cancel(o.orderId, { reason }), { status: -1 as OrderStatus, cancelReason: reason })
    this.payDeadline = null
  }

  async receive(): Promise<void> {
    await this.run((o) => this.api.receive(o.orderId), { received: true })
  }

  async remove(): Promise<void> {
    await this.run((o) => this.api.remove(o.orderId), {})
  }

  private open(key: string, fetcher: () => Promise<OrderDetail>, isIt: (o: OrderDetail) => boolean): Promise<void> {
    if (key === this.key) return this.current.load()
    this.key = key
    this.notFound = false
    const shown = this.order
    if (shown && isIt(shown)) {
      // the same order under its other address: keep it on screen while it is read again
      const load = this.current.setSource(fetcher)
      this.current.set(shown)
      return load
    }
    this.payDeadline = null
    return this.current.setSource(fetcher)
  }

  /** The order and, for a pending one, its payment deadline; a missing order is remembered as such. */
  private async fetch(idOf: () => Promise<string>): Promise<OrderDetail> {
    const key = this.key
    try {
      const order = await this.api.detail(await idOf())
      const deadline = order.status === 2 ? await this.deadlineOf(order) : null
      runInAction(() => {
        if (this.key !== key) return
        this.payDeadline = deadline
        this.notFound = false
      })
      return order
    } catch (e) {
      runInAction(() => {
        if (this.key === key) this.notFound = isNotFound(e)
      })
      throw e
    }
  }

  /** The id of the order with this code: from the list on screen, else from the order query. */
  private async idOf(orderCode: string): Promise<string> {
    const known = this.knownId(orderCode)
    if (known) return known
    const page = await this.api.query({ pageIndex: 1, pageSize: ORDER_PAGE_SIZE, query: orderCode })
    const found = page.dataList.find((o) => o.orderCode === orderCode)
    if (!found) throw new HttpError('not-found', NOT_FOUND_TEXT)
    return found.orderId
  }

  private async deadlineOf(order: OrderDetail): Promise<number | null> {
    try {
      return paymentDeadline(await this.api.validity(order.orderId), this.deps.clock.now())
    } catch {
      return null
    }
  }

  private async run(call: (o: OrderDetail) => Promise<void>, change: Partial<OrderDetail>): Promise<void> {
    const order = this.order
    if (!order || this.busy) return
    this.busy = true
    try {
      await call(order)
      runInAction(() => {
        if (this.order === order) Object.assign(order, change)
      })
    } finally {
      runInAction(() => (this.busy = false))
    }
  }
}
