import { Text, View } from '@tarojs/components'
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
  if (list.loading && list.results.length === 0) {
    return (
      <View className='module-list__loading' data-testid='list-loading'>
        加载中…
      </View>
    )
  }
  if (list.results.length === 0) return <EmptyState text='暂无相关内容' />
  return (
    <View className='module-list' data-testid='module-list'>
      {list.results.map((p) => (
        <ProductCard key={p.productId} product={p} />
      ))}
      <View className='module-list__footer' data-testid='list-footer'>
        {list.loading ? (
          <Text>加载中…</Text>
        ) : list.moreError ? (
          <Text className='module-list__retry' onClick={() => void moduleList.loadMore()}>
            {list.moreError}，点击重试
          </Text>
        ) : moduleList.hasMore() ? (
          <Text className='module-list__more' data-testid='load-more' onClick={() => void moduleList.loadMore()}>
            上拉加载更多
          </Text>
        ) : (
          <Text>没有更多了</Text>
        )}
      </View>
    </View>
  )
})
