import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState, type ReactNode } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { toast } from '@/components/toast/toast'
import { openRoute } from '@/platform/navigation'
import { errorText } from '@/services/http/errors'
import { RichHtml } from '@/shared/rich-text/rich-html'
import { expertRoute } from '../model/article-rules'
import type { ArticleDetailStore, CommentStore } from '../model/article-stores'
import { ActionBar } from './action-bar'
import { ArticleCard } from './article-card'
import { CommentSection } from './comment-section'
import { ExpertCard } from './expert-card'
import { timeText } from './time-text'

const report = (p: Promise<void>) => void p.catch((e: unknown) => void toast(errorText(e)))

/** An article page's body: optional media, title, author, sanitized HTML, related, comments, actions. */
export const ArticleView = observer(function ArticleView({ detail, comments, media }: { detail: ArticleDetailStore; comments: CommentStore; media?: ReactNode }) {
  const [writing, setWriting] = useState(false)
  useEffect(() => {
    void detail.load()
    void comments.load()
  }, [detail, comments])

  const a = detail.article.value
  if (!a && detail.article.status === 'error') return <ErrorState text={detail.article.error} onRetry={() => void detail.load()} />
  if (!a) return <View className='article-loading'>加载中…</View>
  const share = () => {
    const path = `/pages/article/${a.isVideo === 1 ? 'article-detail-video' : 'article-detail'}?id=${a.parentArticleId}`
    void Taro.setClipboardData({ data: path }).then(
      () => toast('链接已复制，可发送给好友'),
      () => toast('请点击右上角分享'),
    )
  }
  return (
    <View className='article' data-testid='article'>
      {media}
      <View className='article__head'>
        <Text className='article__title' data-testid='article-title'>
          {a.articleTitle}
        </Text>
        <Text className='article__meta'>
          {timeText(a.createTime)} · 阅读 {a.readCount}
        </Text>
      </View>
      <ExpertCard expert={a.expert} busy={detail.busy.follow} onOpen={() => void openRoute(expertRoute(a.expert.expertId))} onFollow={() => report(detail.toggleFollow())} />
      <RichHtml html={a.content} className='article__body' testId='article-body' />
      {detail.related.value?.length ? (
        <View className='article__related'>
          <Text className='section-title'>相关文章</Text>
          {detail.related.value.map((r) => (
            <ArticleCard key={r.parentArticleId} article={r} />
          ))}
        </View>
      ) : null}
      <CommentSection store={comments} writing={writing} onWriting={setWriting} />
      <ActionBar article={a} onLike={() => report(detail.toggleLike())} onFavorite={() => report(detail.toggleFavorite())} onComment={() => setWriting(true)} onShare={share} />
    </View>
  )
})
