import { Text, View } from '@tarojs/components'
import type { ReferralLine } from '../model/award-rules'

/** The first-purchase award; only the enabled sides are given. */
export function ReferralCard({ threshold, lines }: { threshold: string; lines: ReferralLine[] }) {
  if (!lines.length) return null
  return (
    <View className='activity-card' data-testid='referral-card'>
      <View className='activity-card__title'>
        <Text>首单奖励</Text>
      </View>
      <Text className='activity-card__lead'>{threshold}</Text>
      {lines.map((l) => (
        <View key={l.who} className='referral-line' data-testid='referral-line'>
          <Text className='referral-line__who'>{l.title}</Text>
          <Text className='referral-line__what'>{l.text}</Text>
        </View>
      ))}
    </View>
  )
}
