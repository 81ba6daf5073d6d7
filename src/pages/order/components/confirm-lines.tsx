import { Text, View } from '@tarojs/components'
import type { DraftLine } from '@/shared/trade/checkout-calls'
import { ClassFacts } from '@/components/class-facts/class-facts'
import { ImageView } from '@/components/image-view/image-view'
import { formatYuan } from '@/utils/money'
import { coverOf } from '@/utils/product'

/** The products of the order being confirmed. */
export function ConfirmLines({ lines }: { lines: DraftLine[] }) {
  return (
    <View className='confirm-card'>
      {lines.map((l, i) => (
        <View key={`${l.cartId ?? l.productId}-${i}`} className='confirm-line' data-testid='confirm-line'>
          <ImageView className='confirm-line__pic' src={coverOf(l.pic)} />
          <View className='confirm-line__body'>
            <Text className='confirm-line__name'>{l.productName}</Text>
            {l.skuName ? <Text className='confirm-line__sku'>{l.skuName}</Text> : null}
            <ClassFacts facts={l} />
          </View>
          <View className='confirm-line__price'>
            <Text data-testid='confirm-line-price'>{l.payType === 1 ? `${l.point}积分` : formatYuan(l.money)}</Text>
            <Text className='confirm-line__amount'>×{l.amount}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
