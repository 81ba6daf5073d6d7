import type { ArticleComment } from './article-calls'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '@/stores/paged-list'
import type { ArticleApi, UserIdSource } from './article-api'
import { REPLY_LIMIT, byPage } from './article-rules'

/** A thread's replies, paged. */
export class ReplyThread {
  readonly list: PagedList<ArticleComment>
  open = false

  constructor(api: ArticleApi, userId: UserIdSource, readonly parentCommentId: string) {
    this.list = new PagedList(byPage(REPLY_LIMIT, async (p) => api.replies({ parentCommentId, userId: await userId(), ...p })))
    makeAutoObservable(this, { list: false })
  }

  show(): Promise<void> {
    this.open = true
    return this.list.loaded ? Promise.resolve() : this.list.reload()
  }
}
