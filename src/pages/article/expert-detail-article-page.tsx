import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import type { ArticleSummary } from './model/article-calls'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { usePagedList } from '@/components/page-kit/use-paged-list'
import { useArea } from '@/stores/store-context'
import { ArticleCard } from './components/article-card'
import { articleArea } from './model/article-area'
import './article.scss'

export const EXPERT_ARTICLES_PAGE_SIZE = 10

/** All articles of one expert, page by page. */
function ExpertArticlesPage() {
  const id = useRouter().params.id ?? ''
  const model = useArea(articleArea)
  const list = usePagedList<ArticleSummary>(model.expertArticlePage(id, EXPERT_ARTICLES_PAGE_SIZE))
  // the expert's name titles the page
  const [expert] = useState(() => model.expertProfile(id))
  useEffect(() => void expert.load(), [expert])
  const name = expert.value?.expertName
  useEffect(() => {
    if (name) void Taro.setNavigationBarTitle({ title: `${name}的文章` })
  }, [name])
  if (list.error) return <ErrorState text={list.error} onRetry={() => void list.reload()} />
  if (list.isEmpty) return <EmptyState text='暂无文章' />
  return (
    <View className='article-list__items' data-testid='expert-articles'>
      {list.items.map((a) => (
        <ArticleCard key={a.parentArticleId} article={a} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

export default page(observer(ExpertArticlesPage))
