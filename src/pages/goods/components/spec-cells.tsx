import { Cell } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { ProductDetail } from '@types-api/api/product'
import { freightFen, freightText } from '../purchase-rules'

/** Spec entries (lesson count, course spec…) and, for shipped goods, the freight. */
export function SpecCells({ product, shipped }: { product: ProductDetail; shipped: boolean }) {
  const specs = product.specList ?? []
  if (!specs.length && !shipped) return null
  return (
    <View className='detail-card' data-testid='spec-cells'>
      <Cell.Group>
        {specs.map((s) => (
          <Cell key={s.key} title={s.key} extra={s.value} />
        ))}
        {shipped ? <Cell title='运费' extra={freightText(freightFen(product.freightList))} /> : null}
      </Cell.Group>
    </View>
  )
}
