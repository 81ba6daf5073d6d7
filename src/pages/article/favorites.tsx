import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ArticleSummary } from '@types-api/api/article'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { usePagedList } from '@/components/product-list-view/use-paged-list'
import { toast } from '@/components/toast/toast'
import { openRoute } from '@/platform/navigation'
import { errorText } from '@/services/http/errors'
import { useArea } from '@/stores/store-context'
import { ArticleCard } from './components/article-card'
import { articleArea } from './model/article-area'
import './article.scss'

/** The parent's favorite articles; take one out from the list. */
function FavoritesPage() {
  const model = useArea(articleArea)
  const list = usePagedList<ArticleSummary>(model.favoritePage)
  const remove = (a: ArticleSummary) =>
    void model.unfavorite(list, a).then(
      () => toast('已取消收藏'),
      (err: unknown) => toast(errorText(err)),
    )
  if (list.error) return <ErrorState text={list.error} onRetry={() => void list.reload()} />
  if (list.isEmpty)
    return (
      <EmptyState text='还没有收藏的文章'>
        <View className='empty-action'>
          <Button type='primary' size='small' onClick={() => void openRoute('/pages/article/article-list')}>
            去看看专家文章
          </Button>
        </View>
      </EmptyState>
    )
  return (
    <View className='favorites-page' data-testid='favorite-list'>
      {list.items.map((a) => (
        <ArticleCard
          key={a.parentArticleId}
          article={a}
          action={
            <Text
              className='article-card__remove'
              data-testid='unfavorite'
              onClick={(e) => {
                e.stopPropagation()
                remove(a)
              }}
            >
              取消收藏
            </Text>
          }
        />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

export default page(observer(FavoritesPage))
