import { Text, View } from '@tarojs/components'
import type { AwardProgress } from '../model/award-rules'

/** The pull-new steps (invite N, get points), which are reached, and how far to the next. */
export function AwardSteps({ progress, invited, defaultPoint }: { progress: AwardProgress; invited: number; defaultPoint: number }) {
  return (
    <View className='activity-card' data-testid='award-steps'>
      <View className='activity-card__title'>
        <Text>邀请奖励</Text>
        <Text className='activity-card__sub'>已邀请 {invited} 人</Text>
      </View>
      {defaultPoint > 0 ? <Text className='activity-card__lead'>每成功邀请1位好友注册，得 {defaultPoint} 积分</Text> : null}
      {progress.steps.length ? (
        <>
          <View className='award-steps'>
            <View className='award-steps__bar'>
              <View className='award-steps__fill' style={{ width: `${Math.round(progress.ratio * 100)}%` }} />
            </View>
            <View className='award-steps__row'>
              {progress.steps.map((s) => (
                <View key={s.personCount} className={`award-steps__step ${s.reached ? 'award-steps__step--on' : ''}`} data-testid='award-step' data-reached={s.reached}>
                  <Text className='award-steps__points'>+{s.points}</Text>
                  <Text className='award-steps__count'>邀{s.personCount}人</Text>
                </View>
              ))}
            </View>
          </View>
          <Text className='activity-card__hint' data-testid='award-hint'>
            {progress.hint}
          </Text>
        </>
      ) : null}
    </View>
  )
}
