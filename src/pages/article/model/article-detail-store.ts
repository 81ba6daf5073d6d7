import type { ArticleDetail, ArticleSummary } from './article-calls'
import { makeAutoObservable, runInAction } from 'mobx'
import { Resource } from '@/stores/resource'
import type { ArticleApi, UserIdSource } from './article-api'
import { OPERATE, countAfter, optimistic } from './article-rules'
import { toggleFollow } from './toggle-follow'

/** One article: body, like, favorite, follow (optimistic, rolled back on failure), related. */
export class ArticleDetailStore {
  readonly article: Resource<ArticleDetail>
  readonly related: Resource<ArticleSummary[]>
  busy = { like: false, favorite: false, follow: false }

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
    readonly id: string,
  ) {
    this.article = new Resource(async () => api.details(id, await userId()))
    this.related = new Resource(() => api.related(id, 3))
    makeAutoObservable<ArticleDetailStore, 'api' | 'userId'>(this, { api: false, userId: false, article: false, related: false })
  }

  load(): Promise<void> {
    void this.related.load()
    return this.article.load()
  }

  private patch(p: Partial<ArticleDetail>): void {
    const a = this.article.value
    if (a) this.article.set({ ...a, ...p })
  }

  private async operate(kind: 'like' | 'favorite'): Promise<void> {
    const a = this.article.value
    if (!a || this.busy[kind]) return
    this.busy[kind] = true
    const on = (kind === 'like' ? a.likeStatus : a.favoriteStatus) !== 1
    const status: 0 | 1 = on ? 1 : 0
    const next: Partial<ArticleDetail> =
      kind === 'like' ? { likeStatus: status, likeCount: countAfter(a.likeCount, on) } : { favoriteStatus: status, favoriteCount: countAfter(a.favoriteCount, on) }
    const previous: Partial<ArticleDetail> = kind === 'like' ? { likeStatus: a.likeStatus, likeCount: a.likeCount } : { favoriteStatus: a.favoriteStatus, favoriteCount: a.favoriteCount }
    try {
      await optimistic(
        () => previous,
        (v) => this.patch(v),
        next,
        async () => this.api.operate({ parentArticleId: this.id, userId: await this.userId(), type: OPERATE[kind], status }),
      )
    } finally {
      runInAction(() => (this.busy[kind] = false))
    }
  }

  /** Like (operate type 0) or take the like back. */
  toggleLike(): Promise<void> {
    return this.operate('like')
  }

  /** Favorite (operate type 1) or take it out of favorites. */
  toggleFavorite(): Promise<void> {
    return this.operate('favorite')
  }

  async toggleFollow(): Promise<void> {
    const expert = this.article.value?.expert
    if (!expert || this.busy.follow) return
    this.busy.follow = true
    try {
      await toggleFollow(this.api, this.userId, expert, (e) => this.patch({ expert: e }))
    } finally {
      runInAction(() => (this.busy.follow = false))
    }
  }
}
