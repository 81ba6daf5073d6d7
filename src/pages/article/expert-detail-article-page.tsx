import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { useArea } from '@/stores/store-context'
import { ArticleCard } from './components/article-card'
import { articleArea } from './model/article-area'
import './article.scss'

/** All articles of one expert, page by page. */
function ExpertArticlesPage() {
  const id = useRouter().params.id ?? ''
  const model = useArea(articleArea)
  const [store] = useState(() => model.expert(id, 10))
  useEffect(() => {
    void store.load()
  }, [store])
  useEffect(() => {
    const name = store.expert.value?.expertName
    if (name) void Taro.setNavigationBarTitle({ title: `${name}的文章` })
  }, [store.expert.value?.expertName])
  usePullDownRefresh(() => void store.articles.reload().finally(() => Taro.stopPullDownRefresh()))
  useReachBottom(() => void store.articles.loadMore())
  const list = store.articles
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
