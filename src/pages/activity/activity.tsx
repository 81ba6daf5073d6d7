import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { shareInNativeShell } from '@/platform/native-share'
import { useInviteShare } from '@/shared/poster/invite-page'
import { useArea, useStores } from '@/stores/store-context'
import { AwardSteps } from './components/award-steps'
import { Leaderboard } from './components/leaderboard'
import { ReferralCard } from './components/referral-card'
import { activityArea } from './model/activity-area'
import './activity.scss'

/** The invitation activity: awards, progress, leaderboard; posters, record and rules one tap away. */
function ActivityPage() {
  const model = useArea(activityArea)
  const { appBanner } = useStores()
  const { activity } = model
  usePageLoad(() => model.open(), [model])
  const share = useInviteShare(model, routes.activity.path)

  if (!activity.value) return pendingView(activity)
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
          <Button type='primary' onClick={() => void openRoute(routes.activityPoster())} data-testid='to-poster'>
            生成邀请海报
          </Button>
        ) : (
          <Button type='primary' onClick={() => void openRoute(routes.login())}>
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
          <View className='activity-links__item' onClick={() => void openRoute(routes.activityRecord())} data-testid='to-record'>
            邀请记录
          </View>
        ) : null}
        <View className='activity-links__item' onClick={() => void openRoute(routes.activityRule())} data-testid='to-rule'>
          活动规则
        </View>
        {a.employeeSerial ? (
          <View className='activity-links__item' onClick={() => void openRoute(routes.employeeCode({ employeeSerial: a.employeeSerial ?? '' }))}>
            专属顾问
          </View>
        ) : null}
      </View>
      <Leaderboard list={a.pullNewLeaderboards ?? []} />
    </View>
  )
}

export default page(observer(ActivityPage))
