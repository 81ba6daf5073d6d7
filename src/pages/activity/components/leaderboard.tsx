import { Image, Text, View } from '@tarojs/components'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import type { LeaderboardEntry } from '@/shared/poster/invite-api'

/** The pull-new leaderboard: rank, avatar, name and how many friends were invited. */
export function Leaderboard({ list }: { list: LeaderboardEntry[] }) {
  if (!list.length) return null
  return (
    <View className='activity-card' data-testid='leaderboard'>
      <View className='activity-card__title'>
        <Text>拉新排行榜</Text>
        <Text className='activity-card__sub'>前{list.length}名</Text>
      </View>
      {list.map((e, i) => (
        <View key={`${e.name}-${i}`} className='rank-row' data-testid='rank-row'>
          <Text className={`rank-row__no ${i < 3 ? 'rank-row__no--top' : ''}`}>{i + 1}</Text>
          <Image {...imageAlt('')} className='rank-row__avatar' src={sizedPicture(e.headimg, 64, 64, screenFacts())} mode='aspectFill' lazyLoad />
          <Text className='rank-row__name'>{e.name}</Text>
          <Text className='rank-row__count'>邀请{Number(e.invitCount) || 0}人</Text>
        </View>
      ))}
    </View>
  )
}
