import { Text, View } from '@tarojs/components'
import type { OrderLine } from '../model/order-calls'
import { ClassFacts } from '@/components/class-facts/class-facts'
import { ImageView } from '@/components/image-view/image-view'
import { coverOf } from '@/utils/product'
import { linePriceText } from '../model/order-text'

/** One product of an order: cover, name, sku, unit price and amount; on the detail page also the campus and class time. */
export function OrderLineRow({ line, withClass = false }: { line: OrderLine; withClass?: boolean }) {
  return (
    <View className='order-card__line'>
      <ImageView className='order-card__pic' src={coverOf(line.pic)} lazyLoad />
      <View className='order-card__info'>
        <Text className='order-card__name'>{line.productName}</Text>
        {line.skuName ? <Text className='order-card__sku'>{line.skuName}</Text> : null}
        {withClass ? <ClassFacts facts={line} /> : null}
        <View className='order-card__meta'>
          <Text data-testid='order-line-price'>{linePriceText(line)}</Text>
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
        <OrderLineRow key={`${line.productId}-${line.skuId ?? ''}`} line={line} withClass />
      ))}
    </View>
  )
}
