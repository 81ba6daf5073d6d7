import { Button, Input } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useState } from 'react'
import type { PhoneChangeProps } from './phone-change'

export type { PhoneChangeProps, PhoneGrant } from './phone-change'

/** H5: no WeChat phone button; the parent types the new number. */
export function PhoneChange({ busy, onTyped }: PhoneChangeProps) {
  const [phone, setPhone] = useState('')
  return (
    <View className='phone-change'>
      <Input
        className='phone-change__input'
        type='tel'
        maxLength={11}
        placeholder='输入新手机号'
        value={phone}
        onChange={(v) => setPhone(v.replace(/\D/g, ''))}
        data-testid='phone-input'
      />
      <Button className='phone-change__button' size='small' type='primary' fill='outline' loading={busy} disabled={busy} onClick={() => onTyped(phone)} data-testid='phone-change'>
        更换
      </Button>
    </View>
  )
}
