import type { ArticleSummary, Expert } from './article-calls'
import { runInAction } from 'mobx'
import { defineArea } from '@/stores/area-registry'
import type { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import { createArticleApi, type UserIdSource } from './article-api'
import { byPage } from './article-rules'
import { ArticleDetailStore } from './article-detail-store'
import { ArticleListStore } from './article-list-store'
import { CommentStore } from './comment-store'
import { ExpertStore } from './expert-store'
import { InterestTagStore } from './interest-tag-store'

export const FOLLOW_LIMIT = 10
export const FAVORITE_LIMIT = 10

/** Removes an item from a shown list after the server agreed. */
function drop<T>(list: PagedList<T>, keep: (x: T) => boolean): void {
  runInAction(() => {
    const before = list.items.length
    list.items = list.items.filter(keep)
    list.total = Math.max(0, list.total - (before - list.items.length))
  })
}

/** Articles by experts: lists, detail, comments, experts, follows and favorites. */
export const articleArea = defineArea('article', ({ deps, shell }) => {
  const api = createArticleApi(deps.send, deps.config)
  /** The parent's user id, loaded once when the shell does not know it yet. */
  const userId: UserIdSource = () => shell.login.parentUserId()
  return {
    api,
    userId,
    list: new ArticleListStore(api, userId),
    tags: new InterestTagStore(api, userId),
    detail: (id: string) => new ArticleDetailStore(api, userId, id),
    comments: (id: string) => new CommentStore(api, userId, id),
    expert: (id: string, pageSize: number) => new ExpertStore(api, userId, id, pageSize),
    /** An expert's card alone (the title of the page of all their articles). */
    expertProfile: (id: string) => new Resource<Expert>(async () => api.expert(id, await userId())),
    /** The page fetcher of all an expert's articles. */
    expertArticlePage: (expertId: string, pageSize: number) => byPage(pageSize, (p) => api.expertArticles({ expertId, ...p })),
    followPage: byPage(FOLLOW_LIMIT, async (p) => api.followList(await userId(), p)),
    favoritePage: byPage(FAVORITE_LIMIT, async (p) => api.favorites(await userId(), p)),
    async unfollow(list: PagedList<Expert>, e: Expert): Promise<void> {
      await api.follow(e.expertId, await userId(), 0)
      drop(list, (x) => x.expertId !== e.expertId)
    },
    async unfavorite(list: PagedList<ArticleSummary>, a: ArticleSummary): Promise<void> {
      await api.operate({ parentArticleId: a.parentArticleId, userId: await userId(), type: 1, status: 0 })
      drop(list, (x) => x.parentArticleId !== a.parentArticleId)
    },
  }
})
export type ArticleModel = ReturnType<typeof articleArea.create>
