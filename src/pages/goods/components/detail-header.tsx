import { Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ProductDetail } from '@/shared/product/product-detail-api'
import { tagsOf } from '@/utils/product'

export interface DetailHeaderProps {
  product: ProductDetail
  /** the price of the chosen sku */
  price: string
  /** the chosen sku's struck-through original price, '' when not higher */
  original: string
  /** the chosen spec ('已选：大号'), '' when there is no choice */
  chosen: string
  expired: boolean
  onCollect: () => void
}

/** Price, name, the chosen spec, description, tags, the collect toggle and the expired notice. */
export function DetailHeader({ product, price, original, chosen, expired, onCollect }: DetailHeaderProps) {
  const collected = product.isCollect === 1
  return (
    <View className='detail-header'>
      <View className='detail-header__price-line'>
        <Text className='detail-header__price' data-testid='detail-price'>
          {price}
        </Text>
        {original ? (
          <Text className='detail-header__original' data-testid='detail-original-price'>
            {original}
          </Text>
        ) : null}
        <View className={`detail-header__collect ${collected ? 'is-on' : ''}`} data-testid='collect' onClick={onCollect}>
          <Text className='detail-header__star'>{collected ? '★' : '☆'}</Text>
          <Text>{collected ? '已收藏' : '收藏'}</Text>
        </View>
      </View>
      <Text className='detail-header__name'>{product.name}</Text>
      {chosen ? (
        <Text className='detail-header__chosen' data-testid='detail-chosen'>
          {chosen}
        </Text>
      ) : null}
      {product.description ? <Text className='detail-header__desc'>{product.description}</Text> : null}
      <View className='detail-header__tags'>
        {expired ? (
          <Tag type='default' className='detail-header__expired' data-testid='expired'>
            已过期
          </Tag>
        ) : null}
        {tagsOf(product).map((t) => (
          <Tag key={t} type='primary' plain>
            {t}
          </Tag>
        ))}
      </View>
    </View>
  )
}
