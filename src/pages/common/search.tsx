import { View } from '@tarojs/components'
import { EmptyState } from '@/components/empty-state/empty-state'

/** Product search. */
export default function SearchPage() {
  return (
    <View className='search'>
      <EmptyState text='输入关键词搜索课程与商品' />
    </View>
  )
}
