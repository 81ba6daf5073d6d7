import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useNetworkReturn } from '@/components/network-notice/use-network-return'
import './list-footer.scss'

/** What the footer needs of a paged list (PagedList, or a store that wraps one). */
export interface FooterList {
  readonly loading: boolean
  readonly hasMore: boolean
  readonly moreError: string
  loadMore(): Promise<void>
}

/**
 * The end of every paged list: loading, a retry after a failed page, more (also by tap, where the
 * bottom cannot be reached), or the end. Each state is its own node (`key`): in the mini-program
 * Taro cannot take the last tap handler off a Text it keeps (it looks for a `pure-text` template
 * that does not exist and the page's render fails), so a Text never loses its handler here.
 * A page that failed for want of a network is asked again when the network comes back.
 */
export const ListFooter = observer(function ListFooter({ list }: { list: FooterList }) {
  const more = () => void list.loadMore()
  useNetworkReturn(list.moreError ? more : undefined)
  return (
    <View className='list-footer' data-testid='list-footer'>
      {list.loading ? (
        <Text key='loading' data-testid='loading'>
          加载中…
        </Text>
      ) : list.moreError ? (
        <Text key='retry' className='list-footer__action list-footer__retry' data-testid='load-retry' onClick={more}>
          {list.moreError}，点击重试
        </Text>
      ) : list.hasMore ? (
        <Text key='more' className='list-footer__action' data-testid='load-more' onClick={more}>
          上拉加载更多
        </Text>
      ) : (
        <Text key='end'>没有更多了</Text>
      )}
    </View>
  )
})
