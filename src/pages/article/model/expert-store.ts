import type { ArticleSummary, Expert } from './article-calls'
import { makeAutoObservable, runInAction } from 'mobx'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import type { ArticleApi, UserIdSource } from './article-api'
import { byPage } from './article-rules'
import { toggleFollow } from './toggle-follow'

/** An expert's card and articles. */
export class ExpertStore {
  readonly expert: Resource<Expert>
  readonly articles: PagedList<ArticleSummary>
  following = false

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
    readonly expertId: string,
    pageSize: number,
  ) {
    this.expert = new Resource(async () => api.expert(expertId, await userId()))
    this.articles = new PagedList(byPage(pageSize, (p) => api.expertArticles({ expertId, ...p })))
    makeAutoObservable<ExpertStore, 'api' | 'userId'>(this, { api: false, userId: false, expert: false, articles: false })
  }

  load(): Promise<void> {
    void this.articles.reload()
    return this.expert.load()
  }

  async toggleFollow(): Promise<void> {
    const e = this.expert.value
    if (!e || this.following) return
    this.following = true
    try {
      await toggleFollow(this.api, this.userId, e, (v) => this.expert.set(v))
    } finally {
      runInAction(() => (this.following = false))
    }
  }
}
