/** POST /mall/api/v1/address (create) and PUT /mall/api/v1/address (edit, with addressId). */
export interface AddressSaveRequest {
  addressId?: string
  name: string
  phone: string
  areaCode: string
  areaName: string
  detail: string
  isDefault: 0 | 1
}
