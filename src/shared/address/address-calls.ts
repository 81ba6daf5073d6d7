import type { AddressSaveRequest } from '@types-api/api/address'
import { declareService, noData, sends } from '@/services/http/declare'
import { addressListShape, addressShape } from './address-shapes'

const mall = declareService('mall')

/** GET / POST / PUT / DELETE /mall/api/v1/address (spec §7). */
export const addressList = mall.get('/address', addressListShape)
export const addressCreate = mall.post('/address', addressShape, { body: sends<AddressSaveRequest> })
export const addressUpdate = mall.put('/address', addressShape, { body: sends<AddressSaveRequest & { addressId: string }> })
export const addressRemove = mall.delete('/address', noData, { body: (addressId: string) => ({ addressId }) })
