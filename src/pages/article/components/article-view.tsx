import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState, type ReactNode } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { RichHtml } from '@/shared/rich-text/rich-html'
import { articleRoute } from '../model/article-rules'
import type { ArticleDetailStore } from '../model/article-detail-store'
import type { CommentStore } from '../model/comment-store'
import { ActionBar } from './action-bar'
import { ArticleCard } from './article-card'
import { CommentSection } from './comment-section'
import { ExpertCard } from './expert-card'
import { timeText } from '@/utils/date'
import { copyText } from '@/components/toast/copy-text'

const report = (action: () => Promise<void>) => void runAction(action)

/** An article page's body: optional media, title, author, sanitized HTML, related, comments, actions. */
export const ArticleView = observer(function ArticleView({ detail, comments, media }: { detail: ArticleDetailStore; comments: CommentStore; media?: ReactNode }) {
  const [writing, setWriting] = useState(false)
  usePageLoad(() => Promise.all([detail.load(), comments.load()]), [detail, comments])

  const a = detail.article.value
  if (!a) return pendingView(detail.article, () => void detail.load())
  const expert = a.expert
  const share = () => {
    void copyText(articleRoute(a), '链接已复制，可发送给好友', '请点击右上角分享')
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
      {expert ? (
        <ExpertCard expert={expert} busy={detail.busy.follow} onOpen={() => void openRoute(routes.expertDetail({ id: expert.expertId }))} onFollow={() => report(() => detail.toggleFollow())} />
      ) : null}
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
      <ActionBar article={a} onLike={() => report(() => detail.toggleLike())} onFavorite={() => report(() => detail.toggleFavorite())} onComment={() => setWriting(true)} onShare={share} />
    </View>
  )
})
