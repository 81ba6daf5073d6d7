import { ListFooter } from '@/components/list-footer/list-footer'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ProductCard } from '@/components/product-card/product-card'
import { useStores } from '@/stores/store-context'

/** The product list of the active module, with its loading, empty, error and paging footer. */
export const ModuleList = observer(function ModuleList() {
  const { moduleList } = useStores()
  const list = moduleList.active
  if (!list) return null
  if (list.error) return <ErrorState text={list.error} onRetry={() => void moduleList.refresh()} />
  if (list.loading && list.items.length === 0) {
    return (
      <View className='module-list__loading' data-testid='list-loading'>
        加载中…
      </View>
    )
  }
  if (list.items.length === 0) return <EmptyState text='暂无相关内容' />
  return (
    <View className='module-list' data-testid='module-list'>
      {list.items.map((p) => (
        <ProductCard key={p.productId} product={p} />
      ))}
      <ListFooter list={list} />
    </View>
  )
})
