import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { ErrorState } from '@/components/error-state/error-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { goBack } from '@/platform/navigation'
import { addressArea } from '@/shared/address/address-area'
import { useArea } from '@/stores/store-context'
import { formFromAddress } from './model/address-form'
import { AddressFormView } from './components/address-form-view'
import { saveAddress } from './model/save-address'
import './address-page.scss'

function AddressEditPage() {
  const address = useArea(addressArea).store
  const addressId = useRouter().params.addressId ?? ''
  const current = address.byId(addressId)

  usePageLoad(() => (!address.byId(addressId) && !address.list.loading ? address.load() : undefined), [address, addressId])

  if (!current) {
    if (address.list.status === 'ready') return <ErrorState text='地址不存在或已删除' onRetry={() => void goBack()} />
    return pendingView(address.list, () => void address.load())
  }
  return (
    <View className='address-page'>
      <AddressFormView key={addressId} initial={formFromAddress(current)} onSubmit={(form) => saveAddress(address, form, addressId)} />
    </View>
  )
}

export default page(observer(AddressEditPage))
