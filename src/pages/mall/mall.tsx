import { View } from '@tarojs/components'
import { EmptyState } from '@/components/empty-state/empty-state'

/** The mall tab; product categories and lists arrive with the browse feature. */
export default function MallPage() {
  return (
    <View className='mall'>
      <EmptyState text='商品正在上架，敬请期待' />
    </View>
  )
}
