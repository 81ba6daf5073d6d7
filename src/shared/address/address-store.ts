import { makeAutoObservable, runInAction } from 'mobx'
import type { AddressSaveRequest } from '@types-api/api/address'
import type { Address } from '@/shared/address/address-api'
import type { AddressApi } from './address-api'
import { Resource } from '@/stores/resource'

/**
 * The parent's delivery addresses. At most one is default. When the order confirmation page opens
 * the address list to choose (?select=1), the choice is left in `addressSelection` and read there.
 */
export class AddressStore {
  /** The addresses, the default first; kept on screen while they load again or fail to. */
  readonly list: Resource<Address[]>
  /** The address chosen for the order being confirmed; null until one is chosen. */
  addressSelection: Address | null = null

  constructor(private readonly api: AddressApi) {
    this.list = new Resource(async () => sortDefaultFirst(await api.list()))
    makeAutoObservable<AddressStore, 'api'>(this, { api: false, list: false })
  }

  get addresses(): Address[] {
    return this.list.value ?? []
  }

  get defaultAddress(): Address | null {
    return this.addresses.find((a) => a.isDefault === 1) ?? null
  }

  byId(addressId: string): Address | undefined {
    return this.addresses.find((a) => a.addressId === addressId)
  }

  async load(): Promise<void> {
    await this.list.load()
    runInAction(() => this.dropStaleSelection())
  }

  /** Creates or updates; the list is reloaded so the default flag is the server's. Rejects on failure. */
  async save(body: AddressSaveRequest): Promise<Address> {
    const saved = body.addressId
      ? await this.api.update({ ...body, addressId: body.addressId })
      : await this.api.create(body)
    runInAction(() => {
      const others = this.addresses.filter((a) => a.addressId !== saved.addressId)
      const cleared = saved.isDefault === 1 ? others.map((a) => ({ ...a, isDefault: 0 as const })) : others
      this.list.set(sortDefaultFirst([saved, ...cleared]))
      if (this.addressSelection?.addressId === saved.addressId) this.addressSelection = saved
    })
    return saved
  }

  /** Makes one address the default (a PUT with isDefault 1). */
  async makeDefault(addressId: string): Promise<void> {
    const a = this.byId(addressId)
    if (!a || a.isDefault === 1) return
    await this.save({ ...a, isDefault: 1 })
  }

  /** Removes one address; on failure it stays in the list and the error is rethrown. */
  async remove(addressId: string): Promise<void> {
    await this.api.remove(addressId)
    runInAction(() => {
      this.list.set(this.addresses.filter((a) => a.addressId !== addressId))
      this.dropStaleSelection()
    })
  }

  select(address: Address): void {
    this.addressSelection = address
  }

  clearSelection(): void {
    this.addressSelection = null
  }

  private dropStaleSelection(): void {
    if (this.addressSelection && !this.byId(this.addressSelection.addressId)) this.addressSelection = null
  }
}

function sortDefaultFirst(list: Address[]): Address[] {
  return [...list].sort((a, b) => b.isDefault - a.isDefault)
}
