import { Cell } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { ProductDetail, ProductSku } from '@/shared/product/product-detail-api'
import { freightFen, freightValue } from '../model/purchase-rules'
import { specRows } from '../model/sku-choice'

/** Spec entries of the chosen sku (lesson count, course spec…) and, for shipped goods, the freight once. */
export function SpecCells({ product, sku, shipped }: { product: ProductDetail; sku: ProductSku | undefined; shipped: boolean }) {
  const specs = specRows(product, sku)
  if (!specs.length && !shipped) return null
  return (
    <View className='detail-card' data-testid='spec-cells'>
      <Cell.Group>
        {specs.map((s) => (
          <View key={s.key} data-testid='spec-row' data-key={s.key}>
            <Cell title={s.key} extra={s.value} />
          </View>
        ))}
        {shipped ? (
          <View data-testid='detail-freight'>
            <Cell title='运费' extra={freightValue(freightFen(product.freightList))} />
          </View>
        ) : null}
      </Cell.Group>
    </View>
  )
}
