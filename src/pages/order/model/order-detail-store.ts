import { makeAutoObservable, runInAction } from 'mobx'
import type { OrderDetail, OrderStatus } from '@types-api/api/order'
import { errorText, isNotFound } from '@/services/http/errors'
import { paymentDeadline } from '@/utils/payment-deadline'
import type { StoreDeps } from '@/stores/deps'
import type { OrderApi } from './order-api'
import type { LoadStatus } from '@/stores/load-status'

/** One order on its detail page, with what can be done to it. Actions reject so the page can toast. */
export class OrderDetailStore {
  order: OrderDetail | null = null
  status: LoadStatus = 'idle'
  error = ''
  /** the order does not exist (deleted, or not this parent's) */
  notFound = false
  /** client-clock ms when a pending order stops being payable; null when it cannot be paid */
  payDeadline: number | null = null
  busy = false
  private key = ''

  constructor(
    private readonly deps: Pick<StoreDeps, 'clock'>,
    private readonly api: OrderApi,
  ) {
    makeAutoObservable<OrderDetailStore, 'deps' | 'api' | 'key'>(this, { deps: false, api: false, key: false })
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

  /** By order id or, from the payment flow, by order code. */
  async load(orderIdOrCode: string): Promise<void> {
    this.key = orderIdOrCode
    if (this.order && this.order.orderId !== orderIdOrCode && this.order.orderCode !== orderIdOrCode) this.order = null
    this.status = 'loading'
    this.error = ''
    try {
      const order = await this.api.detail(orderIdOrCode)
      if (this.key !== orderIdOrCode) return
      runInAction(() => {
        this.order = order
        this.payDeadline = null
        this.status = 'ready'
      })
      if (order.status === 2) await this.checkValidity()
    } catch (e) {
      if (this.key !== orderIdOrCode) return
      runInAction(() => {
        this.error = errorText(e)
        this.notFound = isNotFound(e)
        this.status = 'error'
      })
    }
  }

  /** Whether the pending order can still be paid, and until when. A failed check leaves pay-again off. */
  async checkValidity(): Promise<void> {
    const order = this.order
    if (!order || order.status !== 2) return
    try {
      const validity = await this.api.validity(order.orderId)
      runInAction(() => (this.payDeadline = paymentDeadline(validity, this.deps.clock.now())))
    } catch {
      runInAction(() => (this.payDeadline = null))
    }
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
