import { Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { Address } from '@/shared/address/address-api'
import { maskPhone } from '@/utils/phone'

export interface ConfirmAddressProps {
  address: Address | null
  onChoose: () => void
}

/** The delivery address of an order with goods; tapping it opens the address list to choose. */
export function ConfirmAddress({ address, onChoose }: ConfirmAddressProps) {
  return (
    <Cell
      className='confirm-address'
      clickable
      onClick={onChoose}
      title={
        address ? (
          <View data-testid='confirm-address'>
            <Text className='confirm-address__who'>
              {address.name} {maskPhone(address.phone)}
            </Text>
            <Text className='confirm-address__where'>
              {address.areaName} {address.detail}
            </Text>
          </View>
        ) : (
          <Text className='confirm-address__empty'>请选择收货地址</Text>
        )
      }
      extra='›'
    />
  )
}
