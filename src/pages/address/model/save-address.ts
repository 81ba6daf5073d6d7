import { runAction } from '@/components/toast/run-action'
import { toastSuccess } from '@/components/toast/toast'
import { goBack } from '@/platform/navigation'
import type { AddressStore } from '@/shared/address/address-store'
import { type AddressForm, toSaveRequest } from './address-form'
import { laterOnThisPage } from '@/components/page-kit/page-timers'

/** Saves a form through the store, then goes back; a failure is reported and rethrown (the form keeps its input). */
export async function saveAddress(store: AddressStore, form: AddressForm, addressId?: string): Promise<void> {
  const r = await runAction(() => store.save(toSaveRequest(form, addressId)))
  if (!r.ok) throw r.error
  await toastSuccess('保存成功', 1000)
  laterOnThisPage(() => void goBack(), 600)
}
