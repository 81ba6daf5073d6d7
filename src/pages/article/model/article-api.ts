import type { ApiResponse } from '@types-api/api/common'
import type {
  ArticleComment,
  ArticleDetail,
  ArticleListQuery,
  ArticleModuleOrderRequest,
  ArticleModuleSetting,
  ArticlePage,
  ArticleSummary,
  ArticleType,
  CommentGiveRequest,
  CommentListQuery,
  CommentSonListQuery,
  Expert,
  ExpertArticlesQuery,
  FollowResult,
  OperateArticleQuery,
  OperateArticleResult,
  SaveCommentRequest,
  SaveUserTagRequest,
  StartLimit,
  UpdateCommentStatusRequest,
  UserTagList,
} from '@types-api/api/article'
import type { AppConfig } from '@/config/parse-env'
import type { Send } from '@/services/http/types'
import { withQuery } from '@/utils/url'
import { ignoresData, type DataShape } from '@/services/http/shape'
import {
  articleDetailShape,
  articlePageShape,
  articleTypesShape,
  commentPageShape,
  expertDetailShape,
  expertPageShape,
  followResultShape,
  giveResultShape,
  moduleOrderShape,
  operateResultShape,
  relatedArticlesShape,
  savedCommentShape,
  userTagsShape,
} from './article-shapes'

const pageOf = <T>(r: ApiResponse<ArticlePage<T> | null>): ArticlePage<T> => ({
  list: Array.isArray(r.data?.list) ? r.data.list : [],
  total: Number(r.data?.total) || 0,
})

/** The article service (/api/article) on the app host. */
export function createArticleApi(send: Send, config: Pick<AppConfig, 'hosts'>) {
  const base = `${config.hosts.app}/api/article`
  const get = <T>(path: string, shape: DataShape) => send<ApiResponse<T>>({ url: `${base}/${path}`, method: 'GET', rule: 'code0', shape }).then((r) => r.data)
  const post = <T>(path: string, shape: DataShape, data?: unknown) => send<ApiResponse<T>>({ url: `${base}/${path}`, method: 'POST', data, rule: 'code0', shape }).then((r) => r.data)
  return {
    types: () => get<ArticleType[] | null>('getListDataDraw', articleTypesShape).then((d) => (Array.isArray(d) ? d : [])),
    list: (q: ArticleListQuery) =>
      send<ApiResponse<ArticlePage<ArticleSummary>>>({ url: withQuery(`${base}/getListArticle`, { ...q }), method: 'GET', rule: 'code0', shape: articlePageShape }).then(pageOf),
    details: (parentArticleId: string, userId: string) => post<ArticleDetail>('details', articleDetailShape, { parentArticleId, userId }),
    related: (parentArticleId: string, limit: number) => post<ArticleSummary[] | null>('tag/article', relatedArticlesShape, { parentArticleId, limit }).then((d) => (Array.isArray(d) ? d : [])),
    operate: (q: OperateArticleQuery) => send<ApiResponse<OperateArticleResult>>({ url: withQuery(`${base}/operateArticle`, { ...q }), method: 'POST', rule: 'code0', shape: operateResultShape }).then((r) => r.data),
    expert: (expertId: string, userId: string) => post<Expert>('expertDetails', expertDetailShape, { expertId, userId }),
    expertArticles: (q: ExpertArticlesQuery) =>
      send<ApiResponse<ArticlePage<ArticleSummary>>>({ url: `${base}/expertList`, method: 'POST', data: q, rule: 'code0', shape: articlePageShape }).then(pageOf),
    follow: (expertId: string, userId: string, status: 0 | 1) => send<ApiResponse<FollowResult>>({ url: withQuery(`${base}/follow`, { expertId, userId, status }), method: 'GET', rule: 'code0', shape: followResultShape }).then((r) => r.data),
    followList: (userId: string, page: StartLimit) =>
      send<ApiResponse<ArticlePage<Expert>>>({ url: withQuery(`${base}/followList`, { userId, ...page }), method: 'GET', rule: 'code0', shape: expertPageShape }).then(pageOf),
    favorites: (userId: string, page: StartLimit) =>
      send<ApiResponse<ArticlePage<ArticleSummary>>>({ url: `${base}/favorites`, method: 'POST', data: { userId, ...page }, rule: 'code0', shape: articlePageShape }).then(pageOf),
    /** The parent's module order, or null while the parent has none. */
    moduleOrder: (userId: string) =>
      send<ApiResponse<ArticleModuleSetting[] | null>>({ url: withQuery(`${base}/module/order`, { userId }), method: 'GET', rule: 'code0', shape: moduleOrderShape }).then((r) =>
        Array.isArray(r.data) && r.data.length ? r.data : null,
      ),
    /** Creates the parent's module list (the first save). */
    createModules: (req: ArticleModuleOrderRequest) => post<null>('module', ignoresData, req),
    /** Saves a new module order. */
    saveModuleOrder: (req: ArticleModuleOrderRequest) => send<ApiResponse<null>>({ url: `${base}/module/order`, method: 'PUT', data: req, rule: 'code0', shape: ignoresData }).then((r) => r.data),
    userTags: (userId: string) => get<UserTagList>(`getUserTagList/${encodeURIComponent(userId)}`, userTagsShape),
    saveUserTags: (req: SaveUserTagRequest) => post<null>('saveUserTag', ignoresData, req),
    comments: (q: CommentListQuery) =>
      send<ApiResponse<ArticlePage<ArticleComment>>>({ url: `${base}/findAPPCommentList`, method: 'POST', data: q, rule: 'code0', shape: commentPageShape }).then(pageOf),
    replies: (q: CommentSonListQuery) =>
      send<ApiResponse<ArticlePage<ArticleComment>>>({ url: `${base}/findAPPCommentSonList`, method: 'POST', data: q, rule: 'code0', shape: commentPageShape }).then(pageOf),
    saveComment: (req: SaveCommentRequest) => post<ArticleComment>('saveComment', savedCommentShape, req),
    give: (req: CommentGiveRequest) => post<{ giveCount: number; giveStatus: 0 | 1 }>('commentGive', giveResultShape, req),
    updateCommentStatus: (req: UpdateCommentStatusRequest) => post<null>('updateCommentStatus', ignoresData, req),
  }
}
export type ArticleApi = ReturnType<typeof createArticleApi>

/** Who is asking: the logged-in parent's user id (loaded once when not known yet). */
export type UserIdSource = () => Promise<string>
