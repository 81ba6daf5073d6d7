import type { Address, AddressSaveRequest } from '@types-api/api/address'
import type { ApiResponse } from '@types-api/api/common'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'

/** GET / POST / PUT / DELETE /mall/api/v1/address (spec §7). */
export function createAddressApi(send: Send, config: AppConfig) {
  const url = `${config.hosts.mall}/address`
  return {
    list: () => send<ApiResponse<Address[]>>({ url, rule: 'code0' }).then((r) => r.data ?? []),
    create: (body: AddressSaveRequest) =>
      send<ApiResponse<Address>>({ url, method: 'POST', data: body, rule: 'code0' }).then((r) => r.data),
    update: (body: AddressSaveRequest & { addressId: string }) =>
      send<ApiResponse<Address>>({ url, method: 'PUT', data: body, rule: 'code0' }).then((r) => r.data),
    remove: (addressId: string) =>
      send<ApiResponse<unknown>>({ url, method: 'DELETE', data: { addressId }, rule: 'code0' }).then(() => undefined),
  }
}
export type AddressApi = ReturnType<typeof createAddressApi>
