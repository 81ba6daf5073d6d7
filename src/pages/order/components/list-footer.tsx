import { Text, View } from '@tarojs/components'

export interface ListFooterProps {
  loading: boolean
  hasMore: boolean
  /** loads the next page by tap, where reaching the bottom is not possible (short lists, tests) */
  onMore: () => void
}

/** The end of a paged list: loading, more, or the end. */
export function ListFooter({ loading, hasMore, onMore }: ListFooterProps) {
  return (
    <View className='list-footer' data-testid='list-footer' style={{ textAlign: 'center', padding: '16px 0 24px', color: '#999999', fontSize: '13px' }}>
      {loading ? (
        <Text data-testid='loading'>加载中…</Text>
      ) : hasMore ? (
        <Text data-testid='load-more' onClick={onMore}>
          上拉加载更多
        </Text>
      ) : (
        <Text>没有更多了</Text>
      )}
    </View>
  )
}
