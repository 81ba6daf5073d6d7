/**
 * A delivery address (spec §3: addressId, isDefault; the rest is ours).
 * Area codes: 6 digits per level (province, city, county) joined by '-', e.g. '440000-440300-440305'.
 */
export interface Address {
  addressId: string
  name: string
  phone: string
  areaCode: string
  /** '广东省 深圳市 南山区' */
  areaName: string
  detail: string
  /** 1 default, 0 not */
  isDefault: 0 | 1
}

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
