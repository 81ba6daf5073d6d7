import type * as Article from '@types-api/api/article'
import type { PageResult } from '@types-api/api/common'
import type { AppConfig } from '@/config/app-config'
import { createCall } from '@/services/http/declare'
import type { Send } from '@/services/http/types'
import {
  articleDetailOf,
  articleDetails,
  articleList,
  articleOf,
  articleTypes,
  commentGive,
  commentList,
  commentOf,
  createModules,
  expertArticles,
  expertDetails,
  expertOf,
  favoriteList,
  followExpert,
  followList,
  interestTagOf,
  moduleOrder,
  operateArticle,
  relatedArticles,
  replyList,
  saveComment,
  savedModuleOf,
  saveModuleOrder,
  saveUserTags,
  updateCommentStatus,
  userTags,
} from './article-calls'

/** A page as the lists keep it: a missing list or total read as empty, each item made what the pages read. */
const pageOf =
  <R, T>(item: (raw: R) => T) =>
  (d: { list?: R[] | null; total?: string | number | null } | null | undefined): PageResult<T> => ({
    list: Array.isArray(d?.list) ? d.list.map(item) : [],
    total: Number(d?.total) || 0,
  })

/** The article service (/api/article) on the app host. */
export function createArticleApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const call = createCall(send, config.hosts)
  return {
    types: async () => (await call(articleTypes)) ?? [],
    list: (q: Article.ArticleListQuery) => call(articleList, q).then(pageOf(articleOf)),
    details: (parentArticleId: string, userId: string) => call(articleDetails, { parentArticleId, userId }).then(articleDetailOf),
    related: async (parentArticleId: string, limit: number) => (await call(relatedArticles, { parentArticleId, limit }))?.map(articleOf) ?? [],
    operate: (q: Article.OperateArticleQuery) => call(operateArticle, q),
    expert: (expertId: string, userId: string) => call(expertDetails, { expertId, userId }).then(expertOf),
    expertArticles: (q: Article.ExpertArticlesQuery) => call(expertArticles, q).then(pageOf(articleOf)),
    follow: (expertId: string, userId: string, status: 0 | 1) => call(followExpert, { expertId, userId, status }),
    followList: (userId: string, page: Article.StartLimit) => call(followList, { userId, ...page }).then(pageOf(expertOf)),
    favorites: (userId: string, page: Article.StartLimit) => call(favoriteList, { userId, ...page }).then(pageOf(articleOf)),
    /** The parent's module order, or null while the parent has none. */
    moduleOrder: async (userId: string) => {
      const saved = await call(moduleOrder, userId)
      return saved && saved.length ? saved.map(savedModuleOf) : null
    },
    /** Creates the parent's module list (the first save). */
    createModules: (req: Article.ArticleModuleOrderRequest) => call(createModules, req),
    /** Saves a new module order. */
    saveModuleOrder: (req: Article.ArticleModuleOrderRequest) => call(saveModuleOrder, req),
    userTags: async (userId: string) => {
      const r = await call(userTags, userId)
      return { tags: r.tags.map(interestTagOf), chosen: r.chosen === true }
    },
    saveUserTags: (req: Article.SaveUserTagRequest) => call(saveUserTags, req),
    comments: (q: Article.CommentListQuery) => call(commentList, q).then(pageOf(commentOf)),
    replies: (q: Article.CommentSonListQuery) => call(replyList, q).then(pageOf(commentOf)),
    saveComment: (req: Article.SaveCommentRequest) => call(saveComment, req).then(commentOf),
    give: (req: Article.CommentGiveRequest) => call(commentGive, req),
    updateCommentStatus: (req: Article.UpdateCommentStatusRequest) => call(updateCommentStatus, req),
  }
}
export type ArticleApi = ReturnType<typeof createArticleApi>

/** Who is asking: the logged-in parent's user id (loaded once when not known yet). */
export type UserIdSource = () => Promise<string>
