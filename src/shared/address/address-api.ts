import type { Address, AddressSaveRequest } from '@types-api/api/address'
import type { ApiResponse } from '@types-api/api/common'
import type { AppConfig } from '@/config/parse-env'
import { ignoresData } from '@/services/http/shape'
import type { Send } from '@/services/http/types'
import { addressListShape, addressShape } from './address-shapes'

/** GET / POST / PUT / DELETE /mall/api/v1/address (spec §7). */
export function createAddressApi(send: Send, config: AppConfig) {
  const url = `${config.hosts.mall}/address`
  return {
    list: () => send<ApiResponse<Address[]>>({ url, rule: 'code0', shape: addressListShape }).then((r) => r.data ?? []),
    create: (body: AddressSaveRequest) =>
      send<ApiResponse<Address>>({ url, method: 'POST', data: body, rule: 'code0', shape: addressShape }).then((r) => r.data),
    update: (body: AddressSaveRequest & { addressId: string }) =>
      send<ApiResponse<Address>>({ url, method: 'PUT', data: body, rule: 'code0', shape: addressShape }).then((r) => r.data),
    remove: (addressId: string) =>
      send<ApiResponse<unknown>>({ url, method: 'DELETE', data: { addressId }, rule: 'code0', shape: ignoresData }).then(() => undefined),
  }
}
export type AddressApi = ReturnType<typeof createAddressApi>
