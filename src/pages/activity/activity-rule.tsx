import { page } from '@/components/page-boundary/page-boundary'
import { Loading } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { useArea } from '@/stores/store-context'
import { activityArea } from './model/activity-area'
import './activity.scss'

/** The activity's rule (invite/directions), shown as text. */
function ActivityRulePage() {
  const model = useArea(activityArea)
  const { directions } = model
  useEffect(() => {
    void directions.ensure()
    void model.activity.ensure()
  }, [directions, model])
  if (!directions.value && directions.status === 'error') return <ErrorState text={directions.error} onRetry={() => void directions.load()} />
  if (!directions.value)
    return (
      <View className='page-center' data-testid='loading'>
        <Loading type='spinner'>加载中…</Loading>
      </View>
    )
  const paragraphs = model.ruleParagraphs
  return (
    <View className='activity-rule' data-testid='activity-rule'>
      <Text className='activity-rule__title'>{directions.value.title || '活动规则'}</Text>
      {paragraphs.length ? paragraphs.map((p, i) => <Text key={i} className='activity-rule__p'>{p}</Text>) : <EmptyState text='暂无活动规则' />}
    </View>
  )
}

export default page(observer(ActivityRulePage))
