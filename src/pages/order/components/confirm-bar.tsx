import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'

export interface ConfirmBarProps {
  amountText: string
  label: string
  loading: boolean
  disabled: boolean
  onSubmit: () => void
}

/** The bottom bar: what is paid and the one button that submits (locked while in flight). */
export function ConfirmBar({ amountText, label, loading, disabled, onSubmit }: ConfirmBarProps) {
  return (
    <View className='confirm-bar'>
      <Text className='confirm-bar__label'>实付：</Text>
      <Text className='confirm-bar__amount' data-testid='pay-amount'>
        {amountText}
      </Text>
      <Button type='primary' loading={loading} disabled={disabled || loading} onClick={onSubmit} data-testid='submit-order'>
        {label}
      </Button>
    </View>
  )
}
