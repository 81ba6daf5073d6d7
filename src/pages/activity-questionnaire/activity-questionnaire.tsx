import { page } from '@/components/page-boundary/page-boundary'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useInviteShare } from '@/shared/poster/invite-page'
import { parseServerTime } from '@/utils/date'
import { useArea } from '@/stores/store-context'
import { assessInviteArea } from './model/activity-questionnaire-area'
import './activity-questionnaire.scss'

/** The assessment invitation: invite friends to a free assessment questionnaire, with its record and poster. */
function ActivityQuestionnairePage() {
  const model = useArea(assessInviteArea)
  const { activity, record } = model
  usePageLoad(() => model.open(), [model])
  useInviteShare(model, routes.activityQuestionnaire.path)

  if (!activity.value) return pendingView(activity)
  const a = activity.value
  const r = record.value
  return (
    <View className='aq-page' data-testid='assess-invite'>
      <View className='invite-hero invite-hero--assess'>
        <Text className='invite-hero__title'>{a.title}</Text>
        <Text className='invite-hero__sub'>{model.defaultPoint > 0 ? `好友完成测评问卷，你得 ${model.defaultPoint} 积分` : '好友完成测评问卷，你可得积分奖励'}</Text>
      </View>
      <View className='aq-card'>
        <Text className='aq-card__title'>测评问卷</Text>
        <Text className='aq-card__text'>约3分钟，了解孩子的发育与成长状态，专业评估师解读报告。</Text>
        <Button block type='primary' fill='outline' onClick={() => void openRoute(routes.questionnaireList())}>
          填写测评问卷
        </Button>
      </View>
      {model.loggedIn ? (
        <View className='aq-card'>
          <Button block type='primary' onClick={() => void openRoute(routes.activityQuestionnairePoster())} data-testid='to-assess-poster'>
            生成测评邀请海报
          </Button>
        </View>
      ) : null}
      {model.loggedIn ? (
        <View className='aq-card'>
          <Text className='aq-card__title'>我的邀请</Text>
          {r ? (
            <>
              <View className='aq-summary'>
                <Text data-testid='assess-count'>已邀请 {r.inviteCount} 人</Text>
                <Text>累计积分 {r.accumulatePoints}</Text>
              </View>
              {r.records.length ? (
                r.records.map((x, i) => (
                  <View key={`${x.userName}-${i}`} className='aq-row'>
                    <Image {...imageAlt('')} className='aq-row__avatar' src={sizedPicture(x.headimg, 64, 64, screenFacts())} mode='aspectFill' />
                    <Text className='aq-row__name'>{x.userName}</Text>
                    <Text className='aq-row__time'>{parseServerTime(x.inviteTime)?.format('MM-DD HH:mm') ?? ''}</Text>
                    <Text className='aq-row__points'>+{x.points}</Text>
                  </View>
                ))
              ) : (
                <EmptyState text='还没有好友完成测评' />
              )}
            </>
          ) : (
            pendingView(record)
          )}
        </View>
      ) : null}
    </View>
  )
}

export default page(observer(ActivityQuestionnairePage))
