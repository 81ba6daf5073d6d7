import { Text, View } from '@tarojs/components'
import type { ArticleDetail } from '../model/article-calls'
import { observer } from 'mobx-react'

export interface ActionBarProps {
  article: ArticleDetail
  onLike: () => void
  onFavorite: () => void
  onComment: () => void
  onShare: () => void
}

/** Like, favorite, comment and share along the bottom of an article. */
export const ActionBar = observer(function ActionBar({ article, onLike, onFavorite, onComment, onShare }: ActionBarProps) {
  return (
    <View className='action-bar'>
      <View className='action-bar__input' data-testid='write-comment' onClick={onComment}>
        写评论…
      </View>
      <View className={`action-bar__btn${article.likeStatus === 1 ? ' is-on' : ''}`} data-testid='like' data-state={article.likeStatus === 1 ? 'on' : 'off'} onClick={onLike}>
        <Text className='action-bar__icon'>{article.likeStatus === 1 ? '♥' : '♡'}</Text>
        <Text data-testid='like-count'>{article.likeCount}</Text>
      </View>
      <View className={`action-bar__btn${article.favoriteStatus === 1 ? ' is-on' : ''}`} data-testid='favorite' data-state={article.favoriteStatus === 1 ? 'on' : 'off'} onClick={onFavorite}>
        <Text className='action-bar__icon'>{article.favoriteStatus === 1 ? '★' : '☆'}</Text>
        <Text>{article.favoriteCount}</Text>
      </View>
      <View className='action-bar__btn' data-testid='share' onClick={onShare}>
        <Text className='action-bar__icon'>⇪</Text>
        <Text>分享</Text>
      </View>
    </View>
  )
})
