import { Image } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { OrderLine } from '@types-api/api/order'
import { coverOf, linePriceText } from '../order-text'

/** One product of an order: cover, name, unit price and amount. */
export function OrderLineRow({ line }: { line: OrderLine }) {
  return (
    <View className='order-card__line'>
      <Image className='order-card__pic' src={coverOf(line.pic)} width={72} height={72} radius={6} mode='aspectFill' />
      <View className='order-card__info'>
        <Text className='order-card__name'>{line.productName}</Text>
        <View className='order-card__meta'>
          <Text>{linePriceText(line)}</Text>
          <Text className='order-card__amount'>x{line.amount}</Text>
        </View>
      </View>
    </View>
  )
}

/** The products of one order. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <View className='order-section'>
      {lines.map((line) => (
        <OrderLineRow key={line.productId} line={line} />
      ))}
    </View>
  )
}
