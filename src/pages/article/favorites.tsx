import { page } from '@/components/page-boundary/page-boundary'
import { Text } from '@tarojs/components'
import type { ArticleSummary } from './model/article-calls'
import { observer } from 'mobx-react'
import { useArea } from '@/stores/store-context'
import { ArticleCard } from './components/article-card'
import { MyList } from './components/my-list'
import { articleArea } from './model/article-area'
import './article.scss'

/** The parent's favorite articles; take one out from the list. */
function FavoritesPage() {
  const model = useArea(articleArea)
  return (
    <MyList<ArticleSummary>
      fetchPage={model.favoritePage}
      remove={(list, a) => model.unfavorite(list, a)}
      removedText='已取消收藏'
      emptyText='还没有收藏的文章'
      className='favorites-page'
      testId='favorite-list'
      renderItem={(a, remove) => (
        <ArticleCard
          key={a.parentArticleId}
          article={a}
          action={
            <Text
              className='article-card__remove'
              data-testid='unfavorite'
              onClick={(e) => {
                e.stopPropagation()
                remove()
              }}
            >
              取消收藏
            </Text>
          }
        />
      )}
    />
  )
}

export default page(observer(FavoritesPage))
