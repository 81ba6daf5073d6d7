import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { addressArea } from '@/shared/address/address-area'
import { useArea } from '@/stores/store-context'
import { emptyAddressForm } from './model/address-form'
import { AddressFormView } from './components/address-form-view'
import { saveAddress } from './model/save-address'
import './address-page.scss'

function AddressCreatePage() {
  const address = useArea(addressArea).store
  // the first address of a parent becomes the default
  const [initial] = useState(() => ({ ...emptyAddressForm(), isDefault: address.list.status === 'ready' && address.addresses.length === 0 }))
  return (
    <View className='address-page'>
      <AddressFormView initial={initial} onSubmit={(form) => saveAddress(address, form)} />
    </View>
  )
}

export default page(observer(AddressCreatePage))
