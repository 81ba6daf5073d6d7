import type { AddressSaveRequest } from '@types-api/api/address'
import type { Address } from '@/shared/address/address-api'
import { isCompleteAreaCode } from '@/utils/area-code'
import { isMobilePhone, normalizePhone } from '@/utils/phone'

/** What the address form edits. Pure: no Taro, no data table, unit-tested in Node. */
export interface AddressForm {
  name: string
  phone: string
  areaCode: string
  areaName: string
  detail: string
  isDefault: boolean
}

export type AddressField = 'name' | 'phone' | 'areaCode' | 'detail'
export type AddressErrors = Partial<Record<AddressField, string>>

export const ADDRESS_MESSAGES = {
  nameRequired: '请填写收货人姓名',
  nameTooLong: '收货人姓名不能超过20个字',
  phoneRequired: '请填写手机号码',
  phoneInvalid: '请填写正确的11位手机号码',
  areaRequired: '请选择所在地区',
  detailRequired: '请填写详细地址',
  detailTooShort: '详细地址至少5个字',
  detailTooLong: '详细地址不能超过100个字',
} as const

export const emptyAddressForm = (): AddressForm => ({ name: '', phone: '', areaCode: '', areaName: '', detail: '', isDefault: false })

export const formFromAddress = (a: Address): AddressForm => ({
  name: a.name,
  phone: a.phone,
  areaCode: a.areaCode,
  areaName: a.areaName,
  detail: a.detail,
  isDefault: a.isDefault === 1,
})


const length = (s: string): number => [...s].length

/** Every problem, by field, in the order the form shows them; {} when the form can be saved. */
export function validateAddressForm(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {}
  const name = form.name.trim()
  if (!name) errors.name = ADDRESS_MESSAGES.nameRequired
  else if (length(name) > 20) errors.name = ADDRESS_MESSAGES.nameTooLong
  const phone = normalizePhone(form.phone)
  if (!phone) errors.phone = ADDRESS_MESSAGES.phoneRequired
  else if (!isMobilePhone(phone)) errors.phone = ADDRESS_MESSAGES.phoneInvalid
  if (!isCompleteAreaCode(form.areaCode) || !form.areaName.trim()) errors.areaCode = ADDRESS_MESSAGES.areaRequired
  const detail = form.detail.trim()
  if (!detail) errors.detail = ADDRESS_MESSAGES.detailRequired
  else if (length(detail) < 5) errors.detail = ADDRESS_MESSAGES.detailTooShort
  else if (length(detail) > 100) errors.detail = ADDRESS_MESSAGES.detailTooLong
  return errors
}

export const firstError = (errors: AddressErrors): string | undefined => Object.values(errors).find(Boolean)

/** The request body for a valid form (trimmed, phone normalised). */
export function toSaveRequest(form: AddressForm, addressId?: string): AddressSaveRequest {
  return {
    ...(addressId ? { addressId } : {}),
    name: form.name.trim(),
    phone: normalizePhone(form.phone),
    areaCode: form.areaCode,
    areaName: form.areaName.trim(),
    detail: form.detail.trim(),
    isDefault: form.isDefault ? 1 : 0,
  }
}
