import { looseObject, nullish, string } from 'valibot'
import { flag, id, listShape } from '@/services/api/common-shapes'

/** An address as the address pages and the order confirmation show and choose it. */
export const addressShape = looseObject({
  addressId: id,
  name: string(),
  phone: string(),
  areaCode: nullish(string()),
  areaName: nullish(string()),
  detail: string(),
  isDefault: flag,
})
export const addressListShape = listShape(addressShape)
