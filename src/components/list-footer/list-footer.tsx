import { Text, View } from '@tarojs/components'
import type { PagedList } from '@/stores/paged-list'
import { observer } from 'mobx-react'

/** The end of a paged list: loading, a tap to load more (also where scrolling cannot), the end, or a retry. */
export const PagedFooter = observer(function PagedFooter<T>({ list }: { list: PagedList<T> }) {
  const style = { textAlign: 'center' as const, padding: '16px 0 24px', color: '#999999', fontSize: '13px', minHeight: '44px' }
  if (list.moreError)
    return (
      <View style={style} data-testid='load-more' onClick={() => void list.loadMore()}>
        <Text>{list.moreError}，点击重试</Text>
      </View>
    )
  return (
    <View style={style} data-testid='list-footer'>
      {list.loading ? (
        <Text>加载中…</Text>
      ) : list.hasMore ? (
        <Text data-testid='load-more' onClick={() => void list.loadMore()}>
          上拉或点击加载更多
        </Text>
      ) : (
        <Text>没有更多了</Text>
      )}
    </View>
  )
})
