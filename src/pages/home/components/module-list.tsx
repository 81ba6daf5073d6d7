import { ListFooter } from '@/components/list-footer/list-footer'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ProductCard } from '@/components/product-card/product-card'
import { useStores } from '@/stores/store-context'

/** The product list of the active module, with its empty and error states and the paging footer (which also shows page 1 loading). */
export const ModuleList = observer(function ModuleList() {
  const { moduleList } = useStores()
  const list = moduleList.active
  if (!list) return null
  if (list.error) return <ErrorState text={list.error} onRetry={() => void moduleList.refresh()} />
  if (list.isEmpty) return <EmptyState text='暂无相关内容' />
  // page 1 on its way: the footer says so
  return (
    <View className='module-list' data-testid='module-list'>
      {list.items.map((p) => (
        <ProductCard key={p.productId} product={p} />
      ))}
      <ListFooter list={list} />
    </View>
  )
})
