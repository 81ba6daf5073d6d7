import { page } from '@/components/page-boundary/page-boundary'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { useArea } from '@/stores/store-context'
import { noticeArea } from './model/notice-area'
import { noticeText, noticeTime } from './model/notice-rules'
import './notice.scss'

/** One notice, shown as text with its line breaks; opening it marks it read. */
function NoticeDetailPage() {
  const id = useRouter().params.id ?? ''
  const store = useArea(noticeArea)
  const [notice] = useState(() => store.detail(id))
  usePageLoad(() => notice.load(), [notice])
  const n = notice.value
  if (!n) return pendingView(notice)
  return (
    <View className='notice-detail' data-testid='notice-detail'>
      <Text className='notice-detail__title'>{n.title}</Text>
      <Text className='notice-detail__time' data-testid='notice-time'>
        {noticeTime(n.createTime)}
      </Text>
      <Text className='notice-detail__content' data-testid='notice-content' userSelect>
        {noticeText(n.content)}
      </Text>
    </View>
  )
}

export default page(observer(NoticeDetailPage))
