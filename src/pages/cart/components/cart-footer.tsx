import { Button, Checkbox } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { CartTotals } from '@/shared/trade/cart-totals'
import { fenToYuanText } from '@/utils/money'

export interface CartFooterProps {
  totals: CartTotals
  allChecked: boolean
  checkedCount: number
  onToggleAll: () => void
  onDeleteChecked: () => void
  onSettle: () => void
}

/** Check all, totals of the checked rows (money and points), batch delete and settle. */
export function CartFooter({ totals, allChecked, checkedCount, onToggleAll, onDeleteChecked, onSettle }: CartFooterProps) {
  return (
    <View className='cart-footer'>
      <Checkbox checked={allChecked} onChange={onToggleAll} label='全选' />
      <View className='cart-footer__sum' data-testid='cart-total'>
        <Text>合计：</Text>
        <Text className='cart-footer__money'>¥{fenToYuanText(totals.moneyFen)}</Text>
        {totals.points > 0 ? <Text className='cart-footer__points'>+{totals.points}积分</Text> : null}
      </View>
      {checkedCount > 0 ? (
        <Button size='small' fill='outline' onClick={onDeleteChecked}>
          删除
        </Button>
      ) : null}
      <Button type='primary' size='small' disabled={checkedCount === 0} onClick={onSettle}>
        结算({totals.count})
      </Button>
    </View>
  )
}
