import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { ArticleCard } from './components/article-card'
import { ExpertCard } from './components/expert-card'
import { articleArea } from './model/article-area'
import './article.scss'

/** An expert: card with follow, introduction, and the latest articles. */
function ExpertDetailPage() {
  const id = useRouter().params.id ?? ''
  const model = useArea(articleArea)
  const [store] = useState(() => model.expert(id, 3))
  usePageLoad(() => store.load(), [store])
  const e = store.expert.value
  if (!e) return pendingView(store.expert, () => void store.load())
  return (
    <View className='expert-page' data-testid='expert-page'>
      <ExpertCard expert={e} busy={store.following} onFollow={() => void runAction(() => store.toggleFollow())} />
      <View className='expert-page__intro'>
        <Text className='section-title'>专家简介</Text>
        <Text className='expert-page__text'>{e.intro}</Text>
      </View>
      <View className='expert-page__articles'>
        <Text className='section-title'>TA 的文章</Text>
        {store.articles.items.map((a) => (
          <ArticleCard key={a.parentArticleId} article={a} />
        ))}
        {store.articles.total > store.articles.items.length ? (
          <View className='expert-page__all' data-testid='all-articles' onClick={() => void openRoute(routes.expertDetailArticlePage({ id }))}>
            查看全部 {store.articles.total} 篇文章
          </View>
        ) : null}
      </View>
    </View>
  )
}

export default page(observer(ExpertDetailPage))
