import { page } from '@/components/page-boundary/page-boundary'
import Taro, { useRouter } from '@tarojs/taro'
import type { ArticleSummary } from './model/article-calls'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { usePagedList } from '@/components/page-kit/use-paged-list'
import { useArea } from '@/stores/store-context'
import { ArticleCard } from './components/article-card'
import { articleArea } from './model/article-area'
import './article.scss'
import { PagedListView } from '@/components/page-kit/paged-list-view'

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
  return <PagedListView list={list} empty='暂无文章' className='article-list__items' testId='expert-articles' renderItem={(a) => <ArticleCard key={a.parentArticleId} article={a} />} />
}

export default page(observer(ExpertArticlesPage))
