import { Button, Popup, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ArticleComment } from '../model/article-calls'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { runAction } from '@/components/toast/run-action'
import { COMMENT_MAX, isOwnComment } from '../model/article-rules'
import type { CommentStore } from '../model/comment-store'
import { timeText } from '@/utils/date'

const Row = observer(function Row({ store, c, onDelete }: { store: CommentStore; c: ArticleComment; onDelete: (c: ArticleComment) => void }) {
  const like = () => void runAction(() => store.give(c))
  return (
    <View className='comment' data-testid={c.parentCommentId ? 'reply' : 'comment'} data-id={c.commentId}>
      <View className='comment__head'>
        <Text className='comment__name'>{c.userName}</Text>
        {c.replyToName && c.parentCommentId ? <Text className='comment__to'> 回复 {c.replyToName}</Text> : null}
        <View className={`comment__give${c.giveStatus === 1 ? ' is-on' : ''}`} data-testid='comment-like' data-state={c.giveStatus === 1 ? 'on' : 'off'} onClick={like}>
          {c.giveStatus === 1 ? '♥' : '♡'} {c.giveCount}
        </View>
      </View>
      {/* a parent's words: always text, never HTML */}
      <Text className='comment__text' data-testid='comment-text' userSelect>
        {c.content}
      </Text>
      <View className='comment__foot'>
        <Text>{timeText(c.createTime)}</Text>
        <Text className='comment__act' data-testid='reply-to' onClick={() => store.startReply(c)}>
          回复
        </Text>
        {isOwnComment(c, store.me) ? (
          <Text className='comment__act' data-testid='delete-comment' onClick={() => onDelete(c)}>
            删除
          </Text>
        ) : null}
      </View>
    </View>
  )
})

const Thread = observer(function Thread({ store, c, onDelete }: { store: CommentStore; c: ArticleComment; onDelete: (c: ArticleComment) => void }) {
  const thread = store.threads.get(c.commentId)
  return (
    <View className='comment-thread' data-testid='comment-thread'>
      <Row store={store} c={c} onDelete={onDelete} />
      {c.sonCount > 0 && !thread?.open ? (
        <View className='comment-thread__more' data-testid='show-replies' onClick={() => void store.thread(c).show()}>
          查看 {c.sonCount} 条回复
        </View>
      ) : null}
      {thread?.open ? (
        <View className='comment-thread__replies'>
          {thread.list.items.map((r) => (
            <Row key={r.commentId} store={store} c={r} onDelete={onDelete} />
          ))}
          {thread.list.hasMore || thread.list.loading || thread.list.moreError ? <ListFooter list={thread.list} /> : null}
        </View>
      ) : null}
    </View>
  )
})

/** Comments under an article: list with replies, writing, likes, deleting one's own after a question. */
export const CommentSection = observer(function CommentSection({ store, writing, onWriting }: { store: CommentStore; writing: boolean; onWriting: (v: boolean) => void }) {
  const [deleting, setDeleting] = useState<ArticleComment | null>(null)
  const list = store.list
  const open = writing || store.replyTo !== null

  const send = async () => {
    const r = await runAction(() => store.send(), { done: '评论成功' })
    if (r.ok) onWriting(false)
  }
  const close = () => {
    store.startReply(null)
    onWriting(false)
  }
  const remove = async () => {
    const c = deleting
    setDeleting(null)
    if (!c) return
    await runAction(() => store.remove(c), { done: '评论已删除' })
  }

  return (
    <View className='comments' data-testid='comments'>
      <Text className='section-title'>评论 {list.total > 0 ? list.total : ''}</Text>
      {list.error ? (
        <ErrorState text={list.error} onRetry={() => void list.reload()} />
      ) : list.isEmpty ? (
        <EmptyState text='还没有评论，来说两句吧' />
      ) : (
        <View>
          {list.items.map((c) => (
            <Thread key={c.commentId} store={store} c={c} onDelete={setDeleting} />
          ))}
          <ListFooter list={list} />
        </View>
      )}
      <Popup visible={open} position='bottom' round onClose={close}>
        <View className='comment-editor' data-testid='comment-editor'>
          <Text className='comment-editor__title'>{store.replyTo ? `回复 ${store.replyTo.userName}` : '写评论'}</Text>
          <TextArea
            className='comment-editor__input'
            value={store.draft}
            onChange={(v) => store.setDraft(v)}
            placeholder='友善发言，分享你的育儿经验'
            maxLength={COMMENT_MAX}
            showCount
            autoSize
          />
          <Button type='primary' block disabled={store.sending} data-testid='send-comment' onClick={() => void send()}>
            发送
          </Button>
        </View>
      </Popup>
      <ConfirmDialog visible={deleting !== null} title='删除评论' content='删除后不可恢复，确定删除这条评论吗？' onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
    </View>
  )
})
