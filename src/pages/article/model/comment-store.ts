import type { ArticleComment } from './article-calls'
import { makeAutoObservable, runInAction } from 'mobx'
import { PagedList } from '@/stores/paged-list'
import type { ArticleApi, UserIdSource } from './article-api'
import { COMMENT_LIMIT, byPage, commentProblem, countAfter, giveTypeFor, optimistic } from './article-rules'
import { ReplyThread } from './reply-thread'

/** Comments on an article: paged, with replies, writing, likes and deleting one's own. */
export class CommentStore {
  readonly list: PagedList<ArticleComment>
  readonly threads = new Map<string, ReplyThread>()
  draft = ''
  replyTo: ArticleComment | null = null
  sending = false
  me = ''

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
    readonly articleId: string,
  ) {
    this.list = new PagedList(byPage(COMMENT_LIMIT, async (p) => api.comments({ parentArticleId: articleId, userId: await userId(), ...p })))
    makeAutoObservable<CommentStore, 'api' | 'userId'>(this, { api: false, userId: false, list: false })
  }

  async load(): Promise<void> {
    const me = await this.userId().catch(() => '')
    runInAction(() => {
      this.me = me
      this.threads.clear()
    })
    await this.list.reload()
  }

  thread(c: ArticleComment): ReplyThread {
    let t = this.threads.get(c.commentId)
    if (!t) {
      t = new ReplyThread(this.api, this.userId, c.commentId)
      this.threads.set(c.commentId, t)
    }
    return t
  }

  setDraft(text: string): void {
    this.draft = text
  }

  startReply(c: ArticleComment | null): void {
    this.replyTo = c
  }

  get problem(): string {
    return commentProblem(this.draft)
  }

  /** Sends the draft as a comment or a reply; throws the reason when it cannot. */
  async send(): Promise<ArticleComment> {
    const problem = this.problem
    if (problem) throw new Error(problem)
    if (this.sending) throw new Error('正在发送')
    this.sending = true
    const replyTo = this.replyTo
    try {
      const saved = await this.api.saveComment({
        parentArticleId: this.articleId,
        parentCommentId: replyTo ? replyTo.parentCommentId || replyTo.commentId : '',
        userId: await this.userId(),
        content: this.draft.trim(),
      })
      runInAction(() => {
        this.draft = ''
        this.replyTo = null
        if (saved.parentCommentId) {
          const top = this.list.items.find((c) => c.commentId === saved.parentCommentId)
          if (top) this.replaceIn(this.list, { ...top, sonCount: top.sonCount + 1 })
          const t = this.threads.get(saved.parentCommentId)
          if (t?.list.loaded) {
            t.list.items = [saved, ...t.list.items]
            t.list.total += 1
          }
        } else {
          this.list.items = [saved, ...this.list.items]
          this.list.total += 1
        }
      })
      return saved
    } finally {
      runInAction(() => (this.sending = false))
    }
  }

  private replaceIn(list: PagedList<ArticleComment>, c: ArticleComment): void {
    list.replace((x) => x.commentId === c.commentId, c)
  }

  private listOf(c: ArticleComment): PagedList<ArticleComment> {
    return c.parentCommentId ? this.thread({ ...c, commentId: c.parentCommentId }).list : this.list
  }

  /** Like (type 1) or unlike (type 2), optimistic with rollback. */
  async give(c: ArticleComment): Promise<void> {
    const list = this.listOf(c)
    const type = giveTypeFor(c)
    const on = type === 1
    const next: ArticleComment = { ...c, giveStatus: on ? 1 : 0, giveCount: countAfter(c.giveCount, on) }
    await optimistic(
      () => c,
      (v) => this.replaceIn(list, v),
      next,
      async () => this.api.give({ commentId: c.commentId, userId: await this.userId(), type }),
    )
  }

  /** Deletes one's own comment: a status update with dataStatus 3; gone from the list after. */
  async remove(c: ArticleComment): Promise<void> {
    await this.api.updateCommentStatus({ commentId: c.commentId, userId: await this.userId(), dataStatus: 3 })
    runInAction(() => {
      const list = this.listOf(c)
      list.items = list.items.filter((x) => x.commentId !== c.commentId)
      list.total = Math.max(0, list.total - 1)
      if (c.parentCommentId) {
        const top = this.list.items.find((x) => x.commentId === c.parentCommentId)
        if (top) this.replaceIn(this.list, { ...top, sonCount: Math.max(0, top.sonCount - 1) })
      }
    })
  }
}
