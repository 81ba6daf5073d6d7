import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { SearchStore } from '../model/search-store'

/** Recent queries, newest first; tapping one searches it again; the list can be cleared. */
export const SearchHistoryPanel = observer(function SearchHistoryPanel({ store }: { store: SearchStore }) {
  if (!store.history.length) {
    return <View className='search-history__none'>输入课程、测评或商品名称开始搜索</View>
  }
  return (
    <View className='search-history' data-testid='search-history'>
      <View className='search-history__head'>
        <Text className='search-history__title'>最近搜索</Text>
        <Text className='search-history__clear' data-testid='clear-history' onClick={() => store.clearHistory()}>
          清空
        </Text>
      </View>
      <View className='search-history__chips'>
        {store.history.map((q) => (
          <Text key={q} className='search-history__chip' data-testid='history-item' onClick={() => void store.search(q)}>
            {q}
          </Text>
        ))}
      </View>
    </View>
  )
})
