import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { openRoute } from '@/platform/navigation'
import { shareInNativeShell } from '@/platform/share'
import { InvitePending, useInviteShare } from '@/shared/poster/invite-page'
import { useArea, useStores } from '@/stores/store-context'
import { AwardSteps } from './components/award-steps'
import { Leaderboard } from './components/leaderboard'
import { ReferralCard } from './components/referral-card'
import { ACTIVITY_ROUTE, activityArea } from './model/activity-area'
import './activity.scss'

/** The invitation activity: awards, progress, leaderboard; posters, record and rules one tap away. */
function ActivityPage() {
  const model = useArea(activityArea)
  const { appBanner } = useStores()
  const { activity } = model
  useEffect(() => void model.open(), [model])
  const share = useInviteShare(model, ACTIVITY_ROUTE)

  if (!activity.value) return <InvitePending model={model} />
  const a = activity.value
  return (
    <View className='activity-page' data-testid='activity-page'>
      <View className='invite-hero'>
        <Text className='invite-hero__title'>{a.title}</Text>
        <Text className='invite-hero__sub'>邀请好友注册、首单消费，双方都有积分奖励</Text>
      </View>
      <AwardSteps progress={model.progress} invited={model.invited} defaultPoint={model.defaultPoint} />
      <ReferralCard threshold={model.referral.threshold} lines={model.referral.lines} />
      <View className='activity-actions'>
        {model.loggedIn ? (
          <Button type='primary' onClick={() => void openRoute('/pages/activity/activity-poster')} data-testid='to-poster'>
            生成邀请海报
          </Button>
        ) : (
          <Button type='primary' onClick={() => void openRoute('/pages/auth/login')}>
            登录后参与活动
          </Button>
        )}
        {appBanner.isFromApp && share ? (
          <Button type='primary' fill='outline' onClick={() => shareInNativeShell('SHARE_ACTIVITY', share)}>
            分享活动
          </Button>
        ) : null}
      </View>
      <View className='activity-links'>
        {model.loggedIn ? (
          <View className='activity-links__item' onClick={() => void openRoute('/pages/activity/activity-record')} data-testid='to-record'>
            邀请记录
          </View>
        ) : null}
        <View className='activity-links__item' onClick={() => void openRoute('/pages/activity/activity-rule')} data-testid='to-rule'>
          活动规则
        </View>
        {a.employeeSerial ? (
          <View className='activity-links__item' onClick={() => void openRoute(`/pages/common/employee-code?employeeSerial=${encodeURIComponent(a.employeeSerial ?? '')}`)}>
            专属顾问
          </View>
        ) : null}
      </View>
      <Leaderboard list={a.pullNewLeaderboards ?? []} />
    </View>
  )
}

export default page(observer(ActivityPage))
