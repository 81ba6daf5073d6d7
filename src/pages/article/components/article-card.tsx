import { Image, Text, View } from '@tarojs/components'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import type { ArticleSummary } from '../model/article-calls'
import { openRoute } from '@/platform/navigation'
import { articleRoute } from '../model/article-rules'

/** An article in a list: cover (200 × 150, article.scss), title, author and counts; opens the article (or its video page). */
export function ArticleCard({ article, action }: { article: ArticleSummary; action?: React.ReactNode }) {
  return (
    <View className='article-card' data-testid='article-card' data-id={article.parentArticleId} onClick={() => void openRoute(articleRoute(article))}>
      <View className='article-card__main'>
        <Text className='article-card__title'>{article.articleTitle}</Text>
        <View className='article-card__meta'>
          <Text>{article.expertName}</Text>
          <Text>阅读 {article.readCount}</Text>
          <Text>赞 {article.likeCount}</Text>
        </View>
        {action}
      </View>
      <View className='article-card__cover'>
        <Image {...imageAlt('')} className='article-card__img' src={sizedPicture(article.coverPic, 200, 150, screenFacts())} mode='aspectFill' lazyLoad />
        {article.isVideo === 1 ? <Text className='article-card__play'>▶</Text> : null}
      </View>
    </View>
  )
}
