import { page } from '@/components/page-boundary/page-boundary'
import { Loading } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { pageOrigin } from '@/platform/browser'
import { invitationLink } from '@/shared/poster/poster-content'
import { PosterView } from '@/shared/poster/poster-view'
import { useArea } from '@/stores/store-context'
import { ASSESS_ROUTE, assessInviteArea } from './model/activity-questionnaire-area'
import './activity-questionnaire.scss'

/** The assessment invitation poster. */
function AssessPosterPage() {
  const model = useArea(assessInviteArea)
  const { activity } = model
  useEffect(() => {
    void activity.ensure()
  }, [activity])
  if (!activity.value) {
    if (activity.status === 'error') return <ErrorState text={activity.error} onRetry={() => void activity.load()} />
    return (
      <View className='aq-center' data-testid='loading'>
        <Loading type='spinner'>加载中…</Loading>
      </View>
    )
  }
  if (!model.posters.length) return <EmptyState text='暂无可用海报' />
  return (
    <PosterView
      backgrounds={model.posters}
      texts={model.texts}
      name={activity.value.userName || '家长'}
      avatar={activity.value.headimg}
      qrText={invitationLink(pageOrigin(), ASSESS_ROUTE, model.inviterId, activity.value.employeeSerial)}
      event='SHARE_POSTER'
    />
  )
}

export default page(observer(AssessPosterPage))
