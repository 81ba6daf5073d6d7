import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { toast } from '@/components/toast/toast'
import { openRoute } from '@/platform/navigation'
import { errorText } from '@/services/http/errors'
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
  useEffect(() => void store.load(), [store])
  const e = store.expert.value
  if (!e && store.expert.status === 'error') return <ErrorState text={store.expert.error} onRetry={() => void store.load()} />
  if (!e) return <View className='article-loading'>加载中…</View>
  return (
    <View className='expert-page' data-testid='expert-page'>
      <ExpertCard expert={e} busy={store.following} onFollow={() => void store.toggleFollow().catch((err: unknown) => void toast(errorText(err)))} />
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
          <View className='expert-page__all' data-testid='all-articles' onClick={() => void openRoute(`/pages/article/expert-detail-article-page?id=${encodeURIComponent(id)}`)}>
            查看全部 {store.articles.total} 篇文章
          </View>
        ) : null}
      </View>
    </View>
  )
}

export default page(observer(ExpertDetailPage))
