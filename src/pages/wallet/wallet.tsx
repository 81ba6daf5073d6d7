import { page } from '@/components/page-boundary/page-boundary'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { useArea } from '@/stores/store-context'
import { parseServerTime } from '@/utils/date'
import { fenToYuanText, yuanToFen } from '@/utils/money'
import { walletArea } from './model/wallet-area'
import './wallet.scss'

/** '+58.00' / '-120.00' from a yuan amount. */
export const signedYuan = (amount: string | number): string => {
  const fen = yuanToFen(amount) ?? 0
  return `${fen > 0 ? '+' : ''}${fenToYuanText(fen)}`
}

/** The wallet: balance in yuan and its records. */
function WalletPage() {
  const { wallet } = useArea(walletArea)
  usePageLoad(() => wallet.load(), [wallet], { onShow: 'after-hidden' })

  if (!wallet.value) return pendingView(wallet)
  const w = wallet.value
  const records = w.records ?? []
  return (
    <View className='wallet'>
      <View className='wallet__card'>
        <Text className='wallet__label'>钱包余额（元）</Text>
        <Text className='wallet__balance' data-testid='wallet-balance'>
          {fenToYuanText(yuanToFen(w.balance) ?? 0)}
        </Text>
        <Text className='wallet__tip'>下单时可用钱包余额抵扣</Text>
      </View>
      <Text className='wallet__section'>收支明细</Text>
      {records.length === 0 ? (
        <EmptyState text='暂无收支记录' />
      ) : (
        <Cell.Group>
          {records.map((r) => (
            <Cell
              key={r.recordId}
              className='wallet__record'
              title={r.title}
              description={parseServerTime(r.createTime)?.format('YYYY-MM-DD HH:mm') ?? ''}
              extra={<Text className={(yuanToFen(r.amount) ?? 0) >= 0 ? 'wallet__in' : 'wallet__out'}>{signedYuan(r.amount)}</Text>}
            />
          ))}
        </Cell.Group>
      )}
    </View>
  )
}

export default page(observer(WalletPage))
