import { Text, View } from '@tarojs/components'
import type { ProductListItem } from '@/services/api/product-item'
import { ImageView } from '@/components/image-view/image-view'
import { openRoute } from '@/platform/navigation'
import { routes } from '@/config/routes'
import { coverOf, priceDisplay, tagsOf } from '@/utils/product'
import './product-card.scss'

export interface ProductCardProps {
  product: ProductListItem
  /** 'row': cover left, text right (lists); 'grid': cover on top (two-column lists). */
  layout?: 'row' | 'grid'
  /** Default: opens the goods detail page. */
  onClick?: (product: ProductListItem) => void
}

/**
 * The product list item used everywhere: cover (first pic), name, description, tags,
 * assessments, the price with the yuan sign and the original price struck through;
 * point products show points instead of money.
 */
export function ProductCard({ product, layout = 'row', onClick }: ProductCardProps) {
  const price = priceDisplay(product)
  const tags = tagsOf(product)
  const assessments = product.assessmentList ?? []
  const cover = coverOf(product.pic)
  const open = () => (onClick ? onClick(product) : void openRoute(routes.goodsDetail({ id: product.productId })))

  return (
    <View className={`product-card product-card--${layout}`} data-testid='product-card' data-id={product.productId} onClick={open}>
      <View className='product-card__cover'>
        <ImageView className='product-card__img' src={cover} lazyLoad />
        {price.kind === 'points' ? <Text className='product-card__badge'>积分兑换</Text> : null}
      </View>
      <View className='product-card__body'>
        <Text className='product-card__name'>{product.name}</Text>
        {product.description ? <Text className='product-card__desc'>{product.description}</Text> : null}
        {tags.length || assessments.length ? (
          <View className='product-card__tags'>
            {tags.map((t) => (
              <Text key={t} className='product-card__tag'>
                {t}
              </Text>
            ))}
            {assessments.map((a) => (
              <Text key={a.assessmentId} className='product-card__tag product-card__assessment'>
                {a.assessmentName}
              </Text>
            ))}
          </View>
        ) : null}
        <View className='product-card__price'>
          <Text className={`product-card__current product-card__current--${price.kind}`} data-testid='product-price'>
            {price.current}
          </Text>
          {price.original ? (
            <Text className='product-card__original' data-testid='product-original-price'>
              {price.original}
            </Text>
          ) : null}
        </View>
      </View>
    </View>
  )
}
