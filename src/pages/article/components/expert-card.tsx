import { Button } from '@nutui/nutui-react-taro'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import { Image, Text, View } from '@tarojs/components'
import type { Expert } from '../model/article-calls'

/** The author: avatar (96 × 96, article.scss), name, title, hospital, and follow / unfollow. */
export function ExpertCard({ expert, onOpen, onFollow, busy }: { expert: Expert; onOpen?: () => void; onFollow: () => void; busy?: boolean }) {
  const following = expert.followStatus === 1
  return (
    <View className='expert-card' data-testid='expert-card'>
      <View className='expert-card__who' onClick={onOpen}>
        <Image {...imageAlt('')} className='expert-card__avatar' src={sizedPicture(expert.avatar, 96, 96, screenFacts())} mode='aspectFill' />
        <View className='expert-card__text'>
          <Text className='expert-card__name'>
            {expert.expertName} <Text className='expert-card__title'>{expert.title}</Text>
          </Text>
          <Text className='expert-card__hospital'>{expert.hospital}</Text>
          <Text className='expert-card__fans'>粉丝 {expert.fansCount} · 文章 {expert.articleCount}</Text>
        </View>
      </View>
      <Button
        className='expert-card__follow'
        data-testid='follow'
        data-state={following ? 'on' : 'off'}
        size='small'
        type={following ? 'default' : 'primary'}
        disabled={busy}
        onClick={(e) => {
          e.stopPropagation()
          onFollow()
        }}
      >
        {following ? '已关注' : '+ 关注'}
      </Button>
    </View>
  )
}
