import { ListFooter } from '@/components/list-footer/list-footer'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ProductCard } from '@/components/product-card/product-card'
import { useStores } from '@/stores/store-context'

/** The discover list of the chosen category, paged; the footer also shows page 1 loading. */
export const MallProductList = observer(function MallProductList() {
  const { mall } = useStores()
  const list = mall.list
  if (list.error) return <ErrorState text={list.error} onRetry={() => void list.reload()} />
  if (list.isEmpty) return <EmptyState text='该分类暂无商品' />
  return (
    <View className='mall-list' data-testid='mall-list'>
      {list.items.map((p) => (
        <ProductCard key={p.productId} product={p} />
      ))}
      <ListFooter list={list} />
    </View>
  )
})
