import { belowNetworkNotice } from '@/components/network-notice/network-notice'
import { page } from '@/components/page-boundary/page-boundary'
import { SearchBar } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useArea } from '@/stores/store-context'
import { SearchHistoryPanel } from './components/search-history-panel'
import { SearchResults } from './components/search-results'
import { commonArea } from './model/common-area'
import './search.scss'

/** Product search: recent queries, results grouped by type, more of a type, every result. */
function SearchPage() {
  const common = useArea(commonArea)
  const [store] = useState(() => common.search())
  // ?couponId=: the products that coupon applies to (去使用 on a coupon)
  const couponId = useRouter().params?.couponId ?? ''

  useEffect(() => {
    store.restore()
    if (couponId) void store.showCoupon(couponId)
  }, [store, couponId])
  useReachBottom(() => {
    if (store.view.kind !== 'groups') void store.list.loadMore()
  })

  return (
    <View className='search-page'>
      <View className={belowNetworkNotice('search-page__bar')}>
        <SearchBar
          shape='round'
          placeholder='搜索课程、测评、商品'
          value={store.input}
          maxLength={30}
          onChange={(v) => store.setInput(v)}
          onSearch={(v) => void store.search(v)}
          onClear={() => store.cancel()}
          right={
            <View className='search-page__go' data-testid='search-go' onClick={() => void store.search()}>
              搜索
            </View>
          }
        />
      </View>
      {store.showsResults ? <SearchResults store={store} /> : <SearchHistoryPanel store={store} />}
    </View>
  )
}

export default page(observer(SearchPage))
