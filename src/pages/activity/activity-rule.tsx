import { page } from '@/components/page-boundary/page-boundary'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { useArea } from '@/stores/store-context'
import { activityArea } from './model/activity-area'
import './activity.scss'

/** The activity's rule (invite/directions), shown as text. */
function ActivityRulePage() {
  const model = useArea(activityArea)
  const { directions } = model
  usePageLoad(() => Promise.all([directions.ensure(), model.activity.ensure()]), [directions, model])
  if (!directions.value) return pendingView(directions)
  const paragraphs = model.ruleParagraphs
  return (
    <View className='activity-rule' data-testid='activity-rule'>
      <Text className='activity-rule__title'>{directions.value.title || '活动规则'}</Text>
      {paragraphs.length ? paragraphs.map((p, i) => <Text key={i} className='activity-rule__p'>{p}</Text>) : <EmptyState text='暂无活动规则' />}
    </View>
  )
}

export default page(observer(ActivityRulePage))
