import { Button, Checkbox, Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { Address } from '@/shared/address/address-api'
import { maskPhone } from '@/utils/phone'

export interface AddressCardProps {
  address: Address
  selecting: boolean
  selected: boolean
  onPick: (a: Address) => void
  onEdit: (a: Address) => void
  onDelete: (a: Address) => void
  onMakeDefault: (a: Address) => void
}


/** One saved address: who, where, the default flag and what can be done with it. */
export function AddressCard({ address: a, selecting, selected, onPick, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  return (
    <View className={`address-card${selected ? ' address-card--selected' : ''}`} data-testid='address-card' onClick={() => (selecting ? onPick(a) : onEdit(a))}>
      <View className='address-card__who'>
        <Text className='address-card__name'>{a.name}</Text>
        <Text className='address-card__phone'>{maskPhone(a.phone)}</Text>
        {a.isDefault === 1 ? (
          <Tag type='primary' className='address-card__tag'>
            默认
          </Tag>
        ) : null}
      </View>
      <Text className='address-card__where'>
        {a.areaName} {a.detail}
      </Text>
      <View className='address-card__ops' onClick={(e) => e.stopPropagation()}>
        <Checkbox className='address-card__default' checked={a.isDefault === 1} label='默认地址' onChange={(v) => v && onMakeDefault(a)} />
        <View className='address-card__buttons'>
          <Button className='address-card__op' size='mini' fill='none' onClick={() => onEdit(a)} data-testid='address-edit'>
            编辑
          </Button>
          <Button className='address-card__op' size='mini' fill='none' onClick={() => onDelete(a)} data-testid='address-delete'>
            删除
          </Button>
        </View>
      </View>
    </View>
  )
}
