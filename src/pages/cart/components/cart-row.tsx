import { Checkbox } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { ClassFacts } from '@/components/class-facts/class-facts'
import { ImageView } from '@/components/image-view/image-view'
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper'
import type { CartLine } from '@/shared/trade/cart-totals'
import { lineAmount } from '@/shared/trade/cart-totals'
import { formatYuan } from '@/utils/money'
import { coverOf } from '@/utils/product'

export interface CartRowProps {
  line: CartLine
  invalid?: boolean
  onToggle?: () => void
  onAmount?: (amount: number) => void
  onDelete: () => void
}

/** One cart row: check, cover, name, unit price (money or points), amount stepper, delete. */
export function CartRow({ line, invalid, onToggle, onAmount, onDelete }: CartRowProps) {
  const price = line.payType === 1 ? `${line.point ?? 0}积分` : formatYuan(line.money)
  return (
    <View className={`cart-row${invalid ? ' cart-row--invalid' : ''}`} data-testid='cart-row'>
      <View className='cart-row__check'>
        {invalid ? (
          <Text className='cart-row__tag'>失效</Text>
        ) : (
          // NutUI names the role as Taro's ariaRole, which H5 writes as an unknown attribute: the role is said again here for screen readers
          <Checkbox checked={line.checked} onChange={() => onToggle?.()} role='checkbox' aria-checked={line.checked} aria-label={`选择${line.productName ?? '商品'}`} />
        )}
      </View>
      <ImageView className='cart-row__pic' src={coverOf(line.pic)} lazyLoad />
      <View className='cart-row__body'>
        <Text className='cart-row__name'>{line.productName ?? '商品'}</Text>
        <ClassFacts facts={line} />
        {invalid ? <Text className='cart-row__hint'>商品已失效，不能购买</Text> : null}
        <View className='cart-row__foot'>
          <Text className='cart-row__price'>{price}</Text>
          {invalid ? null : (
            <QuantityStepper value={lineAmount(line)} onChange={(n) => onAmount?.(n)} />
          )}
        </View>
      </View>
      <Text className='cart-row__delete' data-testid='cart-delete' onClick={onDelete}>
        删除
      </Text>
    </View>
  )
}
