import { toast, toastSuccess } from '@/components/toast/toast'
import { goBack } from '@/platform/navigation'
import { errorText } from '@/services/http/errors'
import type { AddressStore } from '@/shared/address/address-store'
import { type AddressForm, toSaveRequest } from './address-form'

/** Saves a form through the store, then goes back; a failure is toasted and rethrown (the form keeps its input). */
export async function saveAddress(store: AddressStore, form: AddressForm, addressId?: string): Promise<void> {
  try {
    await store.save(toSaveRequest(form, addressId))
  } catch (e) {
    void toast(errorText(e))
    throw e
  }
  await toastSuccess('保存成功', 1000)
  setTimeout(() => void goBack(), 600)
}
