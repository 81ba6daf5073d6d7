import { defineArea, type AreaContext } from '@/stores/area-registry'
import { createAddressApi, type AddressApi } from './address-api'
import { AddressStore } from './address-store'

/** The parent's addresses: managed on the address pages, chosen on order confirmation. */
export class AddressModel {
  readonly store: AddressStore

  constructor(
    ctx: AreaContext,
    readonly api: AddressApi = createAddressApi(ctx.deps.send, ctx.deps.config),
  ) {
    this.store = new AddressStore(api)
  }
}

export const addressArea = defineArea('address', (ctx) => new AddressModel(ctx))
