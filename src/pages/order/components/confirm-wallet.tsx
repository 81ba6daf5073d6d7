import { Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { fenToYuanText, yuanToFen } from '@/utils/money'

export interface ConfirmWalletProps {
  balanceFen: number
  /** wallet money the parent's unpaid orders hold */
  lockedFen: number
  capFen: number
  usedFen: number
  message: string
  onChange: (fen: number) => void
}

/**
 * Wallet money to use: capped at the payable total plus freight (the store cuts and says why). Money
 * the parent's unpaid orders hold is named apart, so a balance lower than the wallet page's is explained.
 */
export function ConfirmWallet({ balanceFen, lockedFen, capFen, usedFen, message, onChange }: ConfirmWalletProps) {
  const [text, setText] = useState(usedFen ? fenToYuanText(usedFen) : '')
  useEffect(() => setText(usedFen ? fenToYuanText(usedFen) : ''), [usedFen])
  const commit = () => onChange(text.trim() ? yuanToFen(text) ?? -1 : 0)
  return (
    <View className='confirm-wallet'>
      <View className='confirm-wallet__row'>
        <Text className='confirm-wallet__label'>钱包抵扣</Text>
        <Text className='confirm-wallet__hint'>
          余额¥{fenToYuanText(balanceFen)}，最多可用¥{fenToYuanText(capFen)}
        </Text>
      </View>
      <View className='confirm-wallet__row'>
        <Input
          className='confirm-wallet__input'
          type='digit'
          placeholder='输入使用金额'
          value={text}
          disabled={capFen === 0}
          onChange={(v) => setText(v)}
          onBlur={commit}
          data-testid='wallet-input'
        />
        <Text className='confirm-wallet__all' onClick={() => onChange(capFen)}>
          全部使用
        </Text>
      </View>
      {lockedFen > 0 ? (
        <Text className='confirm-wallet__locked' data-testid='wallet-locked'>
          另有¥{fenToYuanText(lockedFen)}被待支付订单占用
        </Text>
      ) : null}
      {message ? <Text className='confirm-wallet__message'>{message}</Text> : null}
    </View>
  )
}
