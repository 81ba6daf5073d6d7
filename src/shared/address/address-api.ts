import type { InferOutput } from 'valibot'
import type { AddressSaveRequest } from '@types-api/api/address'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import { flagOf } from '@/services/api/common-shapes'
import { addressCreate, addressList, addressRemove, addressUpdate } from './address-calls'
import type { addressShape } from './address-shapes'

/** The address as the pages use it: the id as text, the area always text, the default flag 0 or 1. */
function toAddress(a: InferOutput<typeof addressShape>) {
  return { ...a, addressId: String(a.addressId), areaCode: a.areaCode ?? '', areaName: a.areaName ?? '', isDefault: flagOf(a.isDefault) }
}
export type Address = ReturnType<typeof toAddress>

export function createAddressApi(send: Send, config: AppConfig) {
  const call = createCall(send, config.hosts)
  return {
    list: async () => ((await call(addressList)) ?? []).map(toAddress),
    create: async (body: AddressSaveRequest) => toAddress(await call(addressCreate, body)),
    update: async (body: AddressSaveRequest & { addressId: string }) => toAddress(await call(addressUpdate, body)),
    remove: (addressId: string) => call(addressRemove, addressId).then(() => undefined),
  }
}
export type AddressApi = ReturnType<typeof createAddressApi>
