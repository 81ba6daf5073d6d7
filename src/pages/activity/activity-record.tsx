import { page } from '@/components/page-boundary/page-boundary'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { parseServerTime } from '@/utils/date'
import { useArea } from '@/stores/store-context'
import { activityArea } from './model/activity-area'
import './activity.scss'

/** The parent's invitation record: points earned, friends invited, first purchases, and each friend. */
function ActivityRecordPage() {
  const { record } = useArea(activityArea)
  usePageLoad(() => record.load(), [record], { onShow: 'after-hidden' })

  if (!record.value) return pendingView(record)
  const r = record.value
  const cells = [
    { label: '累计获得积分', value: r.accumulatePoints },
    { label: '已邀请好友', value: `${r.inviteCount}人` },
    { label: '邀请好友积分', value: r.friendInvitation },
    { label: `首单奖励积分（${r.firstPurchaseCount}人）`, value: r.firstPurchase },
  ]
  return (
    <View className='activity-page' data-testid='activity-record'>
      <View className='activity-card'>
        <View className='record-summary'>
          {cells.map((c) => (
            <View key={c.label} className='record-summary__item' data-testid='record-summary'>
              <Text className='record-summary__value'>{c.value}</Text>
              <Text className='record-summary__label'>{c.label}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='activity-card'>
        <View className='activity-card__title'>
          <Text>邀请明细</Text>
        </View>
        {r.records.length ? (
          r.records.map((x, i) => (
            <View key={`${x.userName}-${i}`} className='record-row' data-testid='record-row'>
              <Image {...imageAlt('')} className='record-row__avatar' src={sizedPicture(x.headimg, 72, 72, screenFacts())} mode='aspectFill' lazyLoad />
              <View className='record-row__main'>
                <View>
                  <Text className='record-row__name'>{x.userName}</Text>
                  {x.firstPurchase === 1 ? <Text className='record-row__tag'>已首单</Text> : null}
                </View>
                <Text className='record-row__time'>{parseServerTime(x.inviteTime)?.format('YYYY-MM-DD HH:mm') ?? ''}</Text>
              </View>
              <Text className='record-row__points'>+{x.points}积分</Text>
            </View>
          ))
        ) : (
          <EmptyState text='还没有邀请记录，快去邀请好友吧' />
        )}
      </View>
    </View>
  )
}

export default page(observer(ActivityRecordPage))
